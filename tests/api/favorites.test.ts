import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

interface UserBody {
  success: boolean;
  data: { id: string; favorites: string[]; godNameFavorites: string[]; nicknameFavorites: string[]; email: string };
}

let t: TestApp;
let nameIds: string[];
let godNameId: string;
let nicknameId: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  // A name with a religion and one without (UNIVERSAL), so both shapes of religionId are seen.
  const withReligion = await t.db.query<{ id: string }>(
    'select id::text as id from names where religion_id is not null order by id limit 2',
  );
  const universal = await t.db.query<{ id: string }>(
    `insert into names (name, gender, meaning) values ('Favtestname', 'female', 'test meaning') returning id::text as id`,
  );
  nameIds = [...withReligion.map((r) => r.id), universal[0]!.id];
  godNameId = (await t.db.query<{ id: string }>('select id::text as id from god_names order by id limit 1'))[0]!.id;
  nicknameId = (await t.db.query<{ id: string }>('select id::text as id from nicknames order by id limit 1'))[0]!.id;
});
afterAll(() => t.close());

const toggle = (account: TestAccount, path: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/favorites${path}`, headers: account.headers, payload: {} });
const list = (account: TestAccount, path = '') =>
  t.app.inject({ url: `/api/user/favorites${path}`, headers: account.headers });

describe('favourite names', () => {
  it('adds on the first toggle, lists full items in the order favourited, removes on the second', async () => {
    const user = await createAccount(t, 'user');
    const [a, b, c] = nameIds as [string, string, string];

    const first = await toggle(user, `/${b}`);
    expect(first.statusCode).toBe(200);
    const body = first.json<UserBody>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: user.id,
      email: user.email,
      favorites: [b],
      godNameFavorites: [],
      nicknameFavorites: [],
    });
    expect(body.data).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    await toggle(user, `/${c}`);
    await toggle(user, `/${a}`);
    const listed = await list(user);
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{
      success: boolean;
      data: { id: string; name: string; gender: string; religionId: unknown }[];
    }>();
    expect(items.success).toBe(true);
    expect(items.data.map((n) => n.id)).toEqual([b, c, a]);
    expect(items.data[0]).toEqual(
      expect.objectContaining({
        id: b,
        name: expect.any(String),
        gender: expect.stringMatching(/^(male|female)$/),
        meaning: expect.any(String),
        religionId: { id: expect.any(String), name: expect.any(String) },
      }),
    );
    expect(items.data[1]).toMatchObject({ id: c, name: 'Favtestname', religionId: null });

    const second = await toggle(user, `/${b}`);
    expect(second.json<UserBody>().data.favorites).toEqual([c, a]);
    expect((await list(user)).json<{ data: { id: string }[] }>().data.map((n) => n.id)).toEqual([c, a]);
  });

  it("keeps each user's favourites apart", async () => {
    const one = await createAccount(t, 'user');
    const two = await createAccount(t, 'user');
    await toggle(one, `/${nameIds[0]!}`);
    expect((await list(one)).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await list(two)).json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('favourite god names and nicknames', () => {
  it('toggle and list god names with their sub-names and religion', async () => {
    const user = await createAccount(t, 'user');
    const res = await toggle(user, `/god-names/${godNameId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<UserBody>().data).toMatchObject({
      favorites: [],
      godNameFavorites: [godNameId],
      nicknameFavorites: [],
    });
    const listed = (await list(user, '/god-names')).json<{
      success: boolean;
      data: { id: string; subNames: string[]; religionId: unknown }[];
    }>();
    expect(listed.success).toBe(true);
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: godNameId,
        name: expect.any(String),
        description: expect.any(String),
        subNames: expect.any(Array),
        religionId: { id: expect.any(String), name: expect.any(String) },
      }),
    ]);
    expect((await toggle(user, `/god-names/${godNameId}`)).json<UserBody>().data.godNameFavorites).toEqual([]);
  });

  it('toggle and list nicknames', async () => {
    const user = await createAccount(t, 'user');
    const res = await toggle(user, `/nicknames/${nicknameId}`);
    expect(res.json<UserBody>().data.nicknameFavorites).toEqual([nicknameId]);
    const listed = (await list(user, '/nicknames')).json<{
      data: { id: string; name: string; description: string }[];
    }>();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: nicknameId, name: expect.any(String), description: expect.any(String) }),
    ]);
  });
});

describe('who may call', () => {
  it('answers 401 without a token, and 401 for a forged one', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/favorites'],
      ['GET', '/api/user/favorites/god-names'],
      ['GET', '/api/user/favorites/nicknames'],
      ['POST', `/api/user/favorites/${nameIds[0]!}`],
      ['POST', `/api/user/favorites/god-names/${godNameId}`],
      ['POST', `/api/user/favorites/nicknames/${nicknameId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    const forged = await t.app.inject({ url: '/api/user/favorites', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 403 to an admin: favourites belong to user accounts', async () => {
    const admin = await createAccount(t, 'admin');
    expect((await list(admin)).statusCode).toBe(403);
    const res = await toggle(admin, `/${nameIds[0]!}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('unknown items', () => {
  it('answers 404 with the readable error of each kind, and 400 for an id that is not one', async () => {
    const user = await createAccount(t, 'user');
    expect((await toggle(user, '/999999999')).json()).toEqual({ success: false, error: 'Name not found' });
    expect((await toggle(user, '/999999999')).statusCode).toBe(404);
    expect((await toggle(user, '/god-names/999999999')).json()).toEqual({
      success: false,
      error: 'God name not found',
    });
    expect((await toggle(user, '/nicknames/999999999')).json()).toEqual({
      success: false,
      error: 'Nickname not found',
    });
    const bad = await toggle(user, '/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, details: [expect.objectContaining({ field: 'id' })] });
  });
});

describe('concurrency', () => {
  it('20 toggles fired at once end in the state their parity says, never with a duplicate', async () => {
    const user = await createAccount(t, 'user');
    const id = nameIds[0]!;
    const even = await Promise.all(Array.from({ length: 20 }, () => toggle(user, `/${id}`)));
    expect(even.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await list(user)).json<{ data: unknown[] }>().data).toEqual([]);

    const odd = await Promise.all(Array.from({ length: 21 }, () => toggle(user, `/nicknames/${nicknameId}`)));
    expect(odd.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.query<{ n: number }>(
      'select count(*)::int as n from user_nickname_favorites where user_id = $1',
      [user.id],
    );
    expect(rows[0]!.n).toBe(1);
    const me = (await toggle(user, `/god-names/${godNameId}`)).json<UserBody>().data;
    expect(me.nicknameFavorites).toEqual([nicknameId]);
  });
});

describe('deleting an item', () => {
  it('removes it from every favourite list', async () => {
    const user = await createAccount(t, 'user');
    const [row] = await t.db.query<{ id: string }>(
      `insert into names (name, gender) values ('Soontogo', 'male') returning id::text as id`,
    );
    await toggle(user, `/${row!.id}`);
    expect((await list(user)).json<{ data: { id: string }[] }>().data.map((n) => n.id)).toEqual([row!.id]);
    await t.db.query('delete from names where id = $1', [row!.id]);
    expect((await list(user)).json<{ data: unknown[] }>().data).toEqual([]);
    const me = (await toggle(user, `/nicknames/${nicknameId}`)).json<UserBody>().data;
    expect(me.favorites).toEqual([]);
  });
});
