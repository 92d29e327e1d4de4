/**
 * The three favourite id lists of the logged-in user and the optimistic toggle: the heart
 * changes at once and goes back if the server refuses. The
 * lists follow the stored user record: login (here or in another tab) fills them from it, logout
 * empties them, and each toggle's answer replaces the record and so the lists.
 */
import { atom } from 'nanostores';
import { ROUTES } from '../../shared/constants.ts';
import { savePendingFavourite } from '../redirect.ts';
import { isTokenValid } from '../token.ts';
import type { BabyName, GodName, Id, Nickname, User } from '../../shared/types.ts';
import { $isLoggedIn, $token, $user, clearSession, storeUser } from './session.ts';

export type FavouriteKind = 'names' | 'godNames' | 'nicknames';
export type FavouriteLists = Record<FavouriteKind, Id[]>;

export const FAVOURITE_KINDS: readonly FavouriteKind[] = ['names', 'godNames', 'nicknames'];
export const NO_FAVOURITES: FavouriteLists = { names: [], godNames: [], nicknames: [] };

/** The product's failure messages, word for word: one per list, so the user knows which failed. */
export const FAVOURITE_FAILURE_MESSAGES: Record<FavouriteKind, string> = {
  names: 'Could not update favorites. Please try again.',
  godNames: 'Could not update god name favorites. Please try again.',
  nicknames: 'Could not update nickname favorites. Please try again.',
};

/** The API paths of each kind: the list (GET) and the toggle (POST `${base}/${id}`). */
export const FAVOURITE_API_PATHS: Record<FavouriteKind, string> = {
  names: '/api/user/favorites',
  godNames: '/api/user/favorites/god-names',
  nicknames: '/api/user/favorites/nicknames',
};

export const $favourites = atom<FavouriteLists>(NO_FAVOURITES);

export interface FavouriteItems {
  names: BabyName[];
  godNames: GodName[];
  nicknames: Nickname[];
}

/** The full favourite items the startup refresh fetched (null until it has, or when it failed). */
export const $favouriteItems = atom<FavouriteItems | null>(null);

/** The message of the last failed toggle, shown as one alert on the page (favourite-notice.ts). */
export const $favouriteNotice = atom<string | null>(null);

function idsOf(value: unknown): Id[] {
  return Array.isArray(value) ? value.filter((id) => typeof id === 'string' || typeof id === 'number').map(String) : [];
}

/** The lists a user record carries: favorites, godNameFavorites, nicknameFavorites. */
export function favouritesOfUser(user: Partial<User> | null): FavouriteLists {
  if (!user) return NO_FAVOURITES;
  return {
    names: idsOf(user.favorites),
    godNames: idsOf(user.godNameFavorites),
    nicknames: idsOf(user.nicknameFavorites),
  };
}

/** The list with `id` added when absent and removed when present. */
export function flip(list: readonly Id[], id: Id): Id[] {
  return list.includes(id) ? list.filter((other) => other !== id) : [...list, id];
}

/** The list with `id`'s membership set as `member` says, everything else kept. */
function withMembership(list: readonly Id[], id: Id, member: boolean): Id[] {
  return list.includes(id) === member ? [...list] : flip(list, id);
}

export function setFavouriteList(kind: FavouriteKind, ids: Id[]): void {
  $favourites.set({ ...$favourites.get(), [kind]: ids });
}

// Side effect of the session, kept beside the store it feeds: a new or replaced user record
// (login here, login or a toggle in another tab, a toggle's answer) refills the lists; logout
// empties them. `$user` is null for an unparsable record: the server refresh then fills them.
$user.subscribe((user) => $favourites.set(favouritesOfUser(user)));

export type ToggleResult = { ok: true } | { ok: false; message: string } | { ok: false; redirected: true };

/**
 * Flips a favourite. Logged out (or with an expired token), saves the current URL and the
 * favourite asked for, and goes to the login page. Logged in, flips at once, POSTs `{}`, and on failure puts this id back as it
 * was, answers the product's message and shows it ($favouriteNotice).
 */
export async function toggleFavourite(kind: FavouriteKind, id: Id): Promise<ToggleResult> {
  if (!$isLoggedIn.get() || !isTokenValid($token.get())) {
    if ($isLoggedIn.get()) clearSession();
    // Back on this page after signing in, the heart gets set (FavouriteButton).
    savePendingFavourite(kind, id);
    location.assign(ROUTES.userLogin);
    return { ok: false, redirected: true };
  }
  $favouriteNotice.set(null);
  const wasFavourite = $favourites.get()[kind].includes(id);
  setFavouriteList(kind, flip($favourites.get()[kind], id));
  try {
    // Loaded on the first toggle: a visitor's first load does not carry the API client.
    const { api } = await import('../api.ts');
    const body = await api<{ success?: unknown; data?: unknown }>(
      `${FAVOURITE_API_PATHS[kind]}/${encodeURIComponent(id)}`,
      {
        method: 'POST',
        body: {},
      },
    );
    if (body.success && body.data && typeof body.data === 'object') storeUser(body.data as User);
    return { ok: true };
  } catch (error) {
    console.error(`Could not toggle favourite ${kind} ${id}`, error);
    // "Restore the earlier list" for this id only: restoring the whole earlier array would also
    // undo another toggle made while this one was in flight.
    setFavouriteList(kind, withMembership($favourites.get()[kind], id, wasFavourite));
    $favouriteNotice.set(FAVOURITE_FAILURE_MESSAGES[kind]);
    return { ok: false, message: FAVOURITE_FAILURE_MESSAGES[kind] };
  }
}
