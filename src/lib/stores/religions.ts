/**
 * The catalogue's active religions, fetched when an island first shows them and kept for the
 * visit: the home page's chips and the deck's filters. An admin can switch a religion off or add
 * one at any time, so the list the page was built with is only a start.
 */
import { atom, computed, onMount } from 'nanostores';
import { fetchReligions, isAbort } from '../catalogue-client.ts';
import type { Religion } from '../../shared/types.ts';

/**
 * The API's list; undefined until it answers, and after a failed fetch, which the next island to
 * show the religions tries again. An island with a built list keeps showing that meanwhile.
 */
export const $liveReligions = atom<Religion[] | undefined>(undefined);

/** The live list, or none yet: for an island that only offers religions as a choice. */
export const $religions = computed($liveReligions, (religions) => religions ?? []);

onMount($liveReligions, () => {
  // Building a page renders its islands, which reads the store: there the built list is the
  // answer. The value itself is read because get() would mount the store again.
  if (typeof window === 'undefined' || $liveReligions.value) return;
  const controller = new AbortController();
  fetchReligions(controller.signal)
    .then((religions) => $liveReligions.set(religions))
    .catch((error: unknown) => {
      if (!isAbort(error)) console.error('Could not refresh the religions', error);
    });
  return () => controller.abort();
});
