/**
 * The admin dashboard (/dashboard/*): a client-only island behind the admin guard, with a
 * sidebar and one section per kind of the catalogue, plus import/export and the account.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { SITE_NAME } from '../../shared/constants.ts';
import { $sidebarOpen, toggleSidebar } from '../../lib/stores/admin-ui.ts';
import GuardGate from '../GuardGate.tsx';
import Account from './Account.tsx';
import { HEADING_ID } from './ConfirmDialog.tsx';
import GodNamesSection from './GodNamesSection.tsx';
import ImportExport from './ImportExport.tsx';
import ItemForm from './ItemForm.tsx';
import { KIND_WORDS } from './kinds.ts';
import NamesSection from './NamesSection.tsx';
import NicknamesSection from './NicknamesSection.tsx';
import { NoticeProvider } from './notices.tsx';
import Overview from './Overview.tsx';
import ReligionsSection from './ReligionsSection.tsx';
import { hrefOf, useLinkHandler, useRoute, type AdminRoute } from './router.ts';
import Sidebar, { SIDEBAR_ID } from './Sidebar.tsx';
import CorrectionsSection from './CorrectionsSection.tsx';

function titleOf(route: AdminRoute): string {
  switch (route.section) {
    case 'home':
      return 'Dashboard';
    case 'import':
      return 'Import and export';
    case 'account':
      return 'Account';
    case 'corrections':
      return 'Corrections';
    case 'not-found':
      return 'Not found';
    case 'kind':
      return KIND_WORDS[route.kind].title;
  }
}

function Section({ route }: { route: AdminRoute }) {
  const onLink = useLinkHandler();
  switch (route.section) {
    case 'home':
      return <Overview />;
    case 'import':
      return <ImportExport />;
    case 'account':
      return <Account />;
    case 'corrections':
      return <CorrectionsSection />;
    case 'not-found':
      return (
        <section aria-labelledby={HEADING_ID}>
          <h1 id={HEADING_ID} tabIndex={-1}>
            No such dashboard page
          </h1>
          <p>
            <a href={hrefOf({ section: 'home' })} onClick={onLink}>
              Go to the dashboard overview
            </a>
          </p>
        </section>
      );
    case 'kind':
      if (route.view !== 'list')
        return <ItemForm kind={route.kind} id={route.view === 'edit' ? route.id : undefined} />;
      switch (route.kind) {
        case 'names':
          return <NamesSection />;
        case 'god-names':
          return <GodNamesSection />;
        case 'nicknames':
          return <NicknamesSection />;
        case 'religions':
          return <ReligionsSection />;
      }
  }
}

function Shell() {
  const route = useRoute();
  const open = useStore($sidebarOpen);
  const path = hrefOf(route);
  const firstRender = useRef(true);

  useEffect(() => {
    if (route.section !== 'kind' || route.view === 'list') document.title = `${titleOf(route)} | ${SITE_NAME} admin`;
    // A new section is a new page to a screen reader: move focus to its heading, except on load.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(HEADING_ID)?.focus();
    // Depends on the path only: a new route object each render must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  return (
    <div className="admin-shell" data-sidebar={open ? 'open' : 'closed'}>
      <a className="skip-link" href="#admin-content">
        Skip to content
      </a>
      <header className="admin-bar">
        <a className="admin-brand" href="/">
          {SITE_NAME} <span>admin</span>
          <span className="visually-hidden"> (to the public site)</span>
        </a>
        <button
          type="button"
          className="button secondary sidebar-toggle"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={toggleSidebar}
        >
          Menu
        </button>
      </header>
      <Sidebar route={route} />
      <div className="admin-content" id="admin-content" tabIndex={-1}>
        <NoticeProvider>
          <Section route={route} />
        </NoticeProvider>
      </div>
    </div>
  );
}

export default function Dashboard() {
  return (
    <GuardGate role="admin">
      <Shell />
    </GuardGate>
  );
}
