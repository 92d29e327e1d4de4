/**
 * Decks that meet: the shared order, the partner's likes brought forward, the saved filters,
 * undo, names of the pair's own, duels, and that nothing a partner can read tells them the other's
 * No. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (where a last part runs two
 * instances on one database).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeReligion } from '../helpers/factories.ts';
import { startTwoInstances, userOn, type TwoInstances } from '../helpers/two-instances.ts';
import {
  INVITATION_ERRORS,
  SHORTLIST_LIMITS,
  type DeckCard,
  type DuelPair,
  type MatchesState,
  type Shortlist,
} from '../../src/shared/shortlist.ts';
import type { App } from '../../src/server/app.ts';

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
  details?: { field: string; message: string }[];
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let religion: string;
const CATALOGUE = 600;

beforeAll(async () => {
  t = await startTestApp();
  religion = await makeReligion(t, { name: 'Decktradition' });
  // A catalogue big enough that two unrelated random draws would rarely meet: 600 names, a third
  // of them in one tradition, lengths 4 to 9.
  await t.db.query(
    `insert into names (name, gender, religion_id, meaning, origin)
     select 'Deck' || substr('abcdefghijklmnopqrstuvwxyz', (g % 26) + 1, 1) || repeat('x', g % 6) || g,
            case when g % 2 = 0 then 'female' else 'male' end,
            case when g % 3 = 0 then $1::bigint end, 'a test meaning', 'Testish'
     from generate_series(1, $2::int) g`,
    [religion, CATALOGUE],
  );
});
afterAll(() => t.close());

const call = <T>(app: App, who: TestAccount | null, method: Method, url: string, payload?: unknown) =>
  app
    .inject({
      method,
      url: `/api/shortlists${url}`,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    .then((r) => ({ status: r.statusCode, body: (r.body ? r.json() : null) as Envelope<T>, headers: r.headers }));
const api = <T>(who: TestAccount, method: Method, url: string, payload?: unknown) =>
  call<T>(t.app, who, method, url, payload);

async function pair(app: App = t.app): Promise<{ a: TestAccount; b: TestAccount; id: string }> {
  const a = await createAccount(t, 'user', { name: 'Priya' });
  const b = await createAccount(t, 'user', { name: 'Sam' });
  const id = (await call<Shortlist>(app, a, 'POST', '')).body.data.id;
  const invite = await call<{ token: string }>(app, a, 'POST', `/${id}/invitations`);
  expect((await call(app, b, 'POST', '/join', { token: invite.body.data.token })).status).toBe(200);
  return { a, b, id };
}

const deck = async (who: TestAccount, id: string, query = '') => {
  const r = await api<DeckCard[]>(who, 'GET', `/${id}/deck${query}`);
  expect(r.status).toBe(200);
  return r.body.data;
};
const vote = (who: TestAccount, id: string, nameId: string, answer: string) =>
  api<{ match: boolean }>(who, 'PUT', `/${id}/votes/${nameId}`, { answer });
const matchesOf = async (who: TestAccount, id: string) =>
  (await api<MatchesState>(who, 'GET', `/${id}/matches`)).body.data;

/** A taste: whether this user likes this name (about `share` of all names, independent per user). */
const likes = (who: TestAccount, nameId: string, share: number) =>
  createHash('sha256').update(`${who.id}:${nameId}`).digest()[0]! < share * 256;

describe('one shared order', () => {
  it('deals both partners the same names in the same order, and another order for other filters', async () => {
    const { a, b, id } = await pair();
    const mine = await deck(a, id);
    const theirs = await deck(b, id);
    expect(mine).toHaveLength(20);
    expect(theirs.map((c) => c.id)).toEqual(mine.map((c) => c.id));
    // Not the catalogue's own order, and the same on every draw.
    expect(mine.map((c) => Number(c.id))).not.toEqual([...mine.map((c) => Number(c.id))].sort((x, y) => x - y));
    expect((await deck(a, id)).map((c) => c.id)).toEqual(mine.map((c) => c.id));
    const girls = await deck(a, id, '?gender=female');
    expect(girls.every((c) => c.gender === 'female')).toBe(true);
    expect((await deck(b, id, '?gender=female')).map((c) => c.id)).toEqual(girls.map((c) => c.id));
    // Another pair starts somewhere else. Each pair's start is a random point among the 600
    // names, so one other pair lands in the same gap between two names about once in 300 draws
    // (seen in CI); three other pairs all landing there is about once in 27 million.
    const others = await Promise.all([pair(), pair(), pair()]);
    const theirDecks = await Promise.all(others.map(async (o) => (await deck(o.a, o.id)).map((c) => c.id).join()));
    expect(theirDecks.some((order) => order !== mine.map((c) => c.id).join())).toBe(true);
  });

  it('goal: two fresh accounts with no filter, 15 Yes each, make at least 5 matches', async () => {
    // Both say Yes to their first 15 cards, taking turns.
    const { a, b, id } = await pair();
    for (let i = 0; i < 15; i += 1)
      for (const who of [a, b]) {
        const [card] = await deck(who, id);
        expect((await vote(who, id, card!.id, 'yes')).status).toBe(200);
      }
    const agreeing = await matchesOf(a, id);
    expect(agreeing.matches.length).toBeGreaterThanOrEqual(5);
    expect((await matchesOf(b, id)).matches).toHaveLength(agreeing.matches.length);
  }, 120_000);

  it('goal with two tastes: each likes a different half of the names, and they still meet', async () => {
    // Tastes that are independent coin flips are the hardest case: every match needs one partner
    // to be dealt the other's like. One pair's count is itself a draw (4 to 9 over 17 seeds, mean
    // 7; the deal and the tastes depend on the accounts' ids too), so the goal is held by six
    // pairs on average, and no pair may be left with next to nothing.
    const counts: number[] = [];
    for (let k = 0; k < 6; k += 1) {
      const { a, b, id } = await pair();
      await t.db.query('update shortlists set deal_seed = $2::int where id = $1::bigint', [id, 20261127 + k]);
      const yes = new Map([
        [a, 0],
        [b, 0],
      ]);
      for (let turn = 0; turn < 200 && [...yes.values()].some((n) => n < 15); turn += 1)
        for (const who of [a, b]) {
          if (yes.get(who)! >= 15) continue;
          const [card] = await deck(who, id);
          const answer = likes(who, card!.id, 0.5) ? 'yes' : 'no';
          if (answer === 'yes') yes.set(who, yes.get(who)! + 1);
          await vote(who, id, card!.id, answer);
        }
      expect([...yes.values()]).toEqual([15, 15]);
      counts.push((await matchesOf(a, id)).matches.length);
    }
    console.log(`two tastes: ${counts.join(', ')} matches after 15 Yes each`);
    expect(counts.reduce((sum, n) => sum + n, 0) / counts.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
  }, 240_000);
});

describe('the partner’s likes brought forward, and never their No', () => {
  it('brings a name the partner liked, from deep in the order, onto the first page', async () => {
    const { a, b, id } = await pair();
    const far = (await deck(b, id, '?size=50')).slice(40, 45);
    const before = (await deck(a, id)).map((c) => c.id);
    for (const card of far) expect(before).not.toContain(card.id);
    for (const [index, card] of far.entries()) await vote(b, id, card.id, index % 2 ? 'love' : 'yes');
    const after = await deck(a, id);
    for (const card of far) expect(after.map((c) => c.id)).toContain(card.id);
    // Mixed in: not all at the top, never three of them in a row, and each card is shaped like
    // any other.
    expect(after.slice(0, 5).map((c) => c.id)).not.toEqual(far.map((c) => c.id));
    const at = far.map((card) => after.findIndex((c) => c.id === card.id)).sort((x, y) => x - y);
    for (let i = 2; i < at.length; i++) expect(at[i]! - at[i - 2]!).toBeGreaterThan(2);
    for (const card of after) expect(Object.keys(card).sort()).toEqual(Object.keys(after[0]!).sort());
  });

  it('a partner’s No changes nothing the other can read: deck, matches, shortlist, duel, ETag', async () => {
    const { a, b, id } = await pair();
    // A few matches first, so there is a duel to read.
    for (const card of (await deck(a, id)).slice(0, 3)) {
      await vote(a, id, card.id, 'yes');
      await vote(b, id, card.id, 'yes');
    }
    const look = async () => {
      const reads = await Promise.all(
        [
          '',
          `/${id}`,
          `/${id}/deck`,
          `/${id}/deck?gender=male`,
          `/${id}/deck?religionId=${religion}`,
          `/${id}/matches`,
          `/${id}/duel`,
        ].map((url) => call(t.app, a, 'GET', url)),
      );
      return reads.map((r) => [r.status, JSON.stringify(r.body), r.headers['etag'] ?? null]);
    };
    const before = await look();
    // B says No to names on A's first page, and to names far down the order.
    const nos = [...(await deck(a, id)).slice(0, 8), ...(await deck(b, id, '?size=50')).slice(30)];
    for (const card of nos) expect((await vote(b, id, card.id, 'no')).status).toBe(200);
    expect(await look()).toEqual(before);
    // And no response of A's mentions an answer of B's that is not a match.
    const text = JSON.stringify(await look());
    expect(text).not.toContain('\\"no\\"');
  });

  it('a third user gets 404 on everything new', async () => {
    const { a, id } = await pair();
    const [card] = await deck(a, id);
    await vote(a, id, card!.id, 'yes');
    const own = await api<DeckCard>(a, 'POST', `/${id}/own-names`, { name: 'Nanima', gender: 'female' });
    const stranger = await createAccount(t);
    const checks: [Method, string, unknown?][] = [
      ['GET', `/${id}/deck`],
      ['PUT', `/${id}/filters`, { gender: 'female' }],
      ['POST', `/${id}/undo`],
      ['POST', `/${id}/own-names`, { name: 'Stranger', gender: 'male' }],
      ['PUT', `/${id}/votes/${own.body.data.id}`, { answer: 'yes' }],
      ['GET', `/${id}/duel`],
      ['POST', `/${id}/duels`, { winner: card!.id, loser: own.body.data.id }],
    ];
    for (const [method, url, payload] of checks) {
      const r = await api(stranger, method, url, payload);
      expect([method, url, r.status]).toEqual([method, url, 404]);
    }
    // An own name of another shortlist is not a name the stranger can answer in theirs.
    const theirs = (await api<Shortlist>(stranger, 'POST', '')).body.data.id;
    expect((await vote(stranger, theirs, own.body.data.id, 'yes')).status).toBe(404);
    // A's filters and answers are untouched.
    expect((await api<Shortlist>(a, 'GET', `/${id}`)).body.data.filters).toEqual({});
  });
});

describe('filters saved per shortlist', () => {
  it('either partner sets them, both see them in words, the deck follows them after a reload', async () => {
    const { a, b, id } = await pair();
    const etag = (await call(t.app, a, 'GET', `/${id}/matches`)).headers['etag'];
    const saved = await api<Shortlist>(b, 'PUT', `/${id}/filters`, {
      gender: 'female',
      religionId: religion,
      maxLength: 7,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.deckLabel).toBe('Deck: girls, Decktradition, up to 7 letters');
    // A's poll sees a new version, and A's shortlist has B's filters.
    expect((await call(t.app, a, 'GET', `/${id}/matches`)).headers['etag']).not.toBe(etag);
    const seen = (await api<Shortlist>(a, 'GET', `/${id}`)).body.data;
    expect(seen.filters).toEqual({ gender: 'female', religionId: religion, maxLength: 7 });
    expect(seen.deckLabel).toBe('Deck: girls, Decktradition, up to 7 letters');
    const cards = await deck(a, id);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.gender).toBe('female');
      expect(c.religion).toBe('Decktradition');
      expect(c.name.length).toBeLessThanOrEqual(7);
    }
    expect((await deck(b, id)).map((c) => c.id)).toEqual(cards.map((c) => c.id));
    // A changes them back; the letter is saved as a capital.
    const next = await api<Shortlist>(a, 'PUT', `/${id}/filters`, { letter: 'd', minLength: 5 });
    expect(next.body.data.deckLabel).toBe('Deck: starting with D, 5 letters or more');
    expect((await api<Shortlist>(b, 'GET', `/${id}`)).body.data.filters).toEqual({ letter: 'D', minLength: 5 });
    expect((await api<Shortlist>(a, 'PUT', `/${id}/filters`, {})).body.data.deckLabel).toBe('Deck: all names');

    const bad = await api(a, 'PUT', `/${id}/filters`, { gender: 'other' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe('gender');
    expect((await api(a, 'PUT', `/${id}/filters`, { minLength: 8, maxLength: 3 })).status).toBe(400);
    expect((await api(a, 'PUT', `/${id}/filters`, { fromFavourites: true })).status).toBe(400);
  });
});

describe('undo', () => {
  it('takes back the last answer, then the one before, and a match it made goes', async () => {
    const { a, b, id } = await pair();
    const [first, second] = await deck(a, id);
    await vote(b, id, second!.id, 'love');
    await vote(a, id, first!.id, 'no');
    expect((await vote(a, id, second!.id, 'yes')).body.data.match).toBe(true);
    const etag = (await call(t.app, b, 'GET', `/${id}/matches`)).headers['etag'];

    const undone = await api<DeckCard>(a, 'POST', `/${id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ id: second!.id, name: second!.name, own: false });
    expect((await matchesOf(b, id)).matches).toEqual([]);
    expect((await call(t.app, b, 'GET', `/${id}/matches`)).headers['etag']).not.toBe(etag);
    expect((await deck(a, id)).map((c) => c.id)).toContain(second!.id);

    expect((await api<DeckCard>(a, 'POST', `/${id}/undo`)).body.data.id).toBe(first!.id);
    expect((await deck(a, id)).map((c) => c.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));
    const none = await api(a, 'POST', `/${id}/undo`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('There is no answer to undo');
    // B's answer stayed.
    expect((await api<DeckCard>(b, 'POST', `/${id}/undo`)).body.data.id).toBe(second!.id);
  });
});

describe('names of your own', () => {
  it('are the adder’s Yes, dealt to the partner, matched, ranked and noted like any other', async () => {
    const { a, b, id } = await pair();
    const added = await api<DeckCard>(a, 'POST', `/${id}/own-names`, { name: '  Nana   Rose ', gender: 'female' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Nana Rose', gender: 'female', own: true });
    const ownId = added.body.data.id;
    expect(ownId).toMatch(/^own-\d+$/);
    expect((await api(b, 'POST', `/${id}/own-names`, { name: 'nana rose', gender: 'female' })).status).toBe(409);

    expect((await deck(a, id, '?size=50')).map((c) => c.id)).not.toContain(ownId);
    expect((await deck(b, id)).map((c) => c.id)).toContain(ownId);
    // Filtered like the rest: not in a boys' deck.
    expect((await deck(b, id, '?gender=male')).map((c) => c.id)).not.toContain(ownId);
    // Not in the public catalogue.
    const listed = await t.app.inject({ url: '/api/names?search=nana' });
    expect(listed.body).not.toContain('Nana Rose');

    expect((await vote(b, id, ownId, 'love')).body.data.match).toBe(true);
    const [card] = await deck(a, id);
    await vote(a, id, card!.id, 'yes');
    await vote(b, id, card!.id, 'yes');
    const state = await matchesOf(a, id);
    expect(state.matches.find((m) => m.nameId === ownId)).toMatchObject({
      name: 'Nana Rose',
      own: true,
      myAnswer: 'yes',
      partnerAnswer: 'love',
    });
    expect((await api(b, 'PUT', `/${id}/notes/${ownId}`, { note: 'Great-grandmother' })).status).toBe(200);
    expect((await api(a, 'PUT', `/${id}/ranking`, { nameIds: [card!.id, ownId] })).status).toBe(200);
    const ranked = await matchesOf(b, id);
    expect(ranked.ranking).toEqual([card!.id, ownId]);
    expect(ranked.matches.find((m) => m.nameId === ownId)?.note).toBe('Great-grandmother');

    for (const name of ['', '1Bad', '<b>x</b>', 'x'.repeat(31)]) {
      const bad = await api(a, 'POST', `/${id}/own-names`, { name, gender: 'female' });
      expect([name, bad.status]).toEqual([name, 400]);
      expect(bad.body.details?.[0]?.field).toBe('name');
    }
    expect((await vote(a, id, 'own-999999', 'yes')).status).toBe(404);
  });
});

describe('duels', () => {
  it('offers pairs of matches, folds both partners’ choices into one order, and shows each', async () => {
    const { a, b, id } = await pair();
    const cards = (await deck(a, id)).slice(0, 3);
    for (const c of cards) {
      await vote(a, id, c.id, 'yes');
      await vote(b, id, c.id, 'yes');
    }
    const [x, y, z] = cards.map((c) => c.id) as [string, string, string];
    const duel = await api<{ pair: DuelPair }>(a, 'GET', `/${id}/duel`);
    expect(duel.status).toBe(200);
    const shown = [duel.body.data.pair.left.nameId, duel.body.data.pair.right.nameId];
    expect(cards.map((c) => c.id)).toEqual(expect.arrayContaining(shown));
    const decide = (who: TestAccount, winner: string, loser: string) =>
      api(who, 'POST', `/${id}/duels`, { winner, loser });
    // A: x > y > z. B: z > y > x, but x > z once.
    for (const [w, l] of [
      [x, y],
      [y, z],
      [x, z],
    ])
      expect((await decide(a, w!, l!)).status).toBe(200);
    // Every pair met once: the next duel repeats one.
    const next = (await api<{ pair: DuelPair }>(a, 'GET', `/${id}/duel`)).body.data.pair;
    expect(new Set([next.left.nameId, next.right.nameId]).size).toBe(2);
    for (const [w, l] of [
      [z, y],
      [y, x],
      [z, x],
    ])
      await decide(b, w!, l!);
    const seenByA = (await matchesOf(a, id)).duels;
    expect(seenByA.mine).toEqual([x, y, z]);
    expect(seenByA.partner).toEqual([z, y, x]);
    expect(seenByA.together).toHaveLength(3);
    expect([seenByA.myCount, seenByA.partnerCount]).toEqual([3, 3]);
    const seenByB = (await matchesOf(b, id)).duels;
    expect([seenByB.mine, seenByB.partner]).toEqual([seenByA.partner, seenByA.mine]);
    // A second round of A's choices tips the joint order A's way.
    for (const [w, l] of [
      [x, y],
      [x, z],
    ])
      await decide(a, w!, l!);
    expect((await matchesOf(b, id)).duels.together[0]).toBe(x);

    const [notMatch] = await deck(a, id);
    const bad = await decide(a, x, notMatch!.id);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe('winner');
    expect((await decide(a, x, x)).status).toBe(400);
  });

  it('has no pair before two matches', async () => {
    const { a, id } = await pair();
    expect((await api<{ pair: DuelPair | null }>(a, 'GET', `/${id}/duel`)).body.data.pair).toBeNull();
  });
});

describe('an invitation link seen signed out', () => {
  it('says whether it can be used, and what to do when not, without signing in', async () => {
    const a = await createAccount(t);
    const id = (await api<Shortlist>(a, 'POST', '')).body.data.id;
    const link = (await api<{ token: string }>(a, 'POST', `/${id}/invitations`)).body.data.token;
    const status = (token: string) =>
      call<{ state: string; message: string | null }>(t.app, null, 'GET', `/invitations/status?token=${token}`);
    expect((await status(link)).body.data).toEqual({ state: 'valid', message: null });
    const b = await createAccount(t);
    await api(b, 'POST', '/join', { token: link });
    expect((await status(link)).body.data).toEqual({ state: 'used', message: INVITATION_ERRORS.used });
    expect((await status('y'.repeat(32))).body.data.state).toBe('unknown');
    expect((await status('short')).status).toBe(400);
    // It tells nothing else: no shortlist, no names.
    expect(Object.keys((await status(link)).body.data).sort()).toEqual(['message', 'state']);
  });
});

const url = process.env['TEST_DATABASE_URL'];

describe.runIf(url)('two instances on one PostgreSQL', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances(url!);
    await two.db.query(`insert into names (name, gender) select 'Twin' || g, 'female' from generate_series(1, 60) g`);
  });
  afterAll(() => two?.close());

  const account = (name: string) => userOn(two, name);

  it('deals the same order and the same filters on both, and the limits are one count', async () => {
    const a = await account('Asha');
    const b = await account('Bilal');
    const id = (await call<Shortlist>(two.apps[0], a, 'POST', '')).body.data.id;
    const link = await call<{ token: string }>(two.apps[0], a, 'POST', `/${id}/invitations`);
    await call(two.apps[1], b, 'POST', '/join', { token: link.body.data.token });
    await call(two.apps[0], a, 'PUT', `/${id}/filters`, { maxLength: 6 });
    const one = await call<DeckCard[]>(two.apps[0], a, 'GET', `/${id}/deck`);
    const other = await call<DeckCard[]>(two.apps[1], b, 'GET', `/${id}/deck`);
    expect(other.body.data.map((c) => c.id)).toEqual(one.body.data.map((c) => c.id));
    expect((await call<Shortlist>(two.apps[1], b, 'GET', `/${id}`)).body.data.deckLabel).toBe('Deck: up to 6 letters');
    // Edits (filters, own names, notes, ranks) share one count across the two instances.
    for (let i = 1; i < SHORTLIST_LIMITS.edits.max; i += 1)
      expect((await call(two.apps[i % 2 === 0 ? 0 : 1], a, 'PUT', `/${id}/filters`, { maxLength: 6 })).status).toBe(
        200,
      );
    expect((await call(two.apps[0], a, 'POST', `/${id}/own-names`, { name: 'Oma', gender: 'female' })).status).toBe(
      429,
    );
    expect((await call(two.apps[1], a, 'PUT', `/${id}/filters`, {})).status).toBe(429);
  });
});
