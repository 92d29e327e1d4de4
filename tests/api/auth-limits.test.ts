/**
 * Attempt limits on sign-in and registration (per IP and per account), configurable token
 * lifetimes, and logs that never carry a password.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { buildApp } from '../../src/server/app.ts';

const MAX = 3;
let t: TestApp;
let alice: TestAccount;

beforeAll(async () => {
  t = await startTestApp({ config: { loginRateLimit: { max: MAX, windowMs: 15 * 60_000 }, userTokenTtlSeconds: 120, adminTokenTtlSeconds: 60 } });
  alice = await createAccount(t, 'user');
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email, password }, remoteAddress: ip });

function expectTooMany(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, error: 'Too many attempts. Please try again in 15 minutes.' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('sign-in attempt limits', () => {
  it('per account: after the limit of failures from several addresses, even the right password waits', async () => {
    for (let i = 0; i < MAX; i++) expect((await login(alice.email, 'wrong password', `10.0.1.${i}`)).statusCode).toBe(401);
    expectTooMany(await login(alice.email, alice.password, '10.0.1.200'));
    // Another account is not affected.
    const bob = await createAccount(t, 'user');
    expect((await login(bob.email, bob.password, '10.0.1.201')).statusCode).toBe(200);
  });

  it('per IP: one address trying many accounts is stopped', async () => {
    for (let i = 0; i < MAX; i++) expect((await login(`nobody${i}@example.test`, 'wrong password', '10.0.2.1')).statusCode).toBe(401);
    const carol = await createAccount(t, 'user');
    expectTooMany(await login(carol.email, carol.password, '10.0.2.1'));
    expect((await login(carol.email, carol.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('successful sign-ins do not use up the limit', async () => {
    const dave = await createAccount(t, 'user');
    for (let i = 0; i < MAX + 1; i++) expect((await login(dave.email, dave.password, '10.0.3.1')).statusCode).toBe(200);
  });

  it('registration is limited per IP', async () => {
    const register = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/user/register', remoteAddress: '10.0.4.1', payload: { name: 'Spam', email: `spam${i}@example.test`, password: 'password123' } });
    for (let i = 0; i < MAX; i++) expect((await register(i)).statusCode).toBe(201);
    expectTooMany(await register(MAX));
  });
});

describe('token lifetimes', () => {
  it('follow the configuration for users and admins', async () => {
    const erin = await createAccount(t, 'user');
    const userToken = (await login(erin.email, erin.password, '10.0.5.2')).json<{ token: string }>().token;
    const userClaims = decodeJwt(userToken);
    expect(userClaims.exp! - userClaims.iat!).toBe(120);

    const admin = await createAccount(t, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: admin.password }, remoteAddress: '10.0.5.3' });
    const adminClaims = decodeJwt(res.json<{ token: string }>().token);
    expect(adminClaims.exp! - adminClaims.iat!).toBe(60);
  });
});

describe('logs', () => {
  it('never contain a password, a hash or a token, even at trace level', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // A second app over the same database, this one logging everything.
    const app = await buildApp({ db: t.db, config: t.config, logger: { level: 'trace', stream } });
    try {
      const password = 'my very secret passphrase';
      const registered = await app.inject({ method: 'POST', url: '/api/auth/user/register', payload: { name: 'Logged', email: 'logged@example.test', password } });
      expect(registered.statusCode).toBe(201);
      const token = registered.json<{ token: string }>().token;
      await app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email: 'logged@example.test', password: 'a wrong password' } });
      await app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { authorization: `Bearer ${token}` }, payload: { currentPassword: password, newPassword: 'the next passphrase' } });
      expect(logged.length).toBeGreaterThan(100);
      for (const secret of [password, 'a wrong password', 'the next passphrase', token, 'scrypt$']) expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
