/**
 * The session part of the header, on every page: the Login button when logged out; when logged in,
 * the Favourites link and a menu button with the user's name that opens a menu with Logout. Static
 * HTML shows the logged-out state; a stored session shows once its startup check has ended.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, LOGGED_OUT_VIEW, logout } from '../lib/stores/session.ts';
import { startSession } from '../lib/session-restore.ts';
import { ROUTES } from '../shared/constants.ts';
import '../styles/session.css';

export default function HeaderSession() {
  const session = useStore($session, { ssr: () => LOGGED_OUT_VIEW });

  useEffect(() => {
    void startSession();
  }, []);

  if (session.state === 'checking') {
    return (
      <span className="header-session pending" role="status">
        <span className="visually-hidden">Checking your session…</span>
      </span>
    );
  }
  if (session.state === 'loggedOut') {
    return (
      <a className="button header-login" href={ROUTES.userLogin}>
        Login
      </a>
    );
  }
  return (
    <div className="header-session">
      <a className="header-favourites" href={ROUTES.favourites}>
        Favourites
      </a>
      <a className="header-favourites" href={ROUTES.shortlist}>
        Shortlist
      </a>
      <UserMenu name={session.displayName} />
    </div>
  );
}

/** A menu button (WAI-ARIA APG "menu button"): Enter, Space or ArrowDown open it; Escape closes. */
function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // One item: every movement key keeps focus on it.
      event.preventDefault();
      itemRef.current?.focus();
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu-name">{name}</span>
        <span aria-hidden="true" className="user-menu-caret" />
      </button>
      <ul id={menuId} className="user-menu-list" role="menu" aria-label={name} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button ref={itemRef} type="button" role="menuitem" className="user-menu-item" tabIndex={-1} onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
