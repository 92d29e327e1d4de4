import '../helpers/test-storage-engine.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestStorage, installBrowser, installFetch, type FakeLocation } from '../helpers/fake-browser.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';
import { checkStoredSession } from '../../src/lib/session-restore.ts';
import { $favouriteItems, $favourites } from '../../src/lib/stores/favourites.ts';
import { $session, $sessionChecked, $token, $userJson, clearSession } from '../../src/lib/stores/session.ts';
import type { User } from '../../src/shared/types.ts';

const user = {
  id: '7',
  name: 'Asha',
  displayName: '',
  email: 'a@example.test',
  role: 'user',
  avatarUrl: null,
  favorites: ['1', '2'],
  godNameFavorites: [],
  nicknameFavorites: [],
} satisfies User;
const live = fakeJwt({ sub: '7', role: 'user', exp: inSeconds(3600) });

const serverLists = {
  '/api/user/favorites': [
    { id: '2', name: 'Bina', gender: 'female', religionId: null },
    { _id: '8', name: 'Chetan', gender: 'male', religionId: { id: '1', name: 'Hinduism' } },
  ],
  '/api/user/favorites/god-names': [
    { id: '30', name: 'Shiva', subNames: ['Mahadev'], religionId: { id: '1', name: 'Hinduism' } },
  ],
  '/api/user/favorites/nicknames': [],
} as Record<string, unknown[]>;

let location: FakeLocation;
let stop: () => void;
beforeEach(() => {
  location = installBrowser('/user/dashboard');
  stop = $session.listen(() => {});
  clearSession();
  $sessionChecked.set(false);
  $favouriteItems.set(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const storeRaw = (token: string, userJson: string) => {
  $token.set(token);
  $userJson.set(userJson);
};

describe('startup check of a stored session', () => {
  it('with no stored session: ends at once, logged out, without calling the API', async () => {
    const requests = installFetch(() => ({ status: 500 }));
    await checkStoredSession();
    expect(requests).toEqual([]);
    expect($session.get().state).toBe('loggedOut');
    expect($sessionChecked.get()).toBe(true);
  });

  it('restores a live session and refreshes the three lists from the server; content waits until then', async () => {
    storeRaw(live, JSON.stringify(user));
    const requests = installFetch((request) => ({
      status: 200,
      body: { success: true, data: serverLists[request.url] },
    }));
    const check = checkStoredSession();
    expect($session.get().state).toBe('checking');
    await check;
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/user/favorites',
      '/api/user/favorites/god-names',
      '/api/user/favorites/nicknames',
    ]);
    expect($session.get()).toMatchObject({ state: 'loggedIn', displayName: 'Asha' });
    expect($favourites.get()).toEqual({ names: ['2', '8'], godNames: ['30'], nicknames: [] });
    expect($favouriteItems.get()?.names.map((n) => n.name)).toEqual(['Bina', 'Chetan']);
  });

  it('removes an expired token (and its user) without calling the API', async () => {
    storeRaw(fakeJwt({ role: 'user', exp: inSeconds(-60) }), JSON.stringify(user));
    const requests = installFetch(() => ({ status: 200, body: { success: true, data: [] } }));
    await checkStoredSession();
    expect(requests).toEqual([]);
    expect(getTestStorage()).not.toHaveProperty('token');
    expect(getTestStorage()).not.toHaveProperty('user');
    expect($session.get().state).toBe('loggedOut');
  });

  it('a 401 while fetching favourites logs the user out locally', async () => {
    storeRaw(live, JSON.stringify(user));
    installFetch(() => ({
      status: 401,
      body: { success: false, error: 'Your session has expired. Please sign in again.' },
    }));
    await checkStoredSession();
    expect(getTestStorage()).not.toHaveProperty('token');
    expect($favourites.get()).toEqual({ names: [], godNames: [], nicknames: [] });
    expect($session.get().state).toBe('loggedOut');
    expect(location.assign).toHaveBeenCalledWith('/user/login');
  });

  it('any other failure is only logged: the lists stay as the stored user has them', async () => {
    storeRaw(live, JSON.stringify(user));
    installFetch(() => ({ status: 500, body: { success: false } }));
    await checkStoredSession();
    expect(console.error).toHaveBeenCalled();
    expect($session.get().state).toBe('loggedIn');
    expect($favourites.get().names).toEqual(['1', '2']);
  });

  it("an admin's session is restored without asking for favourites, which admins do not have", async () => {
    storeRaw(fakeJwt({ sub: '1', role: 'admin', exp: inSeconds(3600) }), JSON.stringify({ ...user, role: 'admin' }));
    const requests = installFetch(() => ({ status: 403 }));
    await checkStoredSession();
    expect(requests).toEqual([]);
    expect($session.get()).toMatchObject({ state: 'loggedIn', role: 'admin' });
  });

  it('an unparsable stored user stays logged in as "User" and gets its lists from the server', async () => {
    storeRaw(live, 'not json{');
    installFetch((request) => ({ status: 200, body: { success: true, data: serverLists[request.url] } }));
    await checkStoredSession();
    expect($session.get()).toMatchObject({ state: 'loggedIn', displayName: 'User' });
    expect($favourites.get().godNames).toEqual(['30']);
  });
});

describe('half a session', () => {
  it('is logged out but left in storage: another tab may be halfway through writing a login', async () => {
    $token.set(live);
    const requests = installFetch(() => ({ status: 500 }));
    await checkStoredSession();
    expect(requests).toEqual([]);
    expect($session.get().state).toBe('loggedOut');
    expect(getTestStorage()['token']).toBe(live);
  });
});
