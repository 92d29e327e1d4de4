import '../helpers/test-storage-engine.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestStorage, installBrowser, setTestStorageKey, type FakeLocation } from '../helpers/fake-browser.ts';
import {
  $isLoggedIn,
  $session,
  $token,
  $user,
  $userJson,
  $sessionChecked,
  clearSession,
  logout,
  storeSession,
} from '../../src/lib/stores/session.ts';
import { $favourites } from '../../src/lib/stores/favourites.ts';
import type { User } from '../../src/shared/types.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';

const user: User = {
  id: '7',
  name: 'Asha',
  displayName: 'Asha K',
  email: 'asha@example.test',
  role: 'user',
  avatarUrl: null,
  favorites: ['1', '2'],
  godNameFavorites: ['3'],
  nicknameFavorites: [],
};
const token = fakeJwt({ sub: '7', role: 'user', exp: inSeconds(3600) });

let location: FakeLocation;
// Stores are mounted by a listener, as islands mount them.
const unbind: (() => void)[] = [];
beforeEach(() => {
  location = installBrowser('/');
  unbind.push(
    $session.listen(() => {}),
    $favourites.listen(() => {}),
  );
  clearSession();
  $sessionChecked.set(true);
});
afterEach(() => {
  for (const stop of unbind.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('login stores token and user under exactly "token" and "user", and fills the three favourite lists', () => {
    storeSession(token, user);
    expect(getTestStorage()).toMatchObject({ token, user: JSON.stringify(user) });
    expect(JSON.parse(getTestStorage()['user']!)).toEqual(user);
    expect($isLoggedIn.get()).toBe(true);
    expect($favourites.get()).toEqual({ names: ['1', '2'], godNames: ['3'], nicknames: [] });
    expect($session.get()).toEqual({ state: 'loggedIn', displayName: 'Asha', role: 'user' });
  });

  it('logged in means both stored: a token alone or a user alone is logged out', () => {
    $token.set(token);
    expect($isLoggedIn.get()).toBe(false);
    clearSession();
    $userJson.set(JSON.stringify(user));
    expect($isLoggedIn.get()).toBe(false);
    expect($session.get().state).toBe('loggedOut');
  });

  it('shows name, else displayName, else "User"', () => {
    storeSession(token, { ...user, name: '' });
    expect($session.get().displayName).toBe('Asha K');
    storeSession(token, { ...user, name: '', displayName: '' });
    expect($session.get().displayName).toBe('User');
  });

  it('an unparsable stored user still counts as logged in, shows as "User" and only logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    $token.set(token);
    $userJson.set('{not json');
    expect($isLoggedIn.get()).toBe(true);
    expect($user.get()).toBeNull();
    expect($session.get()).toMatchObject({ state: 'loggedIn', displayName: 'User' });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('logout removes both keys, empties the lists, clears the name and reloads to "/"', () => {
    storeSession(token, user);
    logout();
    expect(getTestStorage()).not.toHaveProperty('token');
    expect(getTestStorage()).not.toHaveProperty('user');
    expect($favourites.get()).toEqual({ names: [], godNames: [], nicknames: [] });
    expect($session.get()).toMatchObject({ state: 'loggedOut', displayName: '' });
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it("follows another tab: its login fills this tab's session and lists, its logout empties them", () => {
    setTestStorageKey('token', token);
    setTestStorageKey('user', JSON.stringify({ ...user, favorites: ['9'] }));
    expect($isLoggedIn.get()).toBe(true);
    expect($session.get().displayName).toBe('Asha');
    expect($favourites.get().names).toEqual(['9']);

    setTestStorageKey('token', undefined);
    setTestStorageKey('user', undefined);
    expect($isLoggedIn.get()).toBe(false);
    expect($favourites.get()).toEqual({ names: [], godNames: [], nicknames: [] });
  });

  it("a stored session waits in 'checking' until the startup check ends", () => {
    storeSession(token, user);
    $sessionChecked.set(false);
    expect($session.get().state).toBe('checking');
    $sessionChecked.set(true);
    expect($session.get().state).toBe('loggedIn');
  });
});
