/**
 * A list's state kept in the URL: the island starts from the state its static page was
 * built for (so hydration matches the HTML), then follows the address bar through the site's
 * router ($router). Every change adds a history entry; back and forward restore the list.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import { $listAddress, openAddress } from '../stores/router.ts';
import { parseListState, sameState, toHref, type ListDefaults, type ListState } from '../url-state.ts';

/** The path this document was loaded at, as the router writes paths (no trailing slash). */
const loadedAt = typeof window === 'undefined' ? '' : window.location.pathname.replace(/\/$/, '') || '/';

/**
 * The list an address asks for. The page's built state applies at the path it was loaded at while
 * the address has no query (the static letter and religion pages), and while hydrating (no address).
 */
export function listStateOf(
  address: string | undefined,
  { initial, defaults, loadedPath }: { initial: ListState; defaults: ListDefaults; loadedPath: string },
): ListState {
  if (address === undefined) return initial;
  const url = new URL(address, 'http://x');
  if (!url.search && url.pathname === loadedPath) return initial;
  return parseListState(url.searchParams, defaults);
}

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
  // undefined while hydrating: the server knows no address, so the first render is the built state.
  const address = useStore($listAddress, { ssr: 'initial' });

  const state = useMemo(
    () => listStateOf(address, { initial, defaults, loadedPath: loadedAt }),
    [address, initial, defaults],
  );

  const navigate = useCallback(
    (next: ListState, { replace = false }: NavigateOptions = {}) => {
      if (sameState(state, next)) return;
      openAddress(toHref(basePath ?? loadedAt, next), { replace });
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
