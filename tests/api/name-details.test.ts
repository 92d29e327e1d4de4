/**
 * Name details: variants, pronunciation, script, and nicknames linked to their names,
 * through the API, search, validation and the catalogue files; then on the real seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeGodName, makeName, makeNickname, makeReligion } from '../helpers/factories.ts';
import { exportCatalogue, parseCatalogueFile, validateRows } from '../../src/server/catalogue/files.ts';

interface NameOut {
  id: string;
  name: string;
  variants?: string[];
  pronunciation?: string | null;
  ipa?: string | null;
  script?: string | null;
  scriptLang?: string | null;
  variantLinks?: { id: string; name: string; gender: string; religion: string | null }[];
  nicknames?: { id: string; name: string }[];
  /** How a search row matched (search answers only). */
  match?: { kind: string; via?: string };
}

let t: TestApp;
let admin: TestAccount;
let zain: string;
let zayn: string;
let abigail: string;
let abby: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  const islam = await makeReligion(t, { name: 'Islam' });
  zain = await makeName(t, {
    name: 'Zain',
    meaning: 'beauty, grace',
    religionId: islam,
    variants: ['Zayn', 'Zaine'],
    pronunciation: 'ZAYN',
    ipa: 'zeɪn',
    script: 'زين',
    scriptLang: 'ar',
  });
  zayn = await makeName(t, { name: 'Zayn', meaning: 'beauty' });
  abigail = await makeName(t, { name: 'Abigail', gender: 'female', meaning: 'my father is joy' });
  await makeName(t, { name: 'Zachary', meaning: 'God has remembered' });
  abby = await makeNickname(t, { name: 'Abby', description: 'Short for Abigail', fullNames: ['Abigail'] });
  await makeGodName(t, { name: 'Allah', religionId: islam, script: 'الله', scriptLang: 'ar', pronunciation: 'ul-LAH' });
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) =>
  (await t.app.inject({ url: `/api/names${query}` })).json<{ data: NameOut[]; totalNames: number }>();
const item = async (id: string) => (await t.app.inject({ url: `/api/names/${id}` })).json<{ data: NameOut }>().data;

describe('search by variant', () => {
  it('finds a name by another of its spellings first, then the names that sound like it', async () => {
    const page = await list('?search=zaine');
    // Zain lists Zaine as a spelling; Zayn sounds the same (the search's sound key).
    expect(page.data.map((n) => n.name)).toEqual(['Zain', 'Zayn']);
    expect(page.data[0]!.match).toMatchObject({ kind: 'spelling', via: 'Zaine' });
    expect(page.totalNames).toBe(2);
    // Zayn is a name of its own and comes first; Zain follows through its variant.
    expect((await list('?search=Zayn')).data.map((n) => n.name)).toEqual(['Zayn', 'Zain']);
  });

  it('counts variant matches in the total and keeps pages disjoint', async () => {
    const page1 = await list('?search=za&limit=1&page=1');
    const page2 = await list('?search=za&limit=1&page=2');
    const page3 = await list('?search=za&limit=1&page=3');
    expect(page1.totalNames).toBe(3);
    expect(new Set([...page1.data, ...page2.data, ...page3.data].map((n) => n.name)).size).toBe(3);
  });

  it('keeps list rows lean: no details on a row', async () => {
    const [row] = (await list('?search=zain')).data;
    expect(row).not.toHaveProperty('variants');
    expect(row).not.toHaveProperty('script');
  });
});

describe('GET /api/names/{id}', () => {
  it('carries variants, pronunciation, IPA and script, and links the variants in the catalogue', async () => {
    const z = await item(zain);
    expect(z).toMatchObject({
      variants: ['Zayn', 'Zaine'],
      pronunciation: 'ZAYN',
      ipa: 'zeɪn',
      script: 'زين',
      scriptLang: 'ar',
    });
    expect(z.variantLinks).toEqual([{ id: zayn, name: 'Zayn', gender: 'male', religion: null }]);
    expect(z.nicknames).toEqual([]);
  });

  it('gives empty details to a name without them', async () => {
    const z = await item(zayn);
    expect(z).toMatchObject({ variants: [], pronunciation: null, ipa: null, script: null, scriptLang: null });
  });

  it('links the nicknames short for the name, and the nickname back to it', async () => {
    expect((await item(abigail)).nicknames).toEqual([{ id: abby, name: 'Abby' }]);
    const nick = (await t.app.inject({ url: `/api/nicknames/${abby}` })).json<{
      data: { fullNames: string[]; names: { id: string; name: string }[] };
    }>().data;
    expect(nick.fullNames).toEqual(['Abigail']);
    expect(nick.names).toEqual([{ id: abigail, name: 'Abigail', gender: 'female', religion: null }]);
  });

  it('gives god names their script and pronunciation', async () => {
    const body = (await t.app.inject({ url: '/api/god-names' })).json<{ data: NameOut[] }>();
    expect(body.data.find((g) => g.name === 'Allah')).toMatchObject({
      script: 'الله',
      scriptLang: 'ar',
      pronunciation: 'ul-LAH',
    });
  });
});

describe('GET /api/names/items', () => {
  const items = (ids: string) => t.app.inject({ url: `/api/names/items?ids=${ids}` });

  it('answers each name as its own item does, in the order asked, leaving out ids with no name', async () => {
    const r = await items([abigail, zain, '999999999', zayn].join(','));
    expect(r.statusCode).toBe(200);
    expect(r.json<{ data: NameOut[] }>().data).toEqual([await item(abigail), await item(zain), await item(zayn)]);
  });

  it('refuses more than 100 ids, or anything but ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    for (const bad of [many, '', 'abc', '1,,2', '1,0', '-1', `1,${'9'.repeat(19)}`])
      expect((await items(encodeURIComponent(bad))).statusCode, bad).toBe(400);
    expect((await items(many.split(',').slice(0, 100).join(','))).statusCode).toBe(200);
  });
});

describe('writes', () => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  const base = { gender: 'female', meaning: 'a meaning', origin: 'Hebrew' };

  it('stores the details of a new name and changes them with PUT', async () => {
    const res = await post('/api/names', {
      ...base,
      name: 'Shira',
      variants: ['Shirah'],
      script: 'שירה',
      scriptLang: 'he',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { id: string } }>().data.id;
    expect(await item(id)).toMatchObject({ variants: ['Shirah'], script: 'שירה', scriptLang: 'he' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers: admin.headers,
      payload: { pronunciation: 'SHEE-rah' },
    });
    expect(put.statusCode).toBe(200);
    // PUT keeps what it does not send.
    expect(await item(id)).toMatchObject({ variants: ['Shirah'], pronunciation: 'SHEE-rah', script: 'שירה' });
  });

  it.each([
    [{ script: 'שרה' }, 'scriptLang'],
    [{ scriptLang: 'he' }, 'script'],
    [{ script: 'שרה', scriptLang: 'Hebrew' }, 'scriptLang'],
    [{ variants: ['Sarai', 'sarah'] }, 'variants'],
    [{ variants: ['Sarai', 'sarai'] }, 'variants'],
    [{ variants: Array.from({ length: 31 }, (_, i) => `Sara${i}`) }, 'variants'],
    [{ pronunciation: 'x'.repeat(101) }, 'pronunciation'],
  ])('refuses %j with a 400 naming %s', async (fields, field) => {
    const res = await post('/api/names', { ...base, name: 'Sarah', ...fields });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('refuses a nickname whose full names repeat it', async () => {
    const res = await post('/api/nicknames', { name: 'Bea', description: 'Short for Beatrice', fullNames: ['bea'] });
    expect(res.statusCode).toBe(400);
  });
});

describe('catalogue files', () => {
  it('exports the details and reads them back, in JSON and CSV', async () => {
    for (const format of ['json', 'csv'] as const) {
      const text = await exportCatalogue(t.db, 'names', format);
      const { rows } = parseCatalogueFile(text, { format, kind: 'names' });
      const { records } = validateRows('names', rows);
      expect(records.find((r) => r.name === 'Zain')).toMatchObject({
        variants: ['Zayn', 'Zaine'],
        pronunciation: 'ZAYN',
        ipa: 'zeɪn',
        script: 'زين',
        scriptLang: 'ar',
      });
      const nicks = await exportCatalogue(t.db, 'nicknames', format);
      const parsed = validateRows('nicknames', parseCatalogueFile(nicks, { format, kind: 'nicknames' }).rows);
      expect(parsed.records.find((r) => r.name === 'Abby')?.fullNames).toEqual(['Abigail']);
    }
  });
});

describe('the seed catalogue', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp({ seed: true });
  }, 180_000);
  afterAll(() => s?.close());

  it('finds Zain for "Zayn" and Abigail from Abby', async () => {
    const found = (await s.app.inject({ url: '/api/names?search=Zayn' })).json<{ data: NameOut[] }>().data;
    expect(found.map((n) => n.name)).toContain('Zain');
    const nicks = (await s.app.inject({ url: '/api/nicknames' })).json<{ data: { id: string; name: string }[] }>().data;
    const abbyId = nicks.find((n) => n.name === 'Abby')!.id;
    const abbyItem = (await s.app.inject({ url: `/api/nicknames/${abbyId}` })).json<{
      data: { names: { name: string }[] };
    }>().data;
    expect(abbyItem.names.map((n) => n.name)).toContain('Abigail');
  });

  it('answers a batch of seeded names exactly as their items, births beyond the US and links included', async () => {
    const ids: string[] = [];
    for (const query of [
      '?search=Sarah&gender=female',
      '?search=Abigail&gender=female',
      '?letter=M&gender=male&limit=100',
    ])
      ids.push(
        ...(await s.app.inject({ url: `/api/names${query}` })).json<{ data: NameOut[] }>().data.map((n) => n.id),
      );
    const batch = [...new Set(ids)].slice(0, 100);
    const answered = (await s.app.inject({ url: `/api/names/items?ids=${batch.join(',')}` })).json<{
      data: (NameOut & { countries: { registers: unknown[]; soundAlike: unknown[] }; popularitySeries: unknown[] })[];
    }>().data;
    const singles = await Promise.all(
      batch.map(async (id) => (await s.app.inject({ url: `/api/names/${id}` })).json<{ data: unknown }>().data),
    );
    expect(answered).toEqual(singles);
    // The batch reaches every part of an item, not only the empty ones.
    expect(answered.some((n) => n.countries.registers.length > 1 && n.countries.soundAlike.length > 0)).toBe(true);
    expect(answered.some((n) => n.popularitySeries.length > 0)).toBe(true);
    expect(answered.some((n) => (n.nicknames ?? []).length > 0)).toBe(true);
    expect(answered.some((n) => (n.variantLinks ?? []).length > 0)).toBe(true);
  });

  it('gives seeded names their script with its language', async () => {
    const rows = (await s.app.inject({ url: '/api/names?search=Gurpreet' })).json<{ data: NameOut[] }>().data;
    const gurpreet = await (async () =>
      (await s.app.inject({ url: `/api/names/${rows[0]!.id}` })).json<{ data: NameOut }>().data)();
    expect(gurpreet).toMatchObject({ script: 'ਗੁਰਪ੍ਰੀਤ', scriptLang: 'pa-Guru', pronunciation: 'goor-PREET' });
  });
});
