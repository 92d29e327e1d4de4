/**
 * The dashboard's sections under /dashboard, on the site's router ($router, route `dashboard`).
 * The server answers every /dashboard/* path with the same shell (src/shared/site-routes.ts), so
 * a reload or a shared link lands on the right section; moving between sections is history.
 */
import { useStore } from '@nanostores/react';
import { getPagePath } from '@nanostores/router';
import { useCallback, type MouseEvent } from 'react';
import { isCatalogueKind, type CatalogueKind } from '../../shared/catalogue-format.ts';
import { $router, openAddress, type SitePage } from '../../lib/stores/router.ts';
import { isPlainClick } from '../parts/plain-click.ts';

export type AdminRoute =
  | { section: 'home' }
  | { section: 'import' }
  | { section: 'account' }
  | { section: 'corrections' }
  | { section: 'not-found' }
  | { section: 'kind'; kind: CatalogueKind; view: 'list' }
  | { section: 'kind'; kind: CatalogueKind; view: 'new' }
  | { section: 'kind'; kind: CatalogueKind; view: 'edit'; id: string };

/** The section a router page shows; any address the dashboard does not know is not found. */
export function routeOf(page: SitePage): AdminRoute {
  if (page?.route !== 'dashboard') return { section: 'not-found' };
  const { section, item } = page.params;
  if (!section) return { section: 'home' };
  if ((section === 'import' || section === 'account' || section === 'corrections') && !item) return { section };
  if (!isCatalogueKind(section)) return { section: 'not-found' };
  if (!item) return { section: 'kind', kind: section, view: 'list' };
  if (item === 'new') return { section: 'kind', kind: section, view: 'new' };
  return { section: 'kind', kind: section, view: 'edit', id: item };
}

export function hrefOf(route: AdminRoute): string {
  switch (route.section) {
    case 'home':
    case 'not-found':
      return getPagePath($router, 'dashboard');
    case 'import':
    case 'account':
    case 'corrections':
      return getPagePath($router, 'dashboard', { section: route.section });
    case 'kind': {
      const item = route.view === 'list' ? '' : route.view === 'new' ? 'new' : route.id;
      return getPagePath($router, 'dashboard', { section: route.kind, item });
    }
  }
}

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  openAddress(href, options);
}

/** The current dashboard route, re-rendering on navigate() and on back/forward. */
export function useRoute(): AdminRoute {
  return routeOf(useStore($router));
}

/**
 * Click handler for links inside the dashboard: plain left clicks navigate in place; modified
 * clicks (new tab, new window) keep the browser's behaviour, which works because every section
 * has a real URL.
 */
export function useLinkHandler(onNavigate?: () => void) {
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(event.currentTarget.pathname + event.currentTarget.search);
      onNavigate?.();
    },
    [onNavigate],
  );
}
