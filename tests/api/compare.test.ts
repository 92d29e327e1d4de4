/**
 * Compare beyond the US: the same names in another country's register (GET /api/names/compare
 * with a dataset), and one name in every country as its share of births a year
 * (GET /api/names/compare/countries), whose shares agree with the name item's. On the real seed
 * catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import type { BabyName, NamesPage } from '../../src/shared/types.ts';
import type { CompareAcross, CompareInDataset } from '../../src/shared/popularity-countries.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function compare(query: string) {
  const res = await t.app.inject({ url: `/api/names/compare?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CompareInDataset }>().data;
}

async function across(name: string) {
  const res = await t.app.inject({ url: `/api/names/compare/countries?name=${encodeURIComponent(name)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CompareAcross }>().data;
}

async function item(name: string, gender: 'male' | 'female', religion?: string): Promise<BabyName> {
  const page = (
    await t.app.inject({ url: `/api/names?search=${encodeURIComponent(name)}&gender=${gender}&limit=100` })
  ).json<NamesPage>();
  const found = page.data.find((n) => n.name === name && (!religion || n.religionId?.name === religion))!;
  return (await t.app.inject({ url: `/api/names/${found.id}` })).json<{ data: BabyName }>().data;
}

describe('GET /api/names/compare', () => {
  it("gives each name's births, rank and share in England and Wales, and says which names the catalogue lacks", async () => {
    const data = await compare('names=Olivia,%20liam%20,Qwxyzzy&dataset=ew');
    expect(data.dataset).toBe('ew');
    expect(data.names.map((n) => n.asked)).toEqual(['Olivia', 'liam', 'Qwxyzzy']);
    const [olivia, liam, unknown] = data.names;
    expect(olivia!.name).toMatchObject({ name: 'Olivia', gender: 'female' });
    const line = olivia!.line!;
    expect(line).toMatchObject({ dataset: 'ew', sex: 'F' });
    const at2020 = 2020 - line.firstYear;
    expect(line.births[at2020]).toBe(3640);
    expect(line.ranks[at2020]).toBe(1);
    // The share is the one the name's own page states for that register's last year.
    const ew = (await item('Olivia', 'female')).countries!.registers.find((r) => r.dataset === 'ew')!;
    expect(line.shares[at2020]).toBeCloseTo(ew.latestShare!, 6);
    expect(liam!.name).toMatchObject({ name: 'Liam', gender: 'male' });
    expect(liam!.line!.sex).toBe('M');
    expect(unknown).toEqual({ asked: 'Qwxyzzy', name: null, line: null });
  });

  it('compares in the US by default, with the SSA figures', async () => {
    const data = await compare('names=Olivia');
    expect(data.dataset).toBe('us');
    const line = data.names[0]!.line!;
    expect(line.births[2024 - line.firstYear]).toBe(14718);
    expect(line.ranks[2024 - line.firstYear]).toBe(1);
  });

  it("reads Israel's Jewish births through the record that carries the Hebrew script", async () => {
    const data = await compare('names=Noa&dataset=il-jewish');
    const noa = await item('Noa', 'female', 'Judaism');
    expect(data.names[0]!.name!.id).toBe(noa.id);
    const line = data.names[0]!.line!;
    const register = noa.countries!.registers.find((r) => r.dataset === 'il-jewish')!;
    expect(line.births).toEqual(register.births);
  });

  it('keeps four spellings, each once in any case', async () => {
    const data = await compare('names=Emma,emma,Liam,Noah,Ava,Mia');
    expect(data.names.map((n) => n.asked)).toEqual(['Emma', 'Liam', 'Noah', 'Ava']);
  });

  it('refuses a dataset it does not have, and a list with no name', async () => {
    for (const query of ['names=Olivia&dataset=fr', 'names=,,', 'names=Olivia&dataset=']) {
      const res = await t.app.inject({ url: `/api/names/compare?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/names/compare/countries', () => {
  it('gives Olivia a line in the US and in each UK, Canadian and New Zealand register, as shares that match her page', async () => {
    const data = await across('olivia');
    expect(data.name).toMatchObject({ name: 'Olivia' });
    expect(data.lines.map((l) => l.dataset)).toEqual(['us', 'ew', 'sct', 'ni', 'on', 'qc', 'bc', 'nz']);
    const olivia = await item('Olivia', 'female');
    const home = olivia.countries!.mostAtHome!;
    const line = data.lines.find((l) => l.dataset === home.dataset)!;
    expect(line.shares[home.year - line.firstYear]).toBeCloseTo(home.share, 6);
    for (const l of data.lines) {
      expect(l.shares).toHaveLength(l.births.length);
      expect(l.shares.every((s) => s === null || (s >= 0 && s < 1))).toBe(true);
    }
  });

  it("follows a Hebrew name into Israel's register", async () => {
    const data = await across('Noa');
    expect(data.lines.map((l) => l.dataset)).toContain('il-jewish');
  });

  it('has no record and no lines for a spelling the catalogue lacks', async () => {
    expect(await across('Qwxyzzy')).toEqual({ asked: 'Qwxyzzy', name: null, lines: [] });
  });
});

describe('OpenAPI', () => {
  it('describes the compare routes and their dataset field', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        { get: { operationId: string; parameters: { name: string; schema: { enum?: string[] } }[] } }
      >;
    }>();
    const get = doc.paths['/api/names/compare']!.get;
    expect(get.operationId).toBe('compareNamesInDataset');
    const dataset = get.parameters.find((p) => p.name === 'dataset')!;
    expect(dataset.schema.enum).toEqual(expect.arrayContaining(['us', 'ew', 'sct', 'ni', 'il-jewish']));
    expect(doc.paths['/api/names/compare/countries']!.get.operationId).toBe('compareNameAcrossCountries');
  });
});

describe('GET /api/names?sort=popular&popularIn=…', () => {
  const first = async (query: string) => {
    const res = await t.app.inject({ url: `/api/names?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NamesPage>().data.map((n) => n.name);
  };

  it("ranks boys by England and Wales' 2020 births instead of the US's", async () => {
    expect((await first('gender=male&sort=popular&limit=3'))[0]).toBe('Liam');
    expect(await first('gender=male&sort=popular&popularIn=us&limit=3')).toEqual(
      await first('gender=male&sort=popular&limit=3'),
    );
    expect((await first('gender=male&sort=popular&popularIn=ew&limit=3'))[0]).toBe('Oliver');
  });

  it("ranks Israel's Jewish births through the records' Hebrew script", async () => {
    expect((await first('gender=male&sort=popular&popularIn=il-jewish&limit=3'))[0]).toBe('David');
  });

  it("orders a search by Scotland's ranks: Isla before Isabella", async () => {
    const us = await first('search=is&gender=female&sort=popular&limit=20');
    expect(us.indexOf('Isabella')).toBeLessThan(us.indexOf('Isla'));
    const sct = await first('search=is&gender=female&sort=popular&popularIn=sct&limit=20');
    expect(sct[0]).toBe('Isla');
    expect(sct.indexOf('Isla')).toBeLessThan(sct.indexOf('Isabella'));
  });

  it('refuses a register it does not have', async () => {
    const res = await t.app.inject({ url: '/api/names?sort=popular&popularIn=fr' });
    expect(res.statusCode).toBe(400);
  });
});

describe("Arabic names in Israel's Arab registers", () => {
  it('gives Muhammad, Omar and Maryam their Muslim births in Israel, written מוחמד, עומר, מרים there', async () => {
    for (const [name, gender, births] of [
      ['Muhammad', 'male', 2257],
      ['Omar', 'male', 605],
      ['Maryam', 'female', 566],
    ] as const) {
      const data = await item(name, gender, 'Islam');
      const muslim = data.countries!.registers.find((r) => r.dataset === 'il-muslim');
      expect(muslim, name).toBeDefined();
      expect(muslim!.latestBirths, name).toBe(births);
      // An Islamic record opens on its community's register.
      expect(data.countries!.registers[0]!.dataset).toBe('il-muslim');
    }
    const compared = await compare('names=Muhammad&dataset=il-muslim');
    const line = compared.names[0]!.line!;
    expect(line.births[2024 - line.firstYear]).toBe(2257);
  });

  it("lists Muhammad first among boys of Israel's Muslim births", async () => {
    const res = await t.app.inject({ url: '/api/names/popular/il-muslim' });
    const { data } = res.json<{ data: { boys: { name: string; rank: number; births: number }[] } }>();
    expect(data.boys[0]).toMatchObject({ name: 'Muhammad', rank: 1, births: 2257 });
    // Omar, Umar and Omari all reach עומר: the register's name is listed once.
    const ranks = data.boys.map((b) => b.rank);
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
