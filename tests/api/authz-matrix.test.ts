/**
 * Every secured route of the OpenAPI document × every kind of bad token: the status a client
 * gets, and proof that nothing was written. The routes, and who may call each (`x-role`: admin,
 * user or signed-in; `x-membership`: a shortlist the caller belongs to), are read from the app's
 * own document, so a route added later is covered without touching this file: a valid token of
 * the other role gets 403, and on a shortlist's routes a user who is not a member gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

interface Operation {
  security?: Record<string, string[]>[];
  'x-role'?: 'admin' | 'user' | 'signed-in';
  'x-membership'?: 'shortlist';
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
/** Valid bodies of the shortlist's writes, so that only membership can refuse them. */
const MEMBER_BODIES: [string, object][] = [
  ['/votes/{nameId}', { answer: 'yes' }],
  ['/notes/{nameId}', { note: 'A note' }],
  ['/ranking', { nameIds: [] }],
  ['/own-names', { name: 'Test', gender: 'female' }],
  ['/duels', { winner: '1', loser: '2' }],
];

/** A user who belongs to no shortlist. */
let stranger: TestAccount;
const ids: Record<string, string> = {};

const TABLES = [
  'religions',
  'names',
  'god_names',
  'nicknames',
  'users',
  'user_name_favorites',
  'user_god_name_favorites',
  'user_nickname_favorites',
  'shortlists',
  'shortlist_members',
  'shortlist_invitations',
  'name_votes',
  'shortlist_entries',
];

/** A fingerprint of everything a write could change: row counts and the newest update of each table. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await t.db.query<{ n: number; h: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${table} t`,
      );
      return `${table}:${row?.n}:${row?.h}`;
    }),
  );
  return parts.join(' ');
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signWith(
  secret: string,
  claims: Record<string, unknown>,
  sub: string,
  expiresIn = 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** Token kinds and the status each must get; the "wrong role" kind depends on the route's role. */
async function tokenKinds(secret: string): Promise<Record<string, string | null>> {
  const now = Math.floor(Date.now() / 1000);
  const revoked = await createAccount(t, 'admin');
  // A password change moves tokens_valid_after past the token's iat: it must die.
  await t.db.query(`update users set tokens_valid_after = now() + interval '1 minute' where id = $1`, [revoked.id]);
  return {
    none: null,
    malformed: 'Bearer not-a-jwt',
    'bad signature': `Bearer ${await signWith('another-secret-entirely-0123456789abcdef', { role: 'admin' }, admin.id)}`,
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.id, role: 'admin', iat: now, exp: now + 3600 })}.`,
    expired: `Bearer ${await signWith(secret, { role: 'admin' }, admin.id, -60)}`,
    'unknown subject': `Bearer ${await signWith(secret, { role: 'admin' }, '987654321')}`,
    'non-numeric subject': `Bearer ${await signWith(secret, { role: 'admin' }, 'admin')}`,
    'revoked by password change': `Bearer ${revoked.token}`,
  };
}

function concretePath(path: string): string {
  return path.replace(/\{(id|invitationId|nameId)\}/g, (_m, param: string) => {
    if (param === 'invitationId') return ids['invitation']!;
    if (param === 'nameId') return ids['names']!;
    if (path.startsWith('/api/shortlists/')) return ids['shortlist']!;
    if (path.includes('/god-names')) return ids['god-names']!;
    if (path.includes('/nicknames')) return ids['nicknames']!;
    if (path.includes('/religions')) return ids['religions']!;
    return ids['names']!;
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  user = await createAccount(t, 'user');
  const religion = await t.app.inject({
    method: 'POST',
    url: '/api/religions',
    headers: admin.headers,
    payload: { name: 'Matrix Faith' },
  });
  expect(religion.statusCode, religion.body).toBe(201);
  ids['religions'] = religion.json<{ data: { id: string } }>().data.id;
  const bodies: Record<string, object> = {
    names: { name: 'Matrix', gender: 'male', meaning: 'womb', origin: 'Latin', religionId: null },
    'god-names': { name: 'Matrix God', subNames: ['One'], religionId: ids['religions'] },
    nicknames: { name: 'Maty', description: 'From Matrix' },
  };
  for (const [base, payload] of Object.entries(bodies)) {
    const res = await t.app.inject({ method: 'POST', url: `/api/${base}`, headers: admin.headers, payload });
    ids[base] = res.json<{ data: { id: string } }>().data.id;
  }
  // The user's shortlist with a pending invitation: its routes are reached with ids that exist.
  const shortlist = await t.app.inject({ method: 'POST', url: '/api/shortlists', headers: user.headers });
  expect(shortlist.statusCode, shortlist.body).toBe(201);
  ids['shortlist'] = shortlist.json<{ data: { id: string } }>().data.id;
  const invitation = await t.app.inject({
    method: 'POST',
    url: `/api/shortlists/${ids['shortlist']}/invitations`,
    headers: user.headers,
  });
  ids['invitation'] = invitation.json<{ data: { id: string } }>().data.id;
  stranger = await createAccount(t, 'user');
});

afterAll(async () => {
  await t.close();
});

describe('authorisation matrix', () => {
  it('refuses every bad token on every secured route of the OpenAPI document, and writes nothing', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDoc>();
    const secured = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.security ?? []).some((s) => 'bearerAuth' in s))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    // The catalogue writes, import/export, favourites and the signed-in auth routes at least.
    expect(secured.length).toBeGreaterThanOrEqual(20);

    const kinds = await tokenKinds(t.config.jwtSecret ?? expect.unreachable('the test app has a secret'));
    const before = await snapshot();
    const failures: string[] = [];
    for (const { path, method, op } of secured) {
      const url = concretePath(path);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const [kind, authorization] of Object.entries(kinds)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
          headers: authorization ? { authorization } : {},
        });
        const body = res.json<{ success?: boolean; error?: string }>();
        if (res.statusCode !== 401 || body.success !== false || typeof body.error !== 'string') {
          failures.push(`${method} ${path} with ${kind}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
      // Who may call it, from the document: every secured operation says.
      const role = op['x-role'];
      if (!role) {
        failures.push(`${method} ${path} has security but no x-role`);
        continue;
      }
      // A valid token of the other role: 403 (a route for either role has no wrong role).
      if (role !== 'signed-in') {
        const wrong = role === 'admin' ? user : admin;
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload } : {}),
          headers: wrong.headers,
        });
        if (res.statusCode !== 403) failures.push(`${method} ${path} with the wrong role: ${res.statusCode}`);
      }
      // The right role but not a member of the shortlist the path names: 404, as if it did not exist.
      if (op['x-membership'] === 'shortlist') {
        const body = MEMBER_BODIES.find(([suffix]) => path.endsWith(suffix))?.[1] ?? payload;
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...(body ? { payload: body } : {}),
          headers: stranger.headers,
        });
        if (res.statusCode !== 404)
          failures.push(`${method} ${path} by a user outside the shortlist: ${res.statusCode}`);
      }
    }
    // Every kind of guard was met: admin routes, user routes, shortlist members, either role.
    const roles = new Set(secured.map(({ op }) => `${op['x-role']}${op['x-membership'] ? '+member' : ''}`));
    expect([...roles].sort()).toEqual(['admin', 'signed-in', 'user', 'user+member']);
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
