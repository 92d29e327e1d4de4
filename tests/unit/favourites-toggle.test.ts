import '../helpers/test-storage-engine.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  getTestStorage,
  installBrowser,
  installFetch,
  type Answer,
  type FakeLocation,
} from '../helpers/fake-browser.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';
import { $favouriteNotice, $favourites, flip, toggleFavourite } from '../../src/lib/stores/favourites.ts';
import { $token, $user, clearSession, storeSession } from '../../src/lib/stores/session.ts';
import type { User } from '../../src/shared/types.ts';

const user: User = {
  id: '7',
  name: 'Asha',
  displayName: '',
  email: 'asha@example.test',
  role: 'user',
  avatarUrl: null,
  favorites: ['1'],
  godNameFavorites: [],
  nicknameFavorites: ['5'],
};
const token = fakeJwt({ sub: '7', role: 'user', exp: inSeconds(3600) });

let location: FakeLocation;
let stop: () => void;
beforeEach(() => {
  location = installBrowser('/names?letter=B&gender=girl');
  stop = $favourites.listen(() => {});
  clearSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('flip', () => {
  it('adds an absent id at the end and removes a present one', () => {
    expect(flip(['1', '2'], '3')).toEqual(['1', '2', '3']);
    expect(flip(['1', '2', '3'], '2')).toEqual(['1', '3']);
  });
});

describe('toggleFavourite', () => {
  it('logged out: saves the current path and query and goes to /user/login, without calling the API', async () => {
    const requests = installFetch(() => ({ status: 500 }));
    expect(await toggleFavourite('names', '1')).toEqual({ ok: false, redirected: true });
    expect(location.assign).toHaveBeenCalledWith('/user/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/names?letter=B&gender=girl');
    expect(requests).toEqual([]);
  });

  it('with an expired token: the session is removed and the user sent to login', async () => {
    installFetch(() => ({ status: 500 }));
    storeSession(fakeJwt({ role: 'user', exp: inSeconds(-10) }), user);
    await toggleFavourite('names', '1');
    expect($token.get()).toBe('');
    expect(location.assign).toHaveBeenCalledWith('/user/login');
  });

  it('flips at once, POSTs {} with the Bearer token, then takes the answered user record', async () => {
    storeSession(token, user);
    const answer = deferred<Answer>();
    const answered = { ...user, favorites: ['1', '2'], nicknameFavorites: [] };
    const requests = installFetch(() => answer.promise);
    const done = toggleFavourite('names', '2');
    // Optimistic: before the server has answered.
    expect($favourites.get().names).toEqual(['1', '2']);
    answer.resolve({ status: 200, body: { success: true, data: answered } });
    expect(await done).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/user/favorites/2', body: {} });
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(requests[0]!.headers.get('content-type')).toMatch(/application\/json/);
    expect($user.get()).toEqual(answered);
    expect(JSON.parse(getTestStorage()['user']!)).toEqual(answered);
    // The answer is the truth: the nickname list follows the server's record too.
    expect($favourites.get()).toEqual({ names: ['1', '2'], godNames: [], nicknames: [] });
  });

  it('uses the god-name and nickname toggle paths', async () => {
    storeSession(token, user);
    const requests = installFetch(() => ({ status: 200, body: { success: true, data: user } }));
    await toggleFavourite('godNames', '3');
    await toggleFavourite('nicknames', '5');
    expect(requests.map((r) => r.url)).toEqual(['/api/user/favorites/god-names/3', '/api/user/favorites/nicknames/5']);
  });

  it('keeps the optimistic state when the answer lacks success or data', async () => {
    storeSession(token, user);
    installFetch(() => ({ status: 200, body: { success: false } }));
    await toggleFavourite('nicknames', '5');
    expect($favourites.get().nicknames).toEqual([]);
    expect($user.get()).toEqual(user);
  });

  it.each([
    ['names', '9', 'Could not update favorites. Please try again.'],
    ['godNames', '9', 'Could not update god name favorites. Please try again.'],
    ['nicknames', '5', 'Could not update nickname favorites. Please try again.'],
  ] as const)('on failure restores the earlier %s list and answers its failure message', async (kind, id, message) => {
    storeSession(token, user);
    const before = $favourites.get()[kind];
    installFetch(() => ({ status: 500, body: { success: false, error: 'boom' } }));
    expect(await toggleFavourite(kind, id)).toEqual({ ok: false, message });
    expect($favourites.get()[kind]).toEqual(before);
    expect($user.get()).toEqual(user);
    expect($favouriteNotice.get()).toBe(message);
    // The next toggle starts without the old notice.
    installFetch(() => ({ status: 200, body: { success: true, data: user } }));
    await toggleFavourite(kind, id);
    expect($favouriteNotice.get()).toBeNull();
  });

  it('a network failure rolls back too', async () => {
    storeSession(token, user);
    installFetch(() => new TypeError('fetch failed'));
    const result = await toggleFavourite('names', '1');
    expect(result).toMatchObject({ ok: false });
    expect($favourites.get().names).toEqual(['1']);
  });

  it('rolling back one toggle does not undo another made meanwhile', async () => {
    storeSession(token, user);
    const first = deferred<Answer>();
    installFetch((request) =>
      request.url.endsWith('/2')
        ? first.promise
        : { status: 200, body: { success: true, data: { ...user, favorites: ['1', '3'] } } },
    );
    const failing = toggleFavourite('names', '2');
    await toggleFavourite('names', '3');
    first.resolve({ status: 500 });
    await failing;
    expect($favourites.get().names).toEqual(['1', '3']);
  });
});
