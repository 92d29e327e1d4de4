/**
 * The session's startup check, run once per page by whichever session island hydrates first: a
 * stored session with a token past its expiry is removed; a live one is restored and its three
 * favourite lists refreshed from the server. Until the check ends, $sessionChecked is false and
 * the parts of the page that depend on the session wait for it.
 *
 * Only those parts wait (header session menu, toggles' pressed state, the favourites page,
 * guarded pages): the browse pages' static content is real HTML built for crawlers and readers
 * without JavaScript, and hiding it behind a network round trip would help no one.
 *
 * Also here: logging out in another tab logs this one out the same way (back to '/'); logging in
 * there shows here at once, because the stores follow the storage event.
 */
import { ROUTES, STORAGE_TOKEN_KEY } from '../shared/constants.ts';
import { listOf, normaliseGodName, normaliseName, normaliseNickname } from './normalise.ts';
import { decodeToken, isTokenValid } from './token.ts';
import { $isLoggedIn, $sessionChecked, $token, clearSession } from './stores/session.ts';
import { $favouriteItems, $favourites, FAVOURITE_API_PATHS, type FavouriteKind } from './stores/favourites.ts';

let started: Promise<void> | null = null;

/** Runs the startup check once; every caller gets the same promise. */
export function startSession(): Promise<void> {
  followOtherTabs();
  started ??= checkStoredSession();
  return started;
}

/** The check itself; startSession runs it once per page. */
export async function checkStoredSession(): Promise<void> {
  try {
    // Half a session (a token without a user, or the reverse) is simply logged out. It is not
    // deleted: another tab may be halfway through writing a login.
    if (!$isLoggedIn.get()) return;
    if (!isTokenValid($token.get())) {
      // An invalid token is removed; guarded pages then send the user to login.
      clearSession();
      return;
    }
    // Favourites belong to user accounts; an admin's session has none to fetch (the API would
    // answer 403 three times on every page).
    if (decodeToken($token.get())?.role === 'user') await refreshFavourites();
  } finally {
    $sessionChecked.set(true);
  }
}

/**
 * GETs the three lists and sets the id lists from them. A 401 is api.ts's to handle (it clears
 * the session and goes to sign-in); any failure is only logged here and the lists stay as the
 * stored user had them.
 */
export async function refreshFavourites(): Promise<void> {
  try {
    const [names, godNames, nicknames] = await Promise.all([
      fetchList('names', normaliseName),
      fetchList('godNames', normaliseGodName),
      fetchList('nicknames', normaliseNickname),
    ]);
    $favouriteItems.set({ names, godNames, nicknames });
    $favourites.set({ names: idList(names), godNames: idList(godNames), nicknames: idList(nicknames) });
  } catch (error) {
    console.error('Could not refresh favourites', error);
  }
}

async function fetchList<T>(kind: FavouriteKind, normalise: (raw: unknown) => T): Promise<T[]> {
  // Loaded only for a signed-in user: a visitor's first load does not carry the API client.
  const { api } = await import('./api.ts');
  const body = await api<{ data?: unknown }>(FAVOURITE_API_PATHS[kind]);
  return listOf(body.data, normalise);
}

const idList = (items: { id: string }[]) => items.map((item) => item.id).filter(Boolean);

let following = false;

function followOtherTabs(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event) => {
    // A storage event only ever reports another tab's change. The token gone there means that
    // tab logged out (or got a 401): do what logout does here too.
    if (event.key === STORAGE_TOKEN_KEY && !event.newValue && event.oldValue) location.assign(ROUTES.home);
  });
}
