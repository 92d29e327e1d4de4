/** The sign-in calls of the login pages (docs/api.md, "Authentication") and what a successful one does. */
import { api } from './api.ts';
import type { User } from '../shared/types.ts';
import { storeSession } from './stores/session.ts';

export interface Credentials {
  email: string;
  password: string;
}

interface SessionBody {
  token?: unknown;
  user?: unknown;
}

function sessionOf(body: SessionBody): { token: string; user: User } {
  if (typeof body.token !== 'string' || !body.token || typeof body.user !== 'object' || body.user === null) {
    throw new Error('The server answered without a session');
  }
  return { token: body.token, user: body.user as User };
}

/** Logs in: stores token and user; the favourite lists fill from the user record. */
async function signIn(path: string, body: object): Promise<User> {
  const { token, user } = sessionOf(await api<SessionBody>(path, { method: 'POST', body }));
  storeSession(token, user);
  return user;
}

export const userLogin = (credentials: Credentials) => signIn('/api/auth/user/login', credentials);
export const adminLogin = (credentials: Credentials) => signIn('/api/auth/admin/login', credentials);
export const register = (account: Credentials & { name: string }) => signIn('/api/auth/user/register', account);

/**
 * /login/success: Google sign-in hands over a one-time code in the fragment, which only this
 * browser (holding the callback's HttpOnly cookie) can trade for a session.
 */
export const redeemGoogleCode = (code: string) => signIn('/api/auth/google/redeem', { code });

/** A text field of a submitted form ('' when absent). */
export function textOf(data: FormData, key: string): string {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
}

/** The code of a `#code=…` fragment, or ''. A `#token=` fragment is not accepted: anyone could plant one. */
export function codeFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? '';
}
