/**
 * The catalogue's active religions, for an island that offers them as a choice (the deck's
 * filters): fetched when something first shows them and kept for the visit. Empty until then,
 * and after a failed fetch, which the next island to show them tries again.
 */
import { atom, onMount } from 'nanostores';
import { fetchReligions } from '../catalogue-client.ts';
import type { Religion } from '../../shared/types.ts';

export const $religions = atom<Religion[]>([]);

let fetched = false;
onMount($religions, () => {
  if (fetched) return;
  fetched = true;
  fetchReligions()
    .then((religions) => $religions.set(religions))
    .catch(() => {
      fetched = false;
    });
});
