/**
 * The dashboard's own client-side routes under /dashboard. The server answers every
 * /dashboard/* path with the same shell (src/shared/site-routes.ts), so a reload or a shared link
 * lands on the right section; moving between sections is history.pushState plus popstate.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { ROUTES } from '../../shared/constants.ts';
import { isCatalogueKind, type CatalogueKind } from '../../shared/catalogue-format.ts';

export type AdminRoute =
  | { section: 'home' }
  | { section: 'import' }
  | { section: 'account' }
  | { section: 'not-found' }
  | { section: 'kind'; kind: CatalogueKind; view: 'list' }
  | { section: 'kind'; kind: CatalogueKind; view: 'new' }
  | { section: 'kind'; kind: CatalogueKind; view: 'edit'; id: string };

export function parseRoute(pathname: string): AdminRoute {
  const rest = pathname.replace(/\/+$/, '').slice(ROUTES.dashboard.length);
  const [first, second, ...more] = rest.split('/').filter(Boolean).map(decodeURIComponent);
  if (!first) return { section: 'home' };
  if (first === 'import' && !second) return { section: 'import' };
  if (first === 'account' && !second) return { section: 'account' };
  const kind = first;
  if (!isCatalogueKind(kind) || more.length > 0) return { section: 'not-found' };
  if (!second) return { section: 'kind', kind, view: 'list' };
  if (second === 'new') return { section: 'kind', kind, view: 'new' };
  return { section: 'kind', kind, view: 'edit', id: second };
}

export function hrefOf(route: AdminRoute): string {
  switch (route.section) {
    case 'home':
    case 'not-found':
      return ROUTES.dashboard;
    case 'import':
    case 'account':
      return `${ROUTES.dashboard}/${route.section}`;
    case 'kind': {
      const base = `${ROUTES.dashboard}/${route.kind}`;
      if (route.view === 'list') return base;
      return route.view === 'new' ? `${base}/new` : `${base}/${encodeURIComponent(route.id)}`;
    }
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const currentPath = () => window.location.pathname;

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (href === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
}

/** The current dashboard route, re-rendering on navigate() and on back/forward. */
export function useRoute(): AdminRoute {
  const pathname = useSyncExternalStore(subscribe, currentPath, () => ROUTES.dashboard);
  return parseRoute(pathname);
}

/**
 * Click handler for links inside the dashboard: plain left clicks navigate in place; modified
 * clicks (new tab, new window) keep the browser's behaviour, which works because every section
 * has a real URL.
 */
export function useLinkHandler(onNavigate?: () => void) {
  return useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      navigate(event.currentTarget.pathname + event.currentTarget.search);
      onNavigate?.();
    },
    [onNavigate],
  );
}
