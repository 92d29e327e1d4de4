/**
 * "Decide together": the rules the server enforces for a shared shortlist. Runs on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, where a second part runs two
 * instances on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeName, makeReligion } from '../helpers/factories.ts';
import { startTwoInstances, userOn, type TwoInstances } from '../helpers/two-instances.ts';
import { INVITATION_ERRORS, SHORTLIST_LIMITS, type MatchesState, type Shortlist } from '../../src/shared/shortlist.ts';
import type { App } from '../../src/server/app.ts';

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
  details?: { field: string; message: string }[];
}

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const religion = await makeReligion(t, { name: 'Shortlistism' });
  for (const [key, name, gender] of [
    ['aarav', 'Aarav', 'male'],
    ['anaya', 'Anaya', 'female'],
    ['arjun', 'Arjun', 'male'],
    ['bela', 'Bela', 'female'],
    ['chandra', 'Chandrakanta', 'female'],
    ['dev', 'Dev', 'male'],
    ['esha', 'Esha', 'female'],
  ] as const)
    ids[key] = await makeName(t, { name, gender, religionId: key === 'anaya' || key === 'arjun' ? religion : null });
  ids['religion'] = religion;
});
afterAll(() => t.close());

const call = <T>(
  app: App,
  who: TestAccount,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app
    .inject({
      method,
      url: `/api/shortlists${url}`,
      headers: { ...who.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    .then((r) => ({ status: r.statusCode, body: (r.body ? r.json() : null) as Envelope<T>, headers: r.headers }));

const api = <T>(who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call<T>(t.app, who, method, url, payload);

async function start(owner: TestAccount): Promise<string> {
  const made = await api<Shortlist>(owner, 'POST', '');
  expect(made.status).toBe(201);
  return made.body.data.id;
}

async function pair(app: App = t.app): Promise<{ a: TestAccount; b: TestAccount; id: string }> {
  const a = await createAccount(t, 'user', { name: 'Priya' });
  const b = await createAccount(t, 'user', { name: 'Sam' });
  const made = await call<Shortlist>(app, a, 'POST', '');
  const id = made.body.data.id;
  const invite = await call<{ token: string }>(app, a, 'POST', `/${id}/invitations`);
  expect(invite.status).toBe(201);
  const joined = await call<Shortlist>(app, b, 'POST', '/join', { token: invite.body.data.token });
  expect(joined.status).toBe(200);
  return { a, b, id };
}

const vote = (who: TestAccount, id: string, nameId: string, answer: string) =>
  api<{ match: boolean }>(who, 'PUT', `/${id}/votes/${nameId}`, { answer });
const matches = (who: TestAccount, id: string) => api<MatchesState>(who, 'GET', `/${id}/matches`);

describe('starting and inviting', () => {
  it('needs a signed-in user, not an admin', async () => {
    expect((await t.app.inject({ url: '/api/shortlists' })).statusCode).toBe(401);
    const admin = await createAccount(t, 'admin');
    expect((await api(admin, 'GET', '')).status).toBe(403);
  });

  it('starts one shortlist per user, lists it, and invites a partner who joins once', async () => {
    const a = await createAccount(t, 'user', { name: 'Priya' });
    const b = await createAccount(t, 'user', { name: 'Sam' });
    expect((await api<Shortlist[]>(a, 'GET', '')).body.data).toEqual([]);
    const id = await start(a);
    expect((await api(a, 'POST', '')).status).toBe(409);
    const invite = await api<{ id: string; token: string; expiresAt: string }>(a, 'POST', `/${id}/invitations`);
    expect(invite.status).toBe(201);
    const days = (Date.parse(invite.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash is stored.
    const stored = await t.db.query<{ token_hash: string }>(
      'select token_hash from shortlist_invitations where id = $1',
      [invite.body.data.id],
    );
    expect(stored[0]!.token_hash).not.toContain(invite.body.data.token);
    expect((await api<Shortlist>(a, 'GET', `/${id}`)).body.data.invitations.map((i) => i.id)).toEqual([
      invite.body.data.id,
    ]);

    // The owner's own link is refused politely.
    const own = await api(a, 'POST', '/join', { token: invite.body.data.token });
    expect(own.status).toBe(409);
    expect(own.body.error).toBe(INVITATION_ERRORS.own);

    const joined = await api<Shortlist>(b, 'POST', '/join', { token: invite.body.data.token });
    expect(joined.status).toBe(200);
    expect(joined.body.data.members.map((m) => [m.displayName, m.isOwner, m.isMe])).toEqual([
      ['Priya', true, false],
      ['Sam', false, true],
    ]);
    expect(joined.body.data.invitations).toEqual([]);
    expect((await api<Shortlist[]>(b, 'GET', '')).body.data.map((s) => s.id)).toEqual([id]);

    // Used twice: a third user gets a clear message, and the shortlist stays two.
    const c = await createAccount(t);
    const again = await api(c, 'POST', '/join', { token: invite.body.data.token });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(INVITATION_ERRORS.used);
    expect((await api<Shortlist>(a, 'GET', `/${id}`)).body.data.members).toHaveLength(2);
    // A full shortlist makes no new links; the partner cannot invite either.
    expect((await api(a, 'POST', `/${id}/invitations`)).status).toBe(409);
    expect((await api(b, 'POST', `/${id}/invitations`)).status).toBe(403);
  });

  it('refuses an expired, a revoked and an unknown link, each with its message', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const id = await start(a);
    const expired = await api<{ id: string; token: string }>(a, 'POST', `/${id}/invitations`);
    await t.db.query(`update shortlist_invitations set expires_at = now() - interval '1 second' where id = $1`, [
      expired.body.data.id,
    ]);
    const r1 = await api(b, 'POST', '/join', { token: expired.body.data.token });
    expect([r1.status, r1.body.error]).toEqual([410, INVITATION_ERRORS.expired]);

    const revoked = await api<{ id: string; token: string }>(a, 'POST', `/${id}/invitations`);
    expect((await api(b, 'DELETE', `/${id}/invitations/${revoked.body.data.id}`)).status).toBe(404);
    expect((await api(a, 'DELETE', `/${id}/invitations/${revoked.body.data.id}`)).status).toBe(200);
    expect((await api(a, 'DELETE', `/${id}/invitations/${revoked.body.data.id}`)).status).toBe(404);
    const r2 = await api(b, 'POST', '/join', { token: revoked.body.data.token });
    expect([r2.status, r2.body.error]).toEqual([410, INVITATION_ERRORS.revoked]);

    const r3 = await api(b, 'POST', '/join', { token: 'x'.repeat(32) });
    expect([r3.status, r3.body.error]).toEqual([404, INVITATION_ERRORS.unknown]);
    const r4 = await api(b, 'POST', '/join', { token: 'short' });
    expect(r4.status).toBe(400);
    expect(r4.body.details?.[0]?.field).toBe('token');
    expect((await api<Shortlist>(a, 'GET', `/${id}`)).body.data.members).toHaveLength(1);
  });

  it('a user alone in their own shortlist can join a partner; one already paired cannot', async () => {
    const { a, id } = await pair();
    const solo = await createAccount(t);
    const soloId = await start(solo);
    const other = await createAccount(t);
    const otherId = await start(other);
    const link = await api<{ token: string }>(other, 'POST', `/${otherId}/invitations`);
    expect((await api(solo, 'POST', '/join', { token: link.body.data.token })).status).toBe(200);
    expect((await api(solo, 'GET', `/${soloId}`)).status).toBe(404);

    const owner3 = await createAccount(t);
    const id3 = await start(owner3);
    const link3 = await api<{ token: string }>(owner3, 'POST', `/${id3}/invitations`);
    const paired = await api(a, 'POST', '/join', { token: link3.body.data.token });
    expect([paired.status, paired.body.error]).toEqual([409, INVITATION_ERRORS.alreadyPaired]);
    expect((await api(a, 'GET', `/${id}`)).status).toBe(200);
  });

  it('rate limits invitations per user', async () => {
    const a = await createAccount(t);
    const id = await start(a);
    for (let i = 0; i < SHORTLIST_LIMITS.invitations.max; i++)
      expect((await api(a, 'POST', `/${id}/invitations`)).status).toBe(201);
    const over = await api(a, 'POST', `/${id}/invitations`);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.body.error).toMatch(/Too many attempts/);
  });
});

describe('only the two members', () => {
  it('a third user gets 404 for every id of a shortlist that is not theirs', async () => {
    const { a, id } = await pair();
    await vote(a, id, ids['aarav']!, 'yes');
    const stranger = await createAccount(t);
    const strangerOwn = await start(stranger);
    const checks: [string, string, unknown?][] = [
      ['GET', `/${id}`],
      ['GET', `/${id}/matches`],
      ['GET', `/${id}/deck`],
      ['PUT', `/${id}/votes/${ids['aarav']}`, { answer: 'yes' }],
      ['PUT', `/${id}/notes/${ids['aarav']}`, { note: 'mine now' }],
      ['PUT', `/${id}/ranking`, { nameIds: [] }],
      ['POST', `/${id}/invitations`],
      ['DELETE', `/${id}/invitations/1`],
      ['DELETE', `/${id}/membership`],
      ['GET', `/999999999`],
    ];
    for (const [method, url, payload] of checks) {
      const r = await api(stranger, method as 'GET', url, payload);
      expect([method, url, r.status]).toEqual([method, url, 404]);
      expect(r.body.success).toBe(false);
    }
    // Nothing of theirs moved: the stranger is still only in their own shortlist.
    expect((await api<Shortlist[]>(stranger, 'GET', '')).body.data.map((s) => s.id)).toEqual([strangerOwn]);
    expect((await api<Shortlist>(a, 'GET', `/${id}`)).body.data.members).toHaveLength(2);
  });
});

describe('votes and matches', () => {
  it('matches names both liked, Love-Love first, and never shows a partner’s No', async () => {
    const { a, b, id } = await pair();
    await vote(a, id, ids['aarav']!, 'yes');
    await vote(a, id, ids['anaya']!, 'love');
    await vote(a, id, ids['bela']!, 'no');
    await vote(a, id, ids['dev']!, 'love');
    await vote(a, id, ids['esha']!, 'yes');
    expect((await vote(b, id, ids['aarav']!, 'yes')).body.data.match).toBe(true);
    expect((await vote(b, id, ids['anaya']!, 'love')).body.data.match).toBe(true);
    expect((await vote(b, id, ids['bela']!, 'yes')).body.data.match).toBe(false);
    expect((await vote(b, id, ids['dev']!, 'yes')).body.data.match).toBe(true);
    expect((await vote(b, id, ids['esha']!, 'no')).body.data.match).toBe(false);

    for (const who of [a, b]) {
      const seen = await matches(who, id);
      expect(seen.status).toBe(200);
      expect(seen.body.data.matches.map((m) => m.name)).toEqual(['Anaya', 'Dev', 'Aarav']);
      expect(seen.body.data.matches[0]).toMatchObject({ bothLove: true, myAnswer: 'love', partnerAnswer: 'love' });
      const text = JSON.stringify(seen.body);
      expect(text).not.toContain('"no"');
      expect(text).not.toContain('Bela');
      expect(text).not.toContain('Esha');
    }
    // B's Yes to Bela (A said No) and A's Yes to Esha (B said No) are nowhere either sees.
    const bView = await matches(b, id);
    expect(bView.body.data.matches.find((m) => m.name === 'Dev')).toMatchObject({
      myAnswer: 'yes',
      partnerAnswer: 'love',
    });
  });

  it('validates answers and names', async () => {
    const { a, id } = await pair();
    const bad = await vote(a, id, ids['aarav']!, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe('answer');
    expect((await api(a, 'PUT', `/${id}/votes/${ids['aarav']}`, {})).status).toBe(400);
    expect((await vote(a, id, '999999999', 'yes')).status).toBe(404);
    expect((await vote(a, id, 'abc', 'yes')).status).toBe(400);
  });

  it('answers 304 to a poll with the current ETag, and a new ETag when a match appears', async () => {
    const { a, b, id } = await pair();
    const first = await matches(a, id);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"shortlist-/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await call(t.app, a, 'GET', `/${id}/matches`, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // A No, or a Yes the partner has not matched, changes nothing the partner can see.
    await vote(b, id, ids['bela']!, 'no');
    await vote(b, id, ids['chandra']!, 'yes');
    expect((await call(t.app, a, 'GET', `/${id}/matches`, undefined, { 'if-none-match': etag })).status).toBe(304);
    await vote(a, id, ids['chandra']!, 'love');
    const changed = await call<MatchesState>(t.app, a, 'GET', `/${id}/matches`, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.body.data.matches.map((m) => m.name)).toEqual(['Chandrakanta']);
    // A stranger's If-None-Match learns nothing either.
    const stranger = await createAccount(t);
    expect((await call(t.app, stranger, 'GET', `/${id}/matches`, undefined, { 'if-none-match': etag })).status).toBe(
      404,
    );
  });

  it('rate limits votes per user', async () => {
    const { a, id } = await pair();
    for (let i = 0; i < SHORTLIST_LIMITS.votes.max; i++)
      expect((await vote(a, id, ids['dev']!, i % 2 ? 'yes' : 'no')).status).toBe(200);
    expect((await vote(a, id, ids['dev']!, 'yes')).status).toBe(429);
  });
});

describe('the deck', () => {
  it('draws from the filters and never repeats an answered name', async () => {
    const { a, id } = await pair();
    const deck = (query = '') => api<{ id: string; name: string }[]>(a, 'GET', `/${id}/deck${query}`);
    const all = await deck();
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(7);
    expect((await deck('?gender=female')).body.data.map((c) => c.name).sort()).toEqual(
      expect.arrayContaining(['Anaya', 'Bela', 'Chandrakanta', 'Esha']),
    );
    expect((await deck('?gender=female')).body.data.every((c) => !['Aarav', 'Dev', 'Arjun'].includes(c.name))).toBe(
      true,
    );
    expect((await deck(`?religionId=${ids['religion']}`)).body.data.map((c) => c.name).sort()).toEqual([
      'Anaya',
      'Arjun',
    ]);
    expect((await deck('?letter=a&gender=male')).body.data.map((c) => c.name).sort()).toEqual(['Aarav', 'Arjun']);
    expect((await deck('?minLength=6')).body.data.map((c) => c.name)).toEqual(['Chandrakanta']);
    expect((await deck('?maxLength=3')).body.data.map((c) => c.name)).toEqual(['Dev']);

    await vote(a, id, ids['aarav']!, 'no');
    await vote(a, id, ids['arjun']!, 'yes');
    expect((await deck('?letter=A&gender=male')).body.data).toEqual([]);

    const bad = await deck('?letter=ab&minLength=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Invalid input/);
    expect((await deck('?minLength=5&maxLength=2')).status).toBe(400);
    expect((await deck('?colour=blue')).status).toBe(400);
  });

  it('draws from a US popularity band', async () => {
    const { a, id } = await pair();
    await t.db.query(
      `insert into name_popularity (name_key, sex, first_year, births, ranks, latest_rank, latest_births, peak_rank, peak_year)
       values ('aarav', 'M', 2024, '{900}', '{50}', 50, 900, 50, 2024), ('dev', 'M', 2024, '{30}', '{800}', 800, 30, 800, 2024),
              ('esha', 'M', 2024, '{900}', '{20}', 20, 900, 20, 2024)`,
    );
    const band = async (query: string) =>
      (await api<{ name: string }[]>(a, 'GET', `/${id}/deck?${query}`)).body.data.map((c) => c.name).sort();
    expect(await band('popularity=top100')).toEqual(['Aarav']);
    expect(await band('popularity=top1000')).toEqual(['Aarav', 'Dev']);
    // Esha's row is for boys: as a girl's name she is not ranked.
    expect(await band('popularity=rare&gender=female')).toEqual(['Anaya', 'Bela', 'Chandrakanta', 'Esha']);
    expect(await band('popularity=rare&gender=male')).toEqual(['Arjun']);
    expect((await api(a, 'GET', `/${id}/deck?popularity=famous`)).status).toBe(400);
  });

  it('can be drawn from the user’s favourites', async () => {
    const { a, id } = await pair();
    await t.db.query('insert into user_name_favorites (user_id, name_id) values ($1, $2), ($1, $3)', [
      a.id,
      ids['esha'],
      ids['bela'],
    ]);
    const seeded = await api<{ name: string }[]>(a, 'GET', `/${id}/deck?fromFavourites=true`);
    expect(seeded.body.data.map((c) => c.name).sort()).toEqual(['Bela', 'Esha']);
  });
});

describe('ranking and notes', () => {
  it('both partners rank the matches and write notes; only matches take them', async () => {
    const { a, b, id } = await pair();
    for (const key of ['aarav', 'dev', 'esha']) {
      await vote(a, id, ids[key]!, 'yes');
      await vote(b, id, ids[key]!, 'yes');
    }
    await vote(a, id, ids['bela']!, 'yes');
    expect((await api(a, 'PUT', `/${id}/ranking`, { nameIds: [ids['esha'], ids['aarav']] })).status).toBe(200);
    const seen = await matches(b, id);
    expect(seen.body.data.ranking.slice(0, 2)).toEqual([ids['esha'], ids['aarav']]);
    expect(seen.body.data.ranking).toHaveLength(3);

    expect((await api(b, 'PUT', `/${id}/notes/${ids['dev']}`, { note: '  After grandpa  ' })).status).toBe(200);
    expect((await matches(a, id)).body.data.matches.find((m) => m.nameId === ids['dev'])?.note).toBe('After grandpa');

    // Bela is A's Yes only: not a match, so no note and no rank (and nothing said about B's answer).
    expect((await api(a, 'PUT', `/${id}/notes/${ids['bela']}`, { note: 'x' })).status).toBe(404);
    const stray = await api(a, 'PUT', `/${id}/ranking`, { nameIds: [ids['bela']] });
    expect(stray.status).toBe(400);
    expect(stray.body.details?.[0]?.field).toBe('nameIds');
    const long = await api(a, 'PUT', `/${id}/notes/${ids['dev']}`, { note: 'x'.repeat(281) });
    expect(long.status).toBe(400);
    expect(long.body.details?.[0]?.field).toBe('note');
    expect((await api(a, 'PUT', `/${id}/ranking`, { nameIds: [ids['dev'], ids['dev']] })).status).toBe(400);
  });

  it('rate limits notes per user', async () => {
    const { a, b, id } = await pair();
    await vote(a, id, ids['esha']!, 'yes');
    await vote(b, id, ids['esha']!, 'yes');
    for (let i = 0; i < SHORTLIST_LIMITS.edits.max; i++)
      expect((await api(a, 'PUT', `/${id}/notes/${ids['esha']}`, { note: `n${i}` })).status).toBe(200);
    expect((await api(a, 'PUT', `/${id}/notes/${ids['esha']}`, { note: 'one more' })).status).toBe(429);
    // The partner has their own count.
    expect((await api(b, 'PUT', `/${id}/notes/${ids['esha']}`, { note: 'mine' })).status).toBe(200);
  });
});

describe('leaving and deleting an account', () => {
  it('a partner who leaves takes their answers; the owner keeps the shortlist', async () => {
    const { a, b, id } = await pair();
    await vote(a, id, ids['esha']!, 'yes');
    await vote(b, id, ids['esha']!, 'yes');
    await api(a, 'PUT', `/${id}/notes/${ids['esha']}`, { note: 'between the two of us' });
    expect((await api(a, 'DELETE', `/${id}/membership`)).status).toBe(200);
    expect((await api(a, 'GET', `/${id}`)).status).toBe(404);
    const left = await api<Shortlist>(b, 'GET', `/${id}`);
    expect(left.body.data).toMatchObject({ isOwner: true });
    expect(left.body.data.members).toHaveLength(1);
    expect((await matches(b, id)).body.data.matches).toEqual([]);
    // The new owner can invite again; the next partner does not see the last one's notes.
    const link = await api<{ token: string }>(b, 'POST', `/${id}/invitations`);
    expect(link.status).toBe(201);
    const next = await createAccount(t);
    expect((await api(next, 'POST', '/join', { token: link.body.data.token })).status).toBe(200);
    await vote(next, id, ids['esha']!, 'yes');
    expect((await matches(next, id)).body.data.matches).toMatchObject([{ name: 'Esha', note: '' }]);
  });

  it("deleting an account removes its answers and leaves the partner's own intact", async () => {
    const { a, b, id } = await pair();
    await vote(a, id, ids['esha']!, 'yes');
    await vote(b, id, ids['esha']!, 'love');
    await vote(b, id, ids['dev']!, 'no');
    await t.db.query('delete from users where id = $1', [a.id]);
    expect(await t.db.query('select 1 from name_votes where user_id = $1', [a.id])).toEqual([]);
    const mine = await t.db.query<{ answer: string }>(
      'select answer from name_votes where user_id = $1 order by answer',
      [b.id],
    );
    expect(mine.map((r) => r.answer)).toEqual(['love', 'no']);
    const left = await api<Shortlist>(b, 'GET', `/${id}`);
    expect(left.status).toBe(200);
    expect(left.body.data.isOwner).toBe(true);
    expect((await matches(b, id)).body.data.matches).toEqual([]);
  });
});

const url = process.env['TEST_DATABASE_URL'];

describe.runIf(url)('two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  let nameId: string;

  beforeAll(async () => {
    two = await startTwoInstances(url!);
    [{ id: nameId }] = (await two.db.query<{ id: string }>(
      `insert into names (name, gender) values ('Meera', 'female') returning id::text as id`,
    )) as [{ id: string }];
  });
  afterAll(() => two?.close());

  const account = (name: string) => userOn(two, name);

  it('partner A answers on instance 1, partner B on instance 2, and both see the match on both', async () => {
    const a = await account('Asha');
    const b = await account('Bilal');
    const made = await call<Shortlist>(two.apps[0], a, 'POST', '');
    const id = made.body.data.id;
    const link = await call<{ token: string }>(two.apps[1], a, 'POST', `/${id}/invitations`);
    expect((await call(two.apps[0], b, 'POST', '/join', { token: link.body.data.token })).status).toBe(200);
    // Used on instance 1, refused on instance 2.
    const c = await account('Cyrus');
    expect((await call(two.apps[1], c, 'POST', '/join', { token: link.body.data.token })).status).toBe(410);

    const before = await call(two.apps[1], a, 'GET', `/${id}/matches`);
    const etag = before.headers['etag'] as string;
    await call(two.apps[0], a, 'PUT', `/${id}/votes/${nameId}`, { answer: 'love' });
    await call(two.apps[1], b, 'PUT', `/${id}/votes/${nameId}`, { answer: 'yes' });
    for (const app of two.apps)
      for (const who of [a, b]) {
        const seen = await call<MatchesState>(app, who, 'GET', `/${id}/matches`, undefined, { 'if-none-match': etag });
        expect(seen.status).toBe(200);
        expect(seen.body.data.matches.map((m) => m.name)).toEqual(['Meera']);
      }
    const now = (await call(two.apps[0], a, 'GET', `/${id}/matches`)).headers['etag'] as string;
    expect((await call(two.apps[1], b, 'GET', `/${id}/matches`, undefined, { 'if-none-match': now })).status).toBe(304);
  });

  it('the rate limit is one count across instances', async () => {
    const a = await account('Dana');
    const made = await call<Shortlist>(two.apps[0], a, 'POST', '');
    const id = made.body.data.id;
    for (let i = 0; i < SHORTLIST_LIMITS.invitations.max; i++)
      expect((await call(two.apps[i % 2 === 0 ? 0 : 1], a, 'POST', `/${id}/invitations`)).status).toBe(201);
    expect((await call(two.apps[0], a, 'POST', `/${id}/invitations`)).status).toBe(429);
    expect((await call(two.apps[1], a, 'POST', `/${id}/invitations`)).status).toBe(429);
  });
});
