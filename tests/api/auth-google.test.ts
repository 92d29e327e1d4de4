/**
 * Google sign-in end to end against a local OpenID provider: our start route, the provider's
 * authorize endpoint (real HTTP), our callback with the browser's cookie, the token we hand out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from '../helpers/auth.ts';
import { startOidcProvider, type OidcIdentity, type OidcProvider } from '../helpers/oidc-provider.ts';

let provider: OidcProvider;
let t: TestApp;
const SITE = 'http://localhost:4321';

beforeAll(async () => {
  provider = await startOidcProvider();
  t = await startTestApp({
    config: {
      siteUrl: SITE,
      google: { clientId: 'test-client', clientSecret: 'test-client-secret', issuer: provider.issuer },
    },
  });
});

afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** The browser's part of the round trip: our start route, then the provider, then back to us. */
async function roundTrip(identity: OidcIdentity, tamper: { state?: string; dropCookie?: boolean } = {}) {
  provider.setIdentity(identity);
  const start = await t.app.inject({ url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;

  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  if (tamper.state) back.searchParams.set('state', tamper.state);
  const callback = await t.app.inject({
    url: back.pathname + back.search,
    ...(tamper.dropCookie ? {} : { headers: { cookie } }),
  });
  expect(callback.statusCode).toBe(302);
  const location = String(callback.headers.location);
  const code = location.startsWith(`${SITE}/login/success#code=`) ? location.split('#code=')[1]! : null;
  // The callback binds the code to this browser with an HttpOnly cookie.
  const setCookies = [callback.headers['set-cookie'] ?? []].flat().map(String);
  const browserCookie =
    setCookies.find((c) => c.startsWith('google_redeem=') && !c.startsWith('google_redeem=;'))?.split(';')[0] ?? null;
  let token: string | null = null;
  if (code) {
    const redeemed = await redeem(code, browserCookie);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    token = redeemed.json<{ token: string }>().token;
  }
  return { start, location, code, browserCookie, token, callback };
}

const redeem = (code: string, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/redeem',
    payload: { code },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** A round trip that stops before the page redeems its code. */
async function codeOnly(identity: OidcIdentity) {
  provider.setIdentity(identity);
  const start = await t.app.inject({ url: '/api/auth/google' });
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
  const code = String(callback.headers.location).split('#code=')[1]!;
  const browserCookie = [callback.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((c) => c.startsWith('google_redeem='))!
    .split(';')[0]!;
  return { code, browserCookie };
}

const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('Google sign-in', () => {
  it('is offered', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      success: true,
      data: { google: true },
    });
  });

  it('starts an authorization code flow with PKCE, state and nonce, keeping its secrets in a short-lived HttpOnly cookie', async () => {
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'test-client',
      redirect_uri: `${SITE}/api/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^google_signin=[^;]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // The verifier never shows in the cookie: it is sealed.
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('creates a user account for a new verified Google email and lands on /login/success with a one-time code for its session', async () => {
    const { token, location, browserCookie } = await roundTrip({
      sub: 'g-new-1',
      email: 'New.Person@Example.TEST',
      email_verified: true,
      name: 'New Person',
      given_name: 'New',
      picture: 'https://example.test/p.png',
    });
    expect(location).toMatch(/^http:\/\/localhost:4321\/login\/success#code=[\w-]{43}$/);
    expect(browserCookie).toMatch(/^google_redeem=[\w-]{43}$/);
    expect(decodeJwt(token!)).toMatchObject({ role: 'user' });
    const who = (await me(token!)).json<{ data: Record<string, unknown> }>();
    expect(who.data).toMatchObject({
      email: 'new.person@example.test',
      name: 'New Person',
      displayName: 'New',
      role: 'user',
      avatarUrl: 'https://example.test/p.png',
    });

    // The second time it is the same account.
    const again = await roundTrip({ sub: 'g-new-1', email: 'new.person@example.test', email_verified: true });
    expect((await me(again.token!)).json<{ data: { id: string } }>().data.id).toBe(who.data['id']);
  });

  it('links an existing password account by verified email; the password keeps working', async () => {
    const account = await createAccount(t, 'user', { email: 'linked@example.test' });
    const { token } = await roundTrip({ sub: 'g-link-1', email: 'LINKED@example.test', email_verified: true });
    expect((await me(token!)).json()).toMatchObject({ data: { id: account.id, email: 'linked@example.test' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never links by an unverified email', async () => {
    const account = await createAccount(t, 'user', { email: 'victim@example.test' });
    const { location, token } = await roundTrip({
      sub: 'g-attacker',
      email: 'victim@example.test',
      email_verified: false,
    });
    expect(location).toBe(`${SITE}/user/login?error=google`);
    expect(token).toBeNull();
    const [row] = await t.db.query<{ google_sub: string | null }>('select google_sub from users where id = $1', [
      account.id,
    ]);
    expect(row?.google_sub).toBeNull();
  });

  it('does not let a Google account into an admin account', async () => {
    await createAccount(t, 'admin', { email: 'boss@example.test' });
    const { location } = await roundTrip({ sub: 'g-boss', email: 'boss@example.test', email_verified: true });
    expect(location).toBe(`${SITE}/user/login?error=google`);
  });

  it('refuses an answer whose state does not match, or a browser without the flow cookie', async () => {
    const forged = await roundTrip(
      { sub: 'g-x', email: 'x@example.test', email_verified: true },
      { state: 'forged-state' },
    );
    expect(forged.location).toBe(`${SITE}/user/login?error=google`);
    const noCookie = await roundTrip(
      { sub: 'g-y', email: 'y@example.test', email_verified: true },
      { dropCookie: true },
    );
    expect(noCookie.location).toBe(`${SITE}/user/login?error=google`);
    const users = await t.db.query(`select 1 from users where email in ('x@example.test', 'y@example.test')`);
    expect(users).toHaveLength(0);
  });

  it('sends the browser back to the login page when the provider reports an error', async () => {
    const res = await t.app.inject({ url: '/api/auth/google/callback?error=access_denied&state=abc' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE}/user/login?error=google`);
    // The flow cookie is cleared whatever happened.
    expect(String(res.headers['set-cookie'])).toMatch(/^google_signin=; .*Max-Age=0/);
  });
});

describe('handing the sign-in to the page (no session planted from outside)', () => {
  const identity = { sub: 'g-plant', email: 'planter@example.test', email_verified: true };

  it('redeems a code once only', async () => {
    const { code, browserCookie } = await codeOnly(identity);
    expect((await redeem(code, browserCookie)).statusCode).toBe(200);
    const again = await redeem(code, browserCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: 'This sign-in link is not valid in this browser. Please sign in again.',
    });
  });

  it("refuses a code opened in another browser (the attacker plants their own code in a victim's browser)", async () => {
    const { code } = await codeOnly(identity);
    // The victim's browser has no cookie of that round trip, or a cookie of another one.
    expect((await redeem(code, null)).statusCode).toBe(400);
    const other = await codeOnly({ ...identity, sub: 'g-plant-2', email: 'other@example.test' });
    const { code: code2 } = await codeOnly(identity);
    expect((await redeem(code2, other.browserCookie)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { code, browserCookie } = await codeOnly(identity);
    await t.db.query(`update sign_in_codes set expires_at = now() - interval '1 second'`);
    expect((await redeem(code, browserCookie)).statusCode).toBe(400);
  });

  it('refuses made-up codes and answers no session for them', async () => {
    const res = await redeem('made-up', 'google_redeem=made-up');
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('token');
  });
});

describe('Google sign-in with the provider unreachable', () => {
  it('sends the browser back to the login page with the Google error instead of failing', async () => {
    const down = await startTestApp({
      config: { siteUrl: SITE, google: { clientId: 'c', clientSecret: 's', issuer: 'http://127.0.0.1:9' } },
    });
    try {
      const res = await down.app.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${SITE}/user/login?error=google`);
    } finally {
      await down.close();
    }
  });
});
