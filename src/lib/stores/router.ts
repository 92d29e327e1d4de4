/**
 * The site's one client-side router (@nanostores/router): the pages whose islands keep state in
 * the address. The public lists keep theirs in the query (`?letter=&gender=&search=&page=`, so
 * a list can be shared and reloaded as it was,
 * read by useUrlState), a god name its page of other names (`?page=`); the admin dashboard keeps its
 * section in the path (islands/admin/router.ts).
 * Every other page is a plain document and the router leaves it alone: it does not take over link
 * clicks (`links: false`); an island follows a plain click itself (isPlainClick) and calls
 * openAddress, and back/forward reach every island through the store.
 */
import { createRouter } from '@nanostores/router';
import { computed, type StoreValue } from 'nanostores';
import { ROUTES } from '../../shared/constants.ts';

// Pure, so that a bundle importing this module without reading the router (useHeldListRelease) may drop it.
export const $router = /* @__PURE__ */ createRouter(
  {
    names: ROUTES.names,
    /** The static, crawlable letter pages: /names/boy/a, /names/boy/a/2. */
    namesByLetter: `${ROUTES.names}/:gender/:letter/:page?`,
    nicknames: ROUTES.nicknames,
    nicknamesByLetter: `${ROUTES.nicknames}/letter/:letter/:page?`,
    /** A religion's names, and the shell at /religion/ without an id (religionId ''). */
    religionNames: `${ROUTES.religion}/:religionId?/:page?`,
    /** A god name and its page of other names (?page=3), and the shell for ids the build did not know. */
    godName: `${ROUTES.godName}/:godNameId`,
    /** /dashboard, /dashboard/names, /dashboard/names/new, /dashboard/names/{id}. */
    dashboard: `${ROUTES.dashboard}/:section?/:item?`,
  },
  { links: false },
);

/** The page the address shows; undefined before the store has read it (while hydrating) or off the routes. */
export type SitePage = StoreValue<typeof $router>;

/**
 * The address without its hash (`/names?letter=B`), undefined like $router. A list follows this
 * rather than $router, which also changes when only the hash does (the skip link): the list's
 * state keeps still then, so it does not fetch again.
 */
export const $listAddress = /* @__PURE__ */ computed($router, (page) => {
  if (!page) return undefined;
  const query = new URLSearchParams(page.search).toString();
  return query ? `${page.path}?${query}` : page.path;
});

/** Moves to an address of this document without a reload: a new history entry, or in place with `replace`. */
export function openAddress(href: string, { replace = false }: { replace?: boolean } = {}): void {
  // The address already shown (the current dashboard section, the letter already picked) adds no
  // entry to history, as a browser does for a link to the page it is on: Back then leaves the page.
  const here = typeof location === 'undefined' ? undefined : location.pathname + location.search + location.hash;
  $router.open(href, replace || href === here);
}
