/**
 * The name details of the seed (catalogue/details): each refers to a record we have,
 * passes the import rules once laid under it, and writes a script in the letters of its language.
 * The coverage floors only go up: every name has a respelling, nearly every record of a tradition
 * with a script of its own has its name in that script (README, "Pronunciation, scripts and variants").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedDetails, readSeedFiles, withSeedDetails, type SeedDetails } from '../../src/server/seed/index.ts';
import {
  validateRecord,
  type GodNameRecord,
  type NameRecord,
  type NicknameRecord,
} from '../../src/shared/catalogue-format.ts';
import { isRightToLeft, SCRIPT_LANG_PATTERN } from '../../src/shared/name-details.ts';

let details: SeedDetails;
let names: NameRecord[];
let godNames: GodNameRecord[];
let nicknames: NicknameRecord[];

/** Every record of a kind with its details laid under it, as the seed writes it. */
function merged<T>(files: Awaited<ReturnType<typeof readSeedFiles>>, kind: 'names' | 'god-names' | 'nicknames'): T[] {
  return files
    .filter((f) => f.kind === kind)
    .flatMap((f) =>
      f.items.map((item, i) => {
        const result = validateRecord(kind, withSeedDetails(details, kind, item));
        if (!result.ok) throw new Error(`${f.file} item ${i + 1}: ${result.errors.map((e) => e.message).join('; ')}`);
        return result.value as T;
      }),
    );
}

beforeAll(async () => {
  details = await readSeedDetails();
  const files = await readSeedFiles();
  names = merged<NameRecord>(files, 'names');
  godNames = merged<GodNameRecord>(files, 'god-names');
  nicknames = merged<NicknameRecord>(files, 'nicknames');
});

/** The letters of each script language the catalogue uses (its Unicode blocks). */
const LETTERS_OF_LANG: Record<string, RegExp> = {
  hi: /^[\u0900-\u097F\s]+$/,
  sa: /^[\u0900-\u097F\s]+$/,
  'pa-Guru': /^[\u0A00-\u0A7F\s]+$/,
  bn: /^[\u0980-\u09FF\s]+$/,
  or: /^[\u0B00-\u0B7F\s]+$/,
  gu: /^[\u0A80-\u0AFF\s]+$/,
  ta: /^[\u0B80-\u0BFF\s]+$/,
  te: /^[\u0C00-\u0C7F\s]+$/,
  kn: /^[\u0C80-\u0CFF\s]+$/,
  ml: /^[\u0D00-\u0D7F\s]+$/,
  // Sinhala writes its conjuncts (rakaransaya, yansaya) with a zero-width joiner.
  si: /^[\u0D80-\u0DFF\u200D\s]+$/,
  th: /^[\u0E00-\u0E7F\s]+$/,
  bo: /^[\u0F00-\u0FFF\s]+$/,
  my: /^[\u1000-\u109F\s]+$/,
  ja: /^[\u3040-\u30FF\u4E00-\u9FFF\s]+$/,
  ar: /^[\u0600-\u06FF\s]+$/,
  fa: /^[\u0600-\u06FF\u200C\s]+$/,
  ur: /^[\u0600-\u06FF\s]+$/,
  he: /^[\u0590-\u05FF\s]+$/,
  yi: /^[\u0590-\u05FF\s]+$/,
  grc: /^[\u0370-\u03FF\u1F00-\u1FFF\s]+$/,
};

/**
 * The script languages each tradition's names are written in: Hindu names in Devanagari, or in
 * Bengali, Odia, Tamil, Telugu, Kannada or Malayalam letters for names of those languages; Buddhist
 * names in the script of the language they come from (Tibetan, Sinhala, Thai, Burmese, Japanese,
 * Sanskrit); Parsi names in Gujarati and Iranian ones in Persian letters.
 */
const SCRIPTS: Record<string, string[]> = {
  Hinduism: ['hi', 'sa', 'bn', 'or', 'ta', 'te', 'kn', 'ml'],
  Jainism: ['hi', 'sa', 'gu'],
  Sikhism: ['pa-Guru'],
  Islam: ['ar', 'fa', 'ur'],
  Judaism: ['he', 'yi'],
  Buddhism: ['bo', 'si', 'th', 'my', 'ja', 'sa'],
  Zoroastrianism: ['fa', 'gu'],
};

describe('name details of the seed', () => {
  it('refer only to records we have', () => {
    const keys = new Set(names.flatMap((n) => [n.name, `${n.name}|${n.religion ?? 'Universal'}`]));
    expect(Object.keys(details.names).filter((k) => !keys.has(k))).toEqual([]);
    const godKeys = new Set(godNames.flatMap((g) => [g.name, `${g.name}|${g.religion}`]));
    expect(Object.keys(details.godNames).filter((k) => !godKeys.has(k))).toEqual([]);
    const nicks = new Set(nicknames.map((n) => n.name));
    expect(Object.keys(details.nicknames).filter((k) => !nicks.has(k))).toEqual([]);
  });

  it('give pronunciations to the most looked-up names (floor only rises)', () => {
    const withPronunciation = names.filter((n) => n.pronunciation);
    expect(withPronunciation.length).toBeGreaterThanOrEqual(3000);
    // A respelling: syllables joined by hyphens, the stressed one in capitals.
    for (const n of withPronunciation) expect(n.pronunciation, n.name).toMatch(/^[a-zA-Z]+(?:[- ][a-zA-Z]+)*$/);
    for (const n of withPronunciation) expect(n.pronunciation, n.name).toMatch(/[A-Z]{2}|^[A-Z]+$/);
  });

  it("give a pronunciation to nearly every name record, the record's own or the sidecar's (floor only rises)", () => {
    // Counted on the records as the seed writes them, whoever supplies the respelling (100% when written).
    const missing = names.filter((n) => !n.pronunciation).map((n) => `${n.name} (${n.religion ?? 'Universal'})`);
    expect(
      1 - missing.length / names.length,
      `no pronunciation: ${missing.slice(0, 20).join(', ')}`,
    ).toBeGreaterThanOrEqual(0.99);
  });

  it('write IPA only in IPA letters, without the slashes the page adds', () => {
    const withIpa = names.filter((n) => n.ipa);
    expect(withIpa.length).toBeGreaterThanOrEqual(1450);
    for (const n of withIpa) expect(n.ipa, n.name).toMatch(/^[a-zæɑɒɔəɚɛɜɝɪʊʌθðʃʒŋɡɹɾʔˈˌː .]+$/);
  });

  it("write a script only in the letters of its language, on the records of that script's tradition", () => {
    const withScript = names.filter((n) => n.script);
    for (const n of withScript) {
      const langs = SCRIPTS[n.religion ?? ''];
      expect(langs, `${n.name} (${n.religion})`).toBeDefined();
      expect(langs, n.name).toContain(n.scriptLang);
      expect(n.script, n.name).toMatch(LETTERS_OF_LANG[n.scriptLang!]!);
      expect(n.scriptLang, n.name).toMatch(new RegExp(SCRIPT_LANG_PATTERN));
    }
    // Coverage per tradition with a script of its own (floors only rise).
    const count = (religion: string) => withScript.filter((n) => n.religion === religion).length;
    expect(count('Hinduism')).toBeGreaterThanOrEqual(1600);
    expect(count('Islam')).toBeGreaterThanOrEqual(1150);
    expect(count('Sikhism')).toBeGreaterThanOrEqual(560);
    expect(count('Judaism')).toBeGreaterThanOrEqual(460);
    expect(count('Jainism')).toBeGreaterThanOrEqual(140);
    expect(count('Buddhism')).toBeGreaterThanOrEqual(130);
    expect(count('Zoroastrianism')).toBeGreaterThanOrEqual(115);
  });

  it('give a script to nearly every record of a tradition that has one (floors only rise)', () => {
    // Counted on the records as the seed writes them (the record's own script or the sidecar's).
    // Names of languages whose standard spelling today is in Latin letters have no other script to
    // give: Turkish (since 1928), Somali (1972), Hausa (boko), Malay and Javanese (rumi), Albanian
    // and the Kurmanji Kurdish of Turkey. Pali has no script of its own (a Pali name is written in
    // the script of the country using it), and Chinese is not among the scripts given yet.
    // The README says why the few others are empty (a spelling that depends on a choice we cannot see).
    const noScriptOfItsOwn = /^(Turkish|Somali|Hausa|Malay|Javanese|Albanian|Kurdish|Pali|Chinese)\b/;
    const floors: Record<string, number> = {
      Hinduism: 0.99,
      Islam: 0.97,
      Sikhism: 0.99,
      Judaism: 0.99,
      Jainism: 0.99,
      Buddhism: 0.95,
      Zoroastrianism: 0.9,
    };
    for (const [religion, floor] of Object.entries(floors)) {
      const records = names.filter((n) => n.religion === religion && !noScriptOfItsOwn.test(n.origin));
      const missing = records.filter((n) => !n.script).map((n) => n.name);
      expect(records.length, religion).toBeGreaterThan(0);
      expect(
        1 - missing.length / records.length,
        `${religion} without script: ${missing.join(', ')}`,
      ).toBeGreaterThanOrEqual(floor);
    }
  });

  it('give every god name a script in the letters of its language', () => {
    for (const g of godNames.filter((x) => x.script)) {
      expect(LETTERS_OF_LANG[g.scriptLang!], `${g.name}: ${g.scriptLang}`).toBeDefined();
      expect(g.script, g.name).toMatch(LETTERS_OF_LANG[g.scriptLang!]!);
    }
    // Only the Christian Father, Holy Spirit and Virgin Mary have none (English is their catalogue language).
    expect(
      godNames
        .filter((g) => !g.script)
        .map((g) => g.name)
        .sort(),
    ).toEqual(['God the Father', 'Holy Spirit', 'Virgin Mary']);
    expect(isRightToLeft('ar') && isRightToLeft('he') && isRightToLeft('fa') && !isRightToLeft('pa-Guru')).toBe(true);
  });

  it('list variants that are other spellings: never the name itself, never twice', () => {
    const withVariants = names.filter((n) => n.variants.length > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(2850);
    // God names too: the spellings a parent may know a deity by (Ganesh, Siva, Laxmi, Hormazd).
    expect(godNames.filter((g) => g.variants.length > 0).length).toBeGreaterThanOrEqual(24);
    for (const n of [...withVariants, ...godNames]) {
      const folded = n.variants.map((v) => v.toLowerCase());
      expect(folded, n.name).not.toContain(n.name.toLowerCase());
      expect(new Set(folded).size, n.name).toBe(folded.length);
    }
    const zain = names.find((n) => n.name === 'Zain');
    expect(zain?.variants).toContain('Zayn');
  });

  it('link nicknames to catalogue names their description names', () => {
    const spellings = new Set(names.map((n) => n.name));
    const linked = nicknames.filter((n) => n.fullNames.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(250);
    for (const n of linked) {
      for (const full of n.fullNames) {
        expect(spellings.has(full), `${n.name} → ${full}`).toBe(true);
        expect(n.description, `${n.name} → ${full}`).toContain(full);
      }
    }
    expect(nicknames.find((n) => n.name === 'Abby')?.fullNames).toEqual(['Abigail']);
  });
});
