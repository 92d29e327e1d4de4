import '../helpers/test-storage-engine.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestStorage, installBrowser, installFetch, type FakeLocation } from '../helpers/fake-browser.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';
import { api } from '../../src/lib/api.ts';
import { userLogin } from '../../src/lib/sign-in.ts';
import { $isLoggedIn, clearSession, storeSession } from '../../src/lib/stores/session.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/shared/constants.ts';
import type { User } from '../../src/shared/types.ts';

const user = {
  id: '7',
  name: 'Asha',
  displayName: '',
  email: 'a@example.test',
  role: 'user',
  avatarUrl: null,
  favorites: ['4'],
  godNameFavorites: [],
  nicknameFavorites: [],
} satisfies User;
const token = fakeJwt({ sub: '7', role: 'user', exp: inSeconds(3600) });

let location: FakeLocation;
beforeEach(() => {
  location = installBrowser('/favourites');
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API client', () => {
  it('sends the stored token as a Bearer header and JSON bodies as JSON', async () => {
    storeSession(token, user);
    const requests = installFetch(() => ({ status: 200, body: { success: true } }));
    await api('/api/user/favorites/1', { method: 'POST', body: {} });
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
    expect(requests[0]!.body).toEqual({});
  });

  it('sends no Authorization header when logged out', async () => {
    const requests = installFetch(() => ({ status: 200, body: { success: true, data: [] } }));
    await api('/api/religions');
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('a 401 clears token and user and goes to /user/login, and the caller still gets the error', async () => {
    storeSession(token, user);
    installFetch(() => ({
      status: 401,
      body: { success: false, error: 'Your session has expired. Please sign in again.' },
    }));
    await expect(api('/api/user/favorites')).rejects.toMatchObject({
      status: 401,
      data: { error: 'Your session has expired. Please sign in again.' },
    });
    expect(getTestStorage()).not.toHaveProperty('token');
    expect(getTestStorage()).not.toHaveProperty('user');
    expect($isLoggedIn.get()).toBe(false);
    expect(location.assign).toHaveBeenCalledWith('/user/login');
    // Signing in again brings the user back to where the 401 found them.
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/favourites');
  });

  it('other failures leave the session alone', async () => {
    storeSession(token, user);
    installFetch(() => ({ status: 403, body: { success: false, error: 'nope' } }));
    await expect(api('/api/names', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect($isLoggedIn.get()).toBe(true);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a wrong password stays a form error: sign-in calls carry no stale token and a 401 there logs no one out', async () => {
    storeSession(token, user);
    location.pathname = '/user/login';
    const requests = installFetch(() => ({
      status: 401,
      body: { success: false, error: 'Invalid email or password' },
    }));
    await expect(userLogin({ email: 'a@example.test', password: 'wrong-password' })).rejects.toMatchObject({
      status: 401,
    });
    expect(requests[0]!.headers.has('authorization')).toBe(false);
    expect(requests[0]!.body).toEqual({ email: 'a@example.test', password: 'wrong-password' });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a successful sign-in stores both token and user', async () => {
    installFetch(() => ({ status: 200, body: { success: true, token, user } }));
    await userLogin({ email: 'a@example.test', password: 'right-password' });
    expect(getTestStorage()).toMatchObject({ token, user: JSON.stringify(user) });
  });

  it(`gives up after the product's ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    // A server that never answers; ofetch aborts through the signal it passes to fetch.
    vi.stubGlobal(
      'fetch',
      (_input: unknown, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const call = api('/api/religions', { retry: 0 });
    const failed = expect(call).rejects.toThrow(/abort|timeout/i);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    await failed;
  });
});
