/**
 * Search as a parent uses it: every kind of term finds the name, in the ranked order, on PGlite
 * and (TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { startCatalogueApp } from '../helpers/catalogue-app.ts';
import type { TestAccount } from '../helpers/auth.ts';
import { makeName, makeReligion } from '../helpers/factories.ts';
import type { NameSuggestion, NamesPage, SearchMatch } from '../../src/shared/types.ts';

let t: TestApp;
let admin: TestAccount;
let hinduism: string;

beforeAll(async () => {
  ({ t, admin, hinduism } = await startCatalogueApp());
  const islam = await makeReligion(t, { name: 'Islam' });
  const christianity = await makeReligion(t, { name: 'Christianity' });
  await makeName(t, { name: 'Olivia', gender: 'female', meaning: 'olive tree' });
  await makeName(t, { name: 'Oliver', gender: 'male', meaning: 'olive tree' });
  await makeName(t, { name: 'Olive', gender: 'female', meaning: 'the olive' });
  await makeName(t, { name: 'Jordan', gender: 'male', meaning: 'flowing down' });
  await makeName(t, { name: 'Jordan', gender: 'female', meaning: 'flowing down' });
  await makeName(t, { name: 'Clare', gender: 'female', meaning: 'clear, bright', variants: ['Claire', 'Clair'] });
  await makeName(t, { name: 'Aiden', gender: 'male', meaning: 'little fire' });
  await makeName(t, { name: 'Aidan', gender: 'male', meaning: 'little fire' });
  await makeName(t, { name: 'Ayden', gender: 'male', meaning: 'little fire' });
  await makeName(t, { name: 'Muhammad', gender: 'male', meaning: 'praised', religionId: islam });
  await makeName(t, {
    name: 'Aarav',
    gender: 'male',
    meaning: 'peaceful',
    religionId: hinduism,
    script: 'आरव',
    scriptLang: 'hi',
  });
  // No record holds this script: the term is searched as its transliteration, Harpreet.
  await makeName(t, { name: 'Harpreet', gender: 'female', meaning: 'love of God' });
  await makeName(t, { name: 'Noor', gender: 'female', meaning: 'light' });
  await makeName(t, { name: 'Lucy', gender: 'female', meaning: 'light', religionId: christianity });
  await makeName(t, { name: 'Ziya', gender: 'female', meaning: 'light, splendour' });
  await makeName(t, { name: 'Abdulnur', gender: 'male', meaning: 'servant of the light-giver' });
  await makeName(t, { name: 'Joy', gender: 'female', meaning: 'delightful' });
  // Popularity: Lucy is ranked, so among names meaning light she comes before Noor and Ziya.
  await t.db.query(
    `insert into name_popularity (name_key, sex, first_year, births, ranks, latest_rank, latest_births, peak_rank, peak_year)
     values ('lucy', 'F', 2024, '{100}', '{120}', 120, 100, 120, 2024),
            ('olivia', 'F', 2024, '{9000}', '{2}', 2, 9000, 1, 2020),
            ('ayden', 'M', 2024, '{500}', '{90}', 90, 500, 50, 2010)`,
  );
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/names?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<NamesPage>();
};
const search = (term: string, extra = '') => list(`search=${encodeURIComponent(term)}${extra}`);
const rows = (page: NamesPage) => page.data.map((n) => [n.name, n.match] as [string, SearchMatch | undefined]);
const namesOf = (page: NamesPage) => page.data.map((n) => n.name);

describe('GET /api/names?search=', () => {
  it('finds a name typed as it is, in both genders when no gender is chosen', async () => {
    const page = await search('olivia');
    expect(rows(page)[0]).toEqual(['Olivia', { kind: 'name' }]);
    expect(page.didYouMean).toEqual([]);
    expect(page.otherGender).toBeUndefined();
    const jordan = await search('Jordan');
    expect(jordan.data.map((n) => [n.name, n.gender]).sort()).toEqual([
      ['Jordan', 'female'],
      ['Jordan', 'male'],
    ]);
  });

  it('finds a name through one of its spellings, and says which', async () => {
    const page = await search('Claire');
    expect(rows(page)[0]).toEqual(['Clare', { kind: 'spelling', via: 'Claire' }]);
    expect(page.totalNames).toBe(1);
  });

  it('ranks names starting with the term after the name itself, the most popular first', async () => {
    const page = await search('oliv');
    expect(rows(page).slice(0, 3)).toEqual([
      ['Olivia', { kind: 'prefix' }],
      ['Olive', { kind: 'prefix' }],
      ['Oliver', { kind: 'prefix' }],
    ]);
    expect(rows(await search('olive'))[0]).toEqual(['Olive', { kind: 'name' }]);
  });

  it('forgives typos, and offers "did you mean" when nothing matches the name or its start', async () => {
    const page = await search('olivai');
    expect(rows(page)[0]).toEqual(['Olivia', { kind: 'close' }]);
    expect(page.didYouMean?.[0]).toBe('Olivia');
    // One slip in a short name too; no suggestions when the name is found.
    expect(namesOf(await search('lucu'))).toContain('Lucy');
    expect((await search('luc')).didYouMean).toEqual([]);
  });

  it('finds names that sound the same however they are spelled', async () => {
    const page = await search('Aiyden');
    // One slip (Ayden, the most popular, and Aiden) before two (Aidan).
    expect(namesOf(page)).toEqual(['Ayden', 'Aiden', 'Aidan']);
    expect(page.data.every((n) => n.match?.kind === 'sound' || n.match?.kind === 'close')).toBe(true);
    const mohamud = await search('Mohamud');
    expect(rows(mohamud)[0]).toEqual(['Muhammad', { kind: 'sound' }]);
  });

  it('finds a name typed in its own script, and a script no record holds through its transliteration', async () => {
    const page = await search('आरव');
    expect(rows(page)).toEqual([['Aarav', { kind: 'script', via: 'आरव' }]]);
    // Started in its script: a prefix.
    expect(rows(await search('आर'))[0]).toEqual(['Aarav', { kind: 'prefix', via: 'आरव' }]);
    // No record holds ਹਰਪ੍ਰੀਤ (Gurmukhi): its Latin letters, Harpreet, find the name.
    expect(namesOf(await search('ਹਰਪ੍ਰੀਤ'))).toEqual(['Harpreet']);
  });

  it('ranks meanings with the term as a word before meanings holding it inside a word', async () => {
    const page = await search('light');
    expect(rows(page)).toEqual([
      ['Lucy', { kind: 'meaningWord' }],
      ['Noor', { kind: 'meaningWord' }],
      ['Ziya', { kind: 'meaningWord' }],
      // "servant of the light-giver": light is a word there too, but not what the name means.
      ['Abdulnur', { kind: 'meaningWord' }],
      ['Joy', { kind: 'meaning' }],
    ]);
  });

  it('narrows to a gender, and says how many names the other gender has', async () => {
    // Olivia is a girl's name; Olive is one slip away.
    const boys = await search('Olivia', '&gender=male');
    expect(boys.totalNames).toBe(0);
    expect(boys.otherGender).toEqual({ gender: 'female', totalNames: 2 });
    expect(namesOf(await search('Olivia', '&gender=female'))).toEqual(['Olivia', 'Olive']);
    const none = await search('Noor', '&gender=male');
    expect(none.totalNames).toBe(0);
    expect(none.otherGender).toEqual({ gender: 'female', totalNames: 1 });
  });

  it('keeps the filters of religion on every tier', async () => {
    const page = await search('aar', `&religionId=${hinduism}`);
    expect(namesOf(page)).toEqual(['Aarav']);
  });

  it('keeps a browse list free of match and search fields', async () => {
    const page = await list('letter=O');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((n) => n.match === undefined)).toBe(true);
    expect(page.didYouMean).toBeUndefined();
  });

  it(
    'keeps the search keys right when a name is renamed, given spellings, or deleted',
    { timeout: 120_000 },
    async () => {
      const id = await makeName(t, { name: 'Zephyrine', gender: 'female', meaning: 'west wind' });
      expect(namesOf(await search('Zefirine'))).toEqual(['Zephyrine']);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/names/${id}`,
        headers: admin.headers,
        payload: { name: 'Zephyra', variants: ['Zefira'] },
      });
      expect(put.statusCode).toBe(200);
      expect((await search('Zephyrine')).totalNames).toBe(0);
      expect(rows(await search('Zefira'))).toEqual([['Zephyra', { kind: 'spelling', via: 'Zefira' }]]);
      await t.app.inject({ method: 'DELETE', url: `/api/names/${id}`, headers: admin.headers });
      expect((await search('Zefira')).totalNames).toBe(0);
    },
  );

  it('keeps the search keys of imported names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: admin.headers,
      payload: {
        kind: 'names',
        format: 'json',
        content: JSON.stringify({
          kind: 'names',
          items: [{ name: 'Yusuf', gender: 'male', meaning: 'he increases', origin: 'Arabic', variants: ['Yousef'] }],
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows(await search('Yousef'))).toEqual([['Yusuf', { kind: 'spelling', via: 'Yousef' }]]);
    expect(namesOf(await search('Yoosuf'))).toEqual(['Yusuf']);
  });
});

describe('GET /api/names/suggest', () => {
  const suggest = async (q: string, extra = '') => {
    const res = await t.app.inject({ url: `/api/names/suggest?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(2048);
    return res.json<{ success: true; data: NameSuggestion[] }>().data;
  };

  it('suggests names in the ranking of a search, with religion and how each matched', async () => {
    const data = await suggest('aar');
    expect(data).toEqual([
      { id: expect.any(String), name: 'Aarav', gender: 'male', religion: 'Hinduism', match: { kind: 'prefix' } },
    ]);
    expect((await suggest('Claire'))[0]).toMatchObject({ name: 'Clare', match: { kind: 'spelling', via: 'Claire' } });
  });

  it('suggests from one character, at most 8, narrowed by gender', async () => {
    const a = await suggest('a');
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThanOrEqual(8);
    expect(a.every((s) => s.match.kind === 'prefix' || s.match.kind === 'name')).toBe(true);
    expect((await suggest('o', '&gender=female')).map((s) => s.name)).toEqual(['Olivia', 'Olive']);
  });

  it('refuses an empty or too long term', async () => {
    expect((await t.app.inject({ url: '/api/names/suggest?q=' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/names/suggest?q=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });
});
