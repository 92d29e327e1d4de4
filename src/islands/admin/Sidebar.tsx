/**
 * The dashboard's navigation between sections. Shown by default ($sidebarOpen starts true: an admin
 * lands on a dashboard they can find their way around); on small screens a Menu button collapses
 * and expands it.
 */
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $sidebarOpen, closeSidebar } from '../../lib/stores/admin-ui.ts';
import { logoutAdmin } from './Account.tsx';
import { DASHBOARD_KINDS, KIND_WORDS } from './kinds.ts';
import { hrefOf, useLinkHandler, type AdminRoute } from './router.ts';

export const SIDEBAR_ID = 'admin-sidebar';
/** Below this width the sidebar stacks above the content and can be collapsed (admin.css). */
const SMALL_SCREEN = '(max-width: 47.99rem)';

function isCurrent(route: AdminRoute, link: AdminRoute): boolean {
  if (link.section === 'kind') return route.section === 'kind' && route.kind === link.kind;
  return route.section === link.section;
}

export default function Sidebar({ route }: { route: AdminRoute }) {
  const open = useStore($sidebarOpen);
  // On a small screen the open sidebar sits above the content: move it away once a section is chosen.
  const afterNavigate = useCallback(() => {
    if (window.matchMedia(SMALL_SCREEN).matches) closeSidebar();
  }, []);
  const onLink = useLinkHandler(afterNavigate);
  const links: { route: AdminRoute; label: string }[] = [
    { route: { section: 'home' }, label: 'Overview' },
    ...DASHBOARD_KINDS.map((kind) => ({
      route: { section: 'kind' as const, kind, view: 'list' as const },
      label: KIND_WORDS[kind].title,
    })),
    { route: { section: 'corrections' }, label: 'Corrections' },
    { route: { section: 'import' }, label: 'Import and export' },
    { route: { section: 'account' }, label: 'Account' },
  ];
  return (
    <nav id={SIDEBAR_ID} className="admin-sidebar" data-open={open ? 'true' : 'false'} aria-label="Dashboard">
      <ul>
        {links.map((link) => {
          const current = isCurrent(route, link.route);
          return (
            <li key={link.label}>
              <a href={hrefOf(link.route)} aria-current={current ? 'page' : undefined} onClick={onLink}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button secondary sidebar-logout" onClick={logoutAdmin}>
        Log out
      </button>
    </nav>
  );
}
