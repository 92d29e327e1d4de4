/** The authorisation matrix every admin-only call must pass: 401 without a valid token, 403 for a user. */
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createAccount, type TestAccount } from './auth.ts';
import type { TestApp } from './test-app.ts';

// Accounts cost a slow password hash each: one user and one admin per app is enough.
const accounts = new WeakMap<TestApp, Promise<[TestAccount, TestAccount]>>();

export async function expectAdminOnly(t: TestApp, request: InjectOptions): Promise<void> {
  if (!accounts.has(t)) accounts.set(t, Promise.all([createAccount(t, 'user'), createAccount(t, 'admin')]));
  const [user, admin] = await accounts.get(t)!;
  const expired = await t.app.tokens.sign({ id: admin.id, role: 'admin' }, 60, Math.floor(Date.now() / 1000) - 3600);
  const cases: [string, Record<string, string>, number][] = [
    ['no token', {}, 401],
    ['a malformed header', { authorization: 'Bearer' }, 401],
    ['a token that is not a JWT', { authorization: 'Bearer not.a.jwt' }, 401],
    ['an expired admin token', { authorization: `Bearer ${expired}` }, 401],
    ['a user token', user.headers, 403],
  ];
  for (const [label, headers, status] of cases) {
    const res = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
    const call = `${String(request.method)} ${typeof request.url === 'string' ? request.url : ''}`;
    expect(res.statusCode, `${call} with ${label}`).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
  }
}
