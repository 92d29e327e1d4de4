/**
 * One catalogue item for a detail page (/names/{id}, /nicknames/{id}): the built item at once,
 * then a fresh fetch, so an edit or a deletion after the build shows. The generic shell (no
 * built item) reads the id from the address.
 */
import { useEffect, useState } from 'react';
import { isAbort, statusOf } from '../catalogue-client.ts';
import { unlessSame } from '../same-data.ts';

export type DetailView<T> = { kind: 'loading' } | { kind: 'found'; item: T } | { kind: 'notFound' };

/** /{list}/{id} → id; the shell is served for any id the build did not know. */
const idFromPath = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

interface Options<T> {
  /** The item as built; absent on the generic shell. */
  initial: T | undefined;
  /** A catalogue-client fetch; keep it stable (a module function), it is an effect dependency. */
  fetchItem: (id: string, signal: AbortSignal) => Promise<T>;
  /** What the console says when the fetch fails: 'the name', 'the nickname'. */
  what: string;
}

export function useDetail<T extends { id: string }>({ initial, fetchItem, what }: Options<T>): DetailView<T> {
  const [view, setView] = useState<DetailView<T>>(initial ? { kind: 'found', item: initial } : { kind: 'loading' });
  const builtId = initial?.id;

  useEffect(() => {
    const controller = new AbortController();
    fetchItem(builtId ?? idFromPath(), controller.signal)
      .then((item) => setView(unlessSame<DetailView<T>>({ kind: 'found', item })))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // A failed detail fetch is only logged; a page with nothing to show says so.
        console.error(`Could not load ${what}`, error);
        if (statusOf(error) === 404) setView({ kind: 'notFound' });
        else setView((current) => (current.kind === 'loading' ? { kind: 'notFound' } : current));
      });
    return () => controller.abort();
  }, [builtId, fetchItem, what]);

  return view;
}
