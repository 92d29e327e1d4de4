import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeGodName, makeName, makeReligion } from '../helpers/factories.ts';

interface SyllableOut {
  slug: string;
  nakshatra: number;
  pada: number;
  syllable: string;
  names: { id: string; script: string | null; scriptLang: string | null; matchedOn: 'script' | 'spelling' }[];
  godNames: { id: string; name: string; subNames: string[] }[];
}

let t: TestApp;
const ids: Record<string, string> = {};
let krishna: string;

beforeAll(async () => {
  t = await startTestApp();
  const hinduism = await makeReligion(t, { name: 'Hinduism' });
  const islam = await makeReligion(t, { name: 'Islam' });
  const sikhism = await makeReligion(t, { name: 'Sikhism' });
  const christianity = await makeReligion(t, { name: 'Christianity' });
  const hindu = (name: string, script: string | null, scriptLang: string | null, gender: 'male' | 'female' = 'male') =>
    makeName(t, { name, gender, religionId: hinduism, script, scriptLang }).then((id) => (ids[name] = id));
  await hindu('Chetan', 'चेतन', 'hi');
  await hindu('Priya', 'प्रिया', 'hi', 'female');
  await hindu('Debashish', 'দেবাশিস', 'bn');
  await hindu('Aadhavan', 'ஆதவன்', 'ta');
  // Bengali ব is both va and ba, as in Bengali tables (Rohini: ও বা বি বু): বিবেক is विवेक, Rohini 3.
  await hindu('Vivek', 'বিবেক', 'bn');
  // टीना begins with the retroflex ट (Purva Phalguni 3), which its Latin letters cannot show.
  await hindu('Tina', 'टीना', 'hi', 'female');
  await hindu('Vasudev', null, null);
  ids['Gurpreet'] = await makeName(t, {
    name: 'Gurpreet',
    religionId: sikhism,
    script: 'ਗੁਰਪ੍ਰੀਤ',
    scriptLang: 'pa-Guru',
  });
  ids['Tariq'] = await makeName(t, { name: 'Tariq', religionId: islam, script: 'طارق', scriptLang: 'ar' });
  ids['Tom'] = await makeName(t, { name: 'Tom', religionId: christianity });
  ids['Tanya'] = await makeName(t, { name: 'Tanya', religionId: null });
  krishna = await makeGodName(t, {
    name: 'Krishna',
    religionId: hinduism,
    subNames: ['Shri Krishna', 'Vasudeva', 'Kamalanatha', 'Vasudevatmaja', 'Punya'],
  });
  await makeGodName(t, { name: 'Waheguru', religionId: sikhism, subNames: ['Vahiguru', 'Satnam'] });
}, 120_000);
afterAll(() => t.close());

async function syllables(): Promise<Map<string, SyllableOut>> {
  const res = await t.app.inject({ url: '/api/nakshatra/syllables' });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ success: boolean; data: SyllableOut[] }>();
  expect(body.success).toBe(true);
  return new Map(body.data.map((s) => [s.slug, s]));
}

const namesOf = (s: SyllableOut | undefined) => s?.names.map((n) => n.id) ?? [];

describe('GET /api/nakshatra/syllables', () => {
  it('lists the 108 padas in zodiac order, each with its syllable', async () => {
    const res = await t.app.inject({ url: '/api/nakshatra/syllables' });
    const data = res.json<{ data: SyllableOut[] }>().data;
    expect(data).toHaveLength(108);
    expect(data[0]).toMatchObject({ slug: 'ashwini-1', nakshatra: 1, pada: 1, syllable: 'चू' });
    expect(data[107]).toMatchObject({ slug: 'revati-4', nakshatra: 27, pada: 4, syllable: 'ची' });
  });

  it('matches names on the first akshara of their native script, whatever the Indic script', async () => {
    const s = await syllables();
    expect(s.get('ashwini-2')!.names).toContainEqual({
      id: ids['Chetan'],
      script: 'चेतन',
      scriptLang: 'hi',
      matchedOn: 'script',
    });
    // प्रिया: a cluster counts by its first consonant, with the akshara's vowel.
    expect(namesOf(s.get('uttara-phalguni-4'))).toContain(ids['Priya']);
    // Bengali দেবাশিস is देबाशिस: दे, Revati 1.
    expect(namesOf(s.get('revati-1'))).toContain(ids['Debashish']);
    // Tamil ஆதவன்: आ, read with अ (Krittika 1).
    expect(namesOf(s.get('krittika-1'))).toContain(ids['Aadhavan']);
    // Gurmukhi ਗੁਰਪ੍ਰੀਤ: गु, Dhanishtha 3.
    expect(namesOf(s.get('dhanishtha-3'))).toContain(ids['Gurpreet']);
  });

  it('goes by the script, not the Latin letters, when the two disagree', async () => {
    const s = await syllables();
    expect(namesOf(s.get('purva-phalguni-3'))).toContain(ids['Tina']);
    expect(namesOf(s.get('vishakha-1'))).not.toContain(ids['Tina']);
    expect(s.get('rohini-3')!.names).toContainEqual({
      id: ids['Vivek'],
      script: 'বিবেক',
      scriptLang: 'bn',
      matchedOn: 'script',
    });
  });

  it('matches a Hindu name without a native spelling on its Latin letters, and says so', async () => {
    const s = await syllables();
    expect(s.get('rohini-2')!.names).toContainEqual({
      id: ids['Vasudev'],
      script: null,
      scriptLang: null,
      matchedOn: 'spelling',
    });
  });

  it('leaves out names of other traditions and names in non-Indic scripts', async () => {
    const s = await syllables();
    const everywhere = [...s.values()].flatMap((x) => namesOf(x));
    for (const name of ['Tariq', 'Tom', 'Tanya']) expect(everywhere).not.toContain(ids[name]);
  });

  it('gives the god names whose lists have names beginning with the syllable, with those names', async () => {
    const s = await syllables();
    expect(s.get('rohini-2')!.godNames).toEqual([
      { id: krishna, name: 'Krishna', subNames: ['Vasudeva', 'Vasudevatmaja'] },
    ]);
    expect(s.get('mrigashira-3')!.godNames[0]!.subNames).toEqual(['Kamalanatha']);
    // "Shri Krishna" is Krishna, कृ: read "kri", Ki.
    expect(s.get('mrigashira-4')!.godNames[0]!.subNames).toEqual(['Shri Krishna']);
    expect(s.get('hasta-2')!.godNames).toEqual([]);
    // Sikh god names are not offered for birth stars.
    const gods = [...s.values()].flatMap((x) => x.godNames.map((g) => g.name));
    expect(gods).not.toContain('Waheguru');
  });

  it('answers a repeat with 304 from its ETag', async () => {
    const first = await t.app.inject({ url: '/api/nakshatra/syllables' });
    const again = await t.app.inject({
      url: '/api/nakshatra/syllables',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
