import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

let t: TestApp;
/** Every response body this file sees, checked at the end for password material. */
const seen: string[] = [];
const passwordsUsed = new Set<string>();

async function call(method: 'GET' | 'POST', url: string, options: { body?: object; token?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method,
    url,
    ...(options.body ? { payload: options.body } : {}),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  seen.push(res.body);
  return res;
}

const register = (body: object, ip?: string) =>
  call('POST', '/api/auth/user/register', { body, ...(ip ? { ip } : {}) });
const login = (role: 'user' | 'admin', email: string, password: string, ip?: string) =>
  call('POST', `/api/auth/${role}/login`, { body: { email, password }, ...(ip ? { ip } : {}) });
const me = (token?: string) => call('GET', '/api/auth/me', token ? { token } : {});

let user: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp();
  user = await createAccount(t, 'user');
  admin = await createAccount(t, 'admin');
  passwordsUsed.add(user.password).add(admin.password);
});

afterAll(async () => {
  await t.close();
});

describe('registration', () => {
  it('creates a user account, signs it in for 7 days and stores the email in lower case', async () => {
    const password = 'correct horse battery';
    passwordsUsed.add(password);
    const res = await register({ name: ' Asha Rao ', email: 'Asha.Rao@Example.TEST', password });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; token: string; user: Record<string, unknown> }>();
    expect(body.success).toBe(true);
    expect(body.user).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Asha Rao',
      displayName: 'Asha Rao',
      email: 'asha.rao@example.test',
      role: 'user',
      avatarUrl: null,
      favorites: [],
      godNameFavorites: [],
      nicknameFavorites: [],
    });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: body.user['id'], role: 'user' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);

    const who = await me(body.token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ success: true, data: body.user });

    const again = await login('user', 'ASHA.RAO@example.test', password);
    expect(again.statusCode).toBe(200);
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    const res = await register({ name: 'Someone', email: user.email.toUpperCase(), password: 'another password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/already/) });
  });

  it('explains each invalid field with a 400', async () => {
    const res = await register({ name: '   ', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; details: { field: string; message: string }[] }>();
    expect(body.success).toBe(false);
    expect(body.details).toEqual([
      { field: 'name', message: 'Name must be 1 to 100 characters' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Password must be 8 to 128 characters' },
    ]);

    const tooLong = await register({ name: 'x'.repeat(101), email: 'long@example.test', password: 'p'.repeat(129) });
    expect(tooLong.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual(['name', 'password']);

    const missing = await register({ email: 'nobody@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json<{ details: { field: string }[] }>()
        .details.map((d) => d.field)
        .sort(),
    ).toEqual(['name', 'password']);
  });

  it('accepts the boundary lengths: 8 and 128 characters, a 100-character name', async () => {
    const eight = await register({ name: 'n'.repeat(100), email: 'eight@example.test', password: '12345678' });
    expect(eight.statusCode).toBe(201);
    const longest = await register({ name: 'N', email: 'longest@example.test', password: 'p'.repeat(128) });
    expect(longest.statusCode).toBe(201);
    passwordsUsed.add('12345678').add('p'.repeat(128));
  });
});

describe('sign-in', () => {
  it('signs a user in with any case of their email', async () => {
    const res = await login('user', user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; token: string; user: { id: string; email: string; role: string } }>();
    expect(body).toMatchObject({ success: true, user: { id: user.id, email: user.email, role: 'user' } });
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown email and a wrong role identically', async () => {
    const answers = [
      await login('user', user.email, 'wrong password'),
      await login('user', 'nobody-here@example.test', 'whatever1'),
      await login('user', admin.email, admin.password),
      await login('admin', user.email, user.password),
      await login('admin', admin.email, 'wrong password'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('signs an admin in at the admin login with an 8-hour token', async () => {
    const res = await login('admin', admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: { role: string } }>();
    expect(body.user.role).toBe('admin');
    const claims = decodeJwt(body.token);
    expect(claims.role).toBe('admin');
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
    expect((await me(body.token)).json()).toMatchObject({ success: true, data: { email: admin.email, role: 'admin' } });
  });

  it('asks for both fields', async () => {
    const res = await call('POST', '/api/auth/user/login', { body: { email: user.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, details: [{ field: 'password' }] });
  });
});

describe('tokens the API refuses with 401', () => {
  const secretKey = () => new TextEncoder().encode(t.config.jwtSecret);
  const now = () => Math.floor(Date.now() / 1000);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('no token at all', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  const refused: [string, () => Promise<string>][] = [
    [
      'a bad signature',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('some-other-secret-of-enough-length-000')),
    ],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, role: 'user', iat: now(), exp: now() + 3600 })}.`,
    ],
    [
      'another algorithm (HS512 with the right secret)',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS512' })
          .setSubject(user.id)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(secretKey()),
    ],
    [
      'an expiry in the past',
      async () =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuedAt(now() - 7200)
          .setExpirationTime(now() - 60)
          .sign(secretKey()),
    ],
    ['an unknown user', async () => t.app.tokens.sign({ id: '987654321', role: 'user' }, 3600)],
    ['a role the account does not have', async () => t.app.tokens.sign({ id: user.id, role: 'admin' }, 3600)],
    [
      'a token with its payload edited',
      async () => {
        const [header, , signature] = user.token.split('.');
        return `${header}.${b64({ sub: admin.id, role: 'admin', iat: now(), exp: now() + 3600 })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];
  for (const [kind, make] of refused) {
    it(kind, async () => {
      const res = await me(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    });
  }

  it('a token whose account was deleted', async () => {
    const doomed = await createAccount(t, 'user');
    expect((await me(doomed.token)).statusCode).toBe(200);
    await t.db.query('delete from users where id = $1', [doomed.id]);
    expect((await me(doomed.token)).statusCode).toBe(401);
  });
});

describe('change-password', () => {
  it('changes the password, keeps this client signed in and signs out every older token', async () => {
    const account = await createAccount(t, 'user');
    passwordsUsed.add(account.password);
    const otherDevice = (await login('user', account.email, account.password)).json<{ token: string }>().token;
    const newPassword = 'a brand new passphrase';
    passwordsUsed.add(newPassword);

    const res = await call('POST', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword },
    });
    expect(res.statusCode).toBe(200);
    const { success, token } = res.json<{ success: boolean; token: string }>();
    expect(success).toBe(true);

    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);

    expect((await login('user', account.email, account.password)).statusCode).toBe(401);
    const fresh = await login('user', account.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('works for admins too', async () => {
    const account = await createAccount(t, 'admin');
    const res = await call('POST', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'admin new password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login('admin', account.email, 'admin new password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a 400 (not a 401 that would sign the client out)', async () => {
    const account = await createAccount(t, 'user');
    const res = await call('POST', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: 'not it at all', newPassword: 'whatever new one' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await login('user', account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a new password outside 8 to 128 characters', async () => {
    const account = await createAccount(t, 'user');
    const res = await call('POST', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: [{ field: 'newPassword', message: 'New password must be 8 to 128 characters' }],
    });
  });

  it('needs a signed-in caller', async () => {
    const res = await call('POST', '/api/auth/change-password', {
      body: { currentPassword: 'abcdefgh', newPassword: 'abcdefghi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('Google sign-in when it is not configured', () => {
  it('says so: the providers list and a 503 with a clear message', async () => {
    expect((await call('GET', '/api/auth/providers')).json()).toEqual({ success: true, data: { google: false } });
    const res = await call('GET', '/api/auth/google');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: 'Google sign-in is not configured on this server.' });
  });
});

describe('API documentation', () => {
  it('lists every auth route in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    for (const route of [
      '/api/auth/user/register',
      '/api/auth/user/login',
      '/api/auth/admin/login',
      '/api/auth/me',
      '/api/auth/change-password',
      '/api/auth/providers',
      '/api/auth/google',
      '/api/auth/google/callback',
    ]) {
      expect(doc.paths).toHaveProperty([route]);
    }
  });
});

describe('no password material ever leaves the API', () => {
  it('in any response this file received', () => {
    expect(seen.length).toBeGreaterThan(30);
    for (const body of seen) {
      expect(body).not.toMatch(/scrypt\$|password_?hash/i);
      for (const password of passwordsUsed) expect(body).not.toContain(password);
    }
  });
});
