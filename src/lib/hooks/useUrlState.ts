/**
 * A list's state kept in the URL (spec §4): the island starts from the state its static page was
 * built for (so hydration matches the HTML), then follows the address bar. Every change pushes a
 * history entry; back and forward restore the list.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { parseListState, sameState, toHref, type ListDefaults, type ListState } from '../url-state.ts';

/** Fired after our own pushState, which (unlike back/forward) raises no popstate. */
const URL_CHANGE = 'urlstatechange';

/** The path this document was loaded at: its built state applies there while it has no query. */
const loadedAt = typeof window === 'undefined' ? '' : window.location.pathname;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

const currentAddress = () => window.location.pathname + window.location.search;
const noAddress = () => null;

interface Options {
  /** The state of the page as built (a letter page, page 2 of a religion, or the defaults). */
  initial: ListState;
  defaults: ListDefaults;
  /** Where state changes are pushed: /names, /religion/{id}. Undefined: the path loaded. */
  basePath?: string | undefined;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (a page number corrected to the last page). */
  replace?: boolean;
}

export function useUrlState({
  initial,
  defaults,
  basePath,
}: Options): [ListState, (next: ListState, options?: NavigateOptions) => void] {
  // null while hydrating: the server knows no address, so the first render is the built state.
  const address = useSyncExternalStore(subscribe, currentAddress, noAddress);

  const state = useMemo(() => {
    if (address === null) return initial;
    const url = new URL(address, 'http://x');
    if (!url.search && url.pathname === loadedAt) return initial;
    return parseListState(url.searchParams, defaults);
  }, [address, initial, defaults]);

  const navigate = useCallback(
    (next: ListState, { replace = false }: NavigateOptions = {}) => {
      if (sameState(state, next)) return;
      window.history[replace ? 'replaceState' : 'pushState'](null, '', toHref(basePath ?? loadedAt, next));
      window.dispatchEvent(new Event(URL_CHANGE));
      if (next.page !== state.page) window.scrollTo({ top: 0 });
    },
    [state, basePath],
  );

  return [state, navigate];
}

/**
 * The attribute that holds a list back: set on <html> before the list is painted when the address
 * asks for another list than the one the page was built with (the page's inline script, or our
 * server for a search), so the built heading and rows never show. lists.css hides them meanwhile.
 */
export const HELD_LIST_ATTRIBUTE = 'data-list-pending';

/**
 * Lets a held list show once it shows what the address asks for: `ready` is true when the island
 * runs in the browser (so its state is the address's) and its rows answer that state.
 */
export function useHeldListRelease(ready: boolean): void {
  useEffect(() => {
    if (ready) document.documentElement.removeAttribute(HELD_LIST_ATTRIBUTE);
  }, [ready]);
}
