/**
 * US popularity on the names API: the item's series, the list rows' summary, sort=popular
 * and GET /api/names/popular, on the real seed catalogue with the SSA data loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import type { BabyName, NamesPage } from '../../src/shared/types.ts';
import type { PopularLists } from '../../src/shared/popularity.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await createAccount(t, 'admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** The catalogue's name of this spelling and gender, from the list. */
async function find(name: string, gender: 'male' | 'female'): Promise<BabyName> {
  const page = await get<NamesPage>(`/api/names?search=${name}&gender=${gender}&limit=100`);
  const found = page.data.find((n) => n.name === name);
  expect(found, `${name} is in the seed catalogue`).toBeDefined();
  return found!;
}

describe('GET /api/names/{id}', () => {
  it('carries the years of both sexes, its own first, with the SSA figures of 2024', async () => {
    const olivia = await find('Olivia', 'female');
    const { data } = await get<{ data: BabyName }>(`/api/names/${olivia.id}`);
    const series = data.popularitySeries!;
    expect(series.map((s) => s.sex)).toEqual(['F', 'M']);
    const girls = series[0]!;
    expect(girls.firstYear).toBe(1880);
    expect(girls.births).toHaveLength(2024 - 1880 + 1);
    expect(girls.births.at(-1)).toBe(14_718);
    expect(girls.ranks.at(-1)).toBe(1);
    expect(girls.rank).toBe(1);
    expect(girls.births[2019 - 1880]).toBe(18_569);
    expect(girls.peakRank).toBe(1);
    expect(girls.trend).toBe('steady');
    // The boys' line: 16 boys named Olivia in 2024, rank 5,811.
    expect(series[1]).toMatchObject({ rank: 5_811 });
    expect(series[1]!.births.at(-1)).toBe(16);
    expect(data.popularity).toEqual({ rank: 1, births: 14_718, trend: 'steady' });
  });

  it('says nothing is known of a name the SSA never listed (empty series, null summary)', async () => {
    const name = await find('Armaity', 'female');
    const { data } = await get<{ data: BabyName }>(`/api/names/${name.id}`);
    expect(data.popularitySeries).toEqual([]);
    expect(data.popularity).toBeNull();
  });

  it('is ETagged: a repeat with If-None-Match is a 304', async () => {
    const liam = await find('Liam', 'male');
    const first = await t.app.inject({ url: `/api/names/${liam.id}` });
    const again = await t.app.inject({
      url: `/api/names/${liam.id}`,
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/names', () => {
  it('gives each row the summary of its own sex (Jordan: boy #104, girl #539 in 2024)', async () => {
    const page = await get<NamesPage>('/api/names?search=Jordan&limit=100');
    const jordans = page.data.filter((n) => n.name === 'Jordan');
    expect(jordans.map((n) => [n.gender, n.popularity?.rank, n.popularity?.births]).sort()).toEqual([
      ['female', 539, 559],
      ['male', 104, 3_326],
    ]);
    expect(jordans.find((n) => n.gender === 'male')!.popularity!.trend).toBe('falling');
    const armaity = await find('Armaity', 'female');
    expect(armaity.popularity).toBeNull();
  });

  it('sorts A–Z by default and by 2024 rank with sort=popular, unranked names last', async () => {
    const az = await get<NamesPage>('/api/names?gender=female&limit=100');
    const keys = az.data.map((n) => n.name.toLowerCase());
    expect(keys).toEqual([...keys].sort());

    const popular = await get<NamesPage>('/api/names?gender=female&sort=popular&limit=100');
    expect(popular.totalNames).toBe(az.totalNames);
    expect(popular.data[0]).toMatchObject({ name: 'Olivia', popularity: { rank: 1 } });
    const ranks = popular.data.map((n) => n.popularity?.rank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const last = await get<NamesPage>(`/api/names?gender=female&sort=popular&limit=100&page=${popular.totalPages}`);
    expect(last.data.at(-1)!.popularity?.rank ?? null).toBeNull();
  });

  it('sorts a religion list and a letter by popularity too', async () => {
    const religions = await get<{ data: { id: string; name: string }[] }>('/api/religions');
    const hinduism = religions.data.find((r) => r.name === 'Hinduism')!;
    const page = await get<NamesPage>(`/api/names?religionId=${hinduism.id}&gender=male&sort=popular&limit=5`);
    const ranks = page.data.map((n) => n.popularity?.rank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.data.every((n) => n.religionId?.name === 'Hinduism')).toBe(true);

    const letter = await get<NamesPage>('/api/names?letter=L&gender=male&sort=popular&limit=1');
    expect(letter.data[0]).toMatchObject({ name: 'Liam' });
  });

  it('refuses an unknown sort with a 400', async () => {
    const res = await t.app.inject({ url: '/api/names?sort=random' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the seeded table', () => {
  it("has fresh planner statistics, so a list page's popularity join reads the index, not the whole table", async () => {
    // PGlite runs no autovacuum: without an analyze after the load the planner takes the table for
    // empty and scans all of it on every list page (40 ms against 1 ms at 116,550 series).
    const [stats] = await t.db.query<{ rows: number }>(
      "select reltuples::int as rows from pg_class where oid = 'name_popularity'::regclass",
    );
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from name_popularity')) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(1_000);
    expect(stats!.rows).toBe(n);
  });
});

describe('a spelling new to the catalogue', () => {
  const meaning = { meaning: 'from the surname Maddox', origin: 'Welsh', source: 'Behind the Name' };

  it('brings its US births with it when an admin adds the name (Maddex: 37 boys in 2024)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { name: 'Maddex', gender: 'male', ...meaning, variants: ['Brexton'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const boys = res.json<{ data: BabyName }>().data.popularitySeries!.find((s) => s.sex === 'M')!;
    expect(boys.births.at(-1)).toBe(37);
    expect(boys.rank).toBeGreaterThan(1000);
    // The list row has its summary too, and so does a variant's spelling, ready for its own page.
    const row = await find('Maddex', 'male');
    expect(row.popularity).toMatchObject({ rank: boys.rank, births: 37 });
    const stored = await t.db.query<{ key: string }>(
      "select name_key as key from name_popularity where name_key in ('maddex', 'brexton') and sex = 'M' order by 1",
    );
    expect(stored.map((r) => r.key)).toEqual(['brexton', 'maddex']);
  });

  it('brings them on a rename and on an import of a file', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { name: 'Not A Listed Name', gender: 'female', ...meaning },
    });
    expect(created.json<{ data: BabyName }>().data.popularitySeries).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${created.json<{ data: BabyName }>().data.id}`,
      headers: admin.headers,
      payload: { name: 'Zyaire' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: BabyName }>().data.popularitySeries!.some((s) => s.sex === 'F')).toBe(true);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: admin.headers,
      payload: {
        kind: 'names',
        format: 'csv',
        content: 'name,gender,meaning,origin\nTanwen,female,white wave,Welsh\nJaxtyn,male,a modern blend,English\n',
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const jaxtyn = await find('Jaxtyn', 'male');
    expect(jaxtyn.popularity).toMatchObject({ births: 124 });
    // Tanwen is not in the SSA data: nothing to load, and nothing made up.
    expect((await find('Tanwen', 'female')).popularity).toBeNull();
  });
});

describe('a write whose US births cannot be loaded', () => {
  const failLoads = `create or replace function refuse_popularity() returns trigger language plpgsql as
    $$ begin raise exception 'name_popularity is refusing rows'; end $$`;
  beforeAll(async () => {
    await t.db.query(failLoads);
    await t.db.query(
      'create trigger refuse_popularity before insert on name_popularity for each row execute function refuse_popularity()',
    );
  });
  afterAll(async () => {
    await t.db.query('drop trigger if exists refuse_popularity on name_popularity');
  });

  it('still answers the name as saved, and lists it, instead of a 500 for a name that is in', async () => {
    // Braxtyn has US births (a spelling the seed did not load), so saving it tries to load them.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { name: 'Braxtyn', gender: 'male', meaning: 'from the surname Braxton', origin: 'English' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: BabyName }>().data).toMatchObject({ name: 'Braxtyn', popularitySeries: [] });
    // The lists were refreshed too: the name is findable at once.
    expect((await find('Braxtyn', 'male')).popularity).toBeNull();
  });

  it('still reports an imported file as imported, so running it again is not refused as repeating itself', async () => {
    const content = 'name,gender,meaning,origin\nKaisyn,male,a modern blend,English\n';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: admin.headers,
      payload: { kind: 'names', format: 'csv', content },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ data: { imported: number } }>().data.imported).toBe(1);
    await find('Kaisyn', 'male');
  });
});

describe('GET /api/names/popular', () => {
  it('lists the most popular and the fastest risers of the catalogue, boys and girls', async () => {
    const { data } = await get<{ data: PopularLists }>('/api/names/popular');
    expect(data.year).toBe(2024);
    expect(data.mostPopular.boys[0]).toMatchObject({ name: 'Liam', gender: 'male', rank: 1, births: 22_164 });
    expect(data.mostPopular.girls[0]).toMatchObject({ name: 'Olivia', gender: 'female', rank: 1, births: 14_718 });
    for (const list of [data.mostPopular.boys, data.mostPopular.girls]) {
      expect(list).toHaveLength(10);
      expect(new Set(list.map((e) => e.name.toLowerCase())).size).toBe(list.length);
    }
    for (const list of [data.risingFastest.boys, data.risingFastest.girls]) {
      expect(list.length).toBeGreaterThan(0);
      const climbs = list.map((e) => e.earlierRank! - e.rank);
      expect(climbs.every((c) => c > 0)).toBe(true);
      expect(climbs).toEqual([...climbs].sort((a, b) => b - a));
      expect(list.every((e) => e.rank <= 1000)).toBe(true);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await get<{ paths: Record<string, { get?: { operationId?: string; description?: string } }> }>(
      '/api/openapi.json',
    );
    expect(doc.paths['/api/names/popular']?.get?.operationId).toBe('listPopularNames');
    expect(doc.paths['/api/names/popular']?.get?.description).toMatch(/Social Security/);
  });
});
