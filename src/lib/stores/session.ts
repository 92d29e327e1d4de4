/**
 * The session: `token` and `user` in localStorage under exactly those keys, which the product
 * fixes, shared by every island on the page and kept in sync across tabs by
 * @nanostores/persistent (the browser's storage event). Logged in means both are stored.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY, USER_FALLBACK_LABEL } from '../../shared/constants.ts';
import type { Role, User } from '../../shared/types.ts';

// An empty value removes the key rather than storing '': logout removes both keys.
const removeWhenEmpty = { encode: (value: string) => value || undefined, decode: (stored: string) => stored };

/** The raw stored token ('' when none). */
export const $token = persistentAtom<string>(STORAGE_TOKEN_KEY, '', removeWhenEmpty);
/** The raw stored user JSON ('' when none); parsed by $user. */
export const $userJson = persistentAtom<string>(STORAGE_USER_KEY, '', removeWhenEmpty);

export const $isLoggedIn = computed([$token, $userJson], (token, user) => Boolean(token && user));

/**
 * Whether the startup check of a stored session has ended (session-restore.ts). Until then the
 * parts of a page that depend on the session wait, so no page flashes a logged-out state.
 */
export const $sessionChecked = atom(false);

/** The stored user parsed, or null when none is stored or it cannot be parsed. */
export const $user = computed($userJson, (json) => parseStoredUser(json));

export interface SessionView {
  /** 'checking' while a stored session is being restored. */
  state: 'checking' | 'loggedOut' | 'loggedIn';
  displayName: string;
  role: Role | null;
}

/** What static HTML shows: it knows no session (the server snapshot of every session island). */
export const LOGGED_OUT_VIEW: SessionView = { state: 'loggedOut', displayName: '', role: null };

export const $session = computed([$isLoggedIn, $sessionChecked, $user], (loggedIn, checked, user): SessionView => {
  if (!loggedIn) return LOGGED_OUT_VIEW;
  return { state: checked ? 'loggedIn' : 'checking', displayName: displayNameOf(user), role: user?.role ?? null };
});

/** name, else displayName, else 'User': the header and menus always show a name. */
export function displayNameOf(user: Partial<User> | null): string {
  const name = user?.name?.trim() || user?.displayName?.trim();
  return name || USER_FALLBACK_LABEL;
}

/**
 * A stored user that cannot be parsed still counts as logged in and shows as 'User'; the error
 * is only logged: a damaged record must not sign anyone out.
 */
export function parseStoredUser(json: string): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new TypeError('stored user is not an object');
    return value as User;
  } catch (error) {
    console.error('Could not read the stored user', error);
    return null;
  }
}

/** Stores both halves of a session: every way of signing in stores both. */
export function storeSession(token: string, user: User): void {
  $token.set(token);
  $userJson.set(JSON.stringify(user));
  $sessionChecked.set(true);
}

/** Replaces the stored user, e.g. with the record a favourite toggle answers. */
export function storeUser(user: User): void {
  $userJson.set(JSON.stringify(user));
}

/** Removes both stored entries; the favourite lists empty with them (favourites.ts). */
export function clearSession(): void {
  $token.set('');
  $userJson.set('');
}

/**
 * Logout, from the header's menu: removes the stored token and user, which clears the displayed
 * name and empties the favourite lists, then reloads to '/'.
 */
export function logout(): void {
  clearSession();
  location.assign('/');
}
