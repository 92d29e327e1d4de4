import { useStore } from '@nanostores/react';
import { $isLoggedIn, $userJson } from '../lib/stores/session.ts';
import { ROUTES, USER_FALLBACK_LABEL } from '../lib/constants.ts';

function displayNameOf(json: string): string {
  try {
    const user = JSON.parse(json) as { name?: unknown; displayName?: unknown };
    const name = typeof user.name === 'string' && user.name ? user.name : user.displayName;
    return typeof name === 'string' && name ? name : USER_FALLBACK_LABEL;
  } catch {
    return USER_FALLBACK_LABEL;
  }
}

/** The session part of the header: Login when logged out; Favourites and the user menu when in. */
export default function HeaderSession() {
  // The static HTML knows no session: render logged out first, then the stored state.
  const loggedIn = useStore($isLoggedIn, { ssr: 'initial' });
  const userJson = useStore($userJson, { ssr: 'initial' });
  if (!loggedIn) {
    return (
      <a className="button" href={ROUTES.userLogin}>
        Login
      </a>
    );
  }
  return (
    <div className="header-session">
      <a href={ROUTES.favourites}>Favourites</a>
      <span>{displayNameOf(userJson)}</span>
    </div>
  );
}
