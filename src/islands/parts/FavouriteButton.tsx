/**
 * The favourite toggle of a row or a detail page. Static HTML (a page without JavaScript, or before
 * the island runs) shows it as a link to sign in that comes back (the item's page by default) and
 * sets the heart there; once the island runs it is a toggle button that shows the stored state. A
 * failed toggle puts the state back and says so in an alert (the product's fixed message, favourite-notice.ts).
 */
import { useEffect, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { mountFavouriteNotice } from '../../lib/favourite-notice.ts';
import { $favourites, toggleFavourite, type FavouriteKind } from '../../lib/stores/favourites.ts';
import { $session, LOGGED_OUT_VIEW } from '../../lib/stores/session.ts';
import { startSession } from '../../lib/session-restore.ts';
import { claimPendingFavourite, favouriteLoginHref } from '../../lib/redirect.ts';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';

interface Props {
  kind: FavouriteKind;
  id: string;
  /** The item's name, for the accessible label ("Add Aarav to favourites"). */
  label: string;
  /** Where its sign-in link comes back to without JavaScript: the item's own page by default. */
  returnTo?: string | undefined;
}

export default function FavouriteButton({ kind, id, label, returnTo }: Props) {
  const hydrated = useHydrated();
  const favourites = useStore($favourites, { ssr: 'initial' });
  const session = useStore($session, { ssr: () => LOGGED_OUT_VIEW });

  useEffect(() => {
    mountFavouriteNotice();
    void startSession();
  }, []);

  const isUser = session.state === 'loggedIn' && session.role === 'user';
  // The heart a visitor clicked before signing in, back on this page from that sign-in: set it
  // (once; already a favourite stays one).
  useEffect(() => {
    if (isUser && claimPendingFavourite(kind, id) && !$favourites.get()[kind].includes(id)) {
      void toggleFavourite(kind, id);
    }
  }, [isUser, kind, id]);

  // Favourites belong to user accounts (the API answers an admin 403): an admin browsing
  // the public site is not offered a heart that could only fail.
  if (session.state === 'loggedIn' && session.role === 'admin') return null;

  if (!hydrated) {
    return (
      <a
        className="fav-button"
        data-kind={kind}
        href={favouriteLoginHref(kind, id, returnTo)}
        aria-label={`Add ${label} to favourites`}
        title={`Sign in to add ${label} to favourites`}
      >
        <span aria-hidden="true">♡</span>
      </a>
    );
  }

  const checking = session.state === 'checking';
  const pressed = session.state === 'loggedIn' && favourites[kind].includes(id);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Rows open their detail page on click; the toggle is not part of that.
    event.preventDefault();
    event.stopPropagation();
    if (checking) return;
    void toggleFavourite(kind, id);
  };

  return (
    <button
      type="button"
      className="fav-button"
      data-kind={kind}
      aria-pressed={pressed}
      aria-disabled={checking || undefined}
      aria-label={`Add ${label} to favourites`}
      title={pressed ? `${label} is a favourite` : `Add ${label} to favourites`}
      onClick={onClick}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </button>
  );
}
