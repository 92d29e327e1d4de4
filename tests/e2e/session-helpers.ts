/** Accounts and sessions for the end-to-end tests of sessions and favourites. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

let counter = 0;

/** A fresh user account, made through the register API (each call counts against its limit). */
export async function registerUser(request: APIRequestContext, name = 'Asha Test'): Promise<Account> {
  counter += 1;
  const email = `e2e-${Date.now().toString(36)}-${counter}@example.test`;
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  const response = await request.post('/api/auth/user/register', { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: Record<string, unknown> };
  return { name, email, password, token: body.token, user: body.user };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/admin/login', {
    data: { email: 'admin@example.test', password: 'e2e-admin-password' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Puts a session in localStorage as a login would, then opens `path`. */
export async function openSignedIn(
  page: Page,
  account: { token: string; user: unknown },
  path = '/user/dashboard',
): Promise<void> {
  await page.goto('/404');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', typeof user === 'string' ? user : JSON.stringify(user));
  }, account);
  await page.goto(path);
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

/** An unsigned JWT with the given claims: enough for the client, which only decodes it. */
export function craftJwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.not-signed`;
}

export async function toggleViaApi(request: APIRequestContext, token: string, path: string): Promise<void> {
  const response = await request.post(`/api/user/favorites${path}`, {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

interface Item {
  id: string;
  name: string;
  religionId?: { id: string; name: string } | null;
}

export async function catalogue(request: APIRequestContext) {
  const list = async (url: string) => ((await (await request.get(url)).json()) as { data: Item[] }).data;
  const godNames = await list('/api/god-names');
  const names = await list('/api/names?letter=A&gender=male');
  const nicknames = await list('/api/nicknames');
  return { godNames, names, nicknames };
}

export const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Waits until the island around `inside` has hydrated (Astro drops the `ssr` attribute then):
 * before that, its buttons are static HTML that does nothing when clicked.
 */
export async function hydrated(inside: Locator): Promise<void> {
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}
