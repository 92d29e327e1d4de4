/**
 * Births beyond the US on a name's item: the UK nations', Canada's, New Zealand's and Israel's
 * registers for the name's own sex, the matching community's first, and where the name is most at
 * home; a name an admin adds brings its registers' figures with it. On the real seed catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import type { BabyName, NamesPage } from '../../src/shared/types.ts';
import type { RegisterLists } from '../../src/shared/popularity-countries.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await createAccount(t, 'admin');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function item(name: string, gender: 'male' | 'female', religion?: string): Promise<BabyName> {
  const res = await t.app.inject({ url: `/api/names?search=${encodeURIComponent(name)}&gender=${gender}&limit=100` });
  const page = res.json<NamesPage>();
  const found = page.data.find((n) => n.name === name && (!religion || n.religionId?.name === religion));
  expect(found, `${name} (${religion ?? 'any'}) is in the seed catalogue`).toBeDefined();
  const one = await t.app.inject({ url: `/api/names/${found!.id}` });
  expect(one.statusCode).toBe(200);
  return one.json<{ data: BabyName }>().data;
}

/** An admin adds a name of no religion; its item as the API then answers it. */
async function added(name: string, gender: 'male' | 'female'): Promise<BabyName> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/names',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { name, gender, meaning: 'A test name', origin: 'Test', description: '', religionId: null },
  });
  expect(res.statusCode, res.body).toBe(201);
  const one = await t.app.inject({ url: `/api/names/${res.json<{ data: BabyName }>().data.id}` });
  return one.json<{ data: BabyName }>().data;
}

describe('GET /api/names/{id}: countries', () => {
  it("gives Olivia's births in England and Wales, Scotland and Northern Ireland for girls, with ranks of 2020", async () => {
    const olivia = await item('Olivia', 'female');
    const ew = olivia.countries!.registers.find((r) => r.dataset === 'ew')!;
    expect(ew.sex).toBe('F');
    expect(ew.latestBirths).toBe(3640);
    expect(ew.latestRank).toBe(1);
    expect(ew.births[2020 - ew.firstYear]).toBe(3640);
    const sct = olivia.countries!.registers.find((r) => r.dataset === 'sct')!;
    expect(sct.latestRank).toBe(2);
    expect(olivia.countries!.registers.some((r) => r.dataset === 'ni')).toBe(true);
  });

  it("gives Olivia's births in British Columbia (last year 2014) and New Zealand (2020), each ranked in its own year", async () => {
    const olivia = await item('Olivia', 'female');
    const bc = olivia.countries!.registers.find((r) => r.dataset === 'bc')!;
    expect(bc).toMatchObject({ sex: 'F', latestRank: 1, latestBirths: 292 });
    const nz = olivia.countries!.registers.find((r) => r.dataset === 'nz')!;
    expect(nz).toMatchObject({ sex: 'F', latestRank: 4, latestBirths: 208 });
    expect(nz.births[1900 - nz.firstYear] ?? 0).toBe(0);
  });

  it('puts the matching community first: a Jewish record reads Israel by its Hebrew script', async () => {
    const noa = await item('Noa', 'female', 'Judaism');
    expect(noa.script).toBeTruthy();
    const first = noa.countries!.registers[0]!;
    expect(first.dataset).toBe('il-jewish');
    expect(first.latestRank).toBeGreaterThan(0);
    expect(first.latestShare).toBeGreaterThan(0);
  });

  it('says where a name is most at home, from each register’s share of its last year', async () => {
    const olivia = await item('Olivia', 'female');
    const home = olivia.countries!.mostAtHome!;
    const shares = olivia.countries!.registers.map((r) => r.latestShare ?? 0);
    expect(home.share).toBeGreaterThanOrEqual(Math.max(...shares));
    expect(home.share).toBeLessThan(0.05);
  });

  it('has no registers for a name no register lists', async () => {
    const data = await added('Qwzxv', 'male');
    expect(data.countries).toMatchObject({ registers: [], mostAtHome: null });
  });

  it('brings a new spelling’s registers with it when an admin adds it', async () => {
    // Mirren is in Scotland's register and not in the seed catalogue.
    const data = await added('Mirren', 'female');
    expect(data.countries!.registers.map((r) => r.dataset)).toContain('sct');
  });
});

describe('GET /api/names/{id}: how common it will feel', () => {
  it("adds up the births of every spelling that sounds like Aidan, in the US and the UK's registers", async () => {
    const aidan = await item('Aidan', 'male');
    const us = aidan.countries!.soundAlike.find((g) => g.dataset === 'us')!;
    expect(us.year).toBe(2024);
    expect(us.spellings).toEqual(expect.arrayContaining(['aiden', 'aidan', 'ayden']));
    // More than Aidan alone: the group is the sound, not the spelling.
    const own = aidan.popularitySeries!.find((s) => s.sex === 'M')!;
    expect(us.births).toBeGreaterThan(own.births[2024 - own.firstYear]!);
    expect(us.share).toBeGreaterThan(0);
    expect(aidan.countries!.soundAlike.map((g) => g.dataset)).toContain('ew');
  });
});

describe('GET /api/names/popular/{dataset}', () => {
  it("lists a register's most popular catalogue names in its last year", async () => {
    const res = await t.app.inject({ url: '/api/names/popular/ew' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { year: number; girls: { name: string; rank: number; births: number }[] } }>();
    expect(data.year).toBe(2020);
    expect(data.girls[0]).toMatchObject({ name: 'Olivia', rank: 1, births: 3640 });
    expect(data.girls.map((g) => g.rank)).toEqual([...data.girls.map((g) => g.rank)].sort((a, b) => a - b));
  });

  it("reads Israel's Jewish register through the records' Hebrew script", async () => {
    const { data } = (await t.app.inject({ url: '/api/names/popular/il-jewish' })).json<{
      data: { boys: { name: string; rank: number }[] };
    }>();
    expect(data.boys[0]).toMatchObject({ name: 'David', rank: 1 });
  });

  it("lists New Zealand's and British Columbia's most popular names, each in its own last year", async () => {
    type Lists = { data: RegisterLists };
    const nz = (await t.app.inject({ url: '/api/names/popular/nz' })).json<Lists>().data;
    expect(nz.year).toBe(2020);
    expect(nz.girls[0]).toMatchObject({ name: 'Isla', rank: 1, births: 243 });
    expect(nz.boys[0]).toMatchObject({ name: 'Oliver', rank: 1, births: 315 });
    const bc = (await t.app.inject({ url: '/api/names/popular/bc' })).json<Lists>().data;
    expect(bc.year).toBe(2014);
    expect(bc.girls[0]).toMatchObject({ name: 'Olivia', rank: 1, births: 292 });
    expect(bc.boys[0]).toMatchObject({ name: 'Ethan', rank: 1, births: 256 });
  });

  it('answers 404 for a register it does not have', async () => {
    const res = await t.app.inject({ url: '/api/names/popular/fr' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Register not found' });
  });
});
