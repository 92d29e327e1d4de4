/**
 * Respellings (ah-RAHV) are read by parents who know only English spelling, so they follow one
 * key, the one the catalogue README documents: syllables joined by hyphens, one capitalised
 * syllable a word, each syllable one vowel spelling of the key between consonants; a long vowel
 * is written long and a short one short (oo/uu, ee/ih); no r that the name does not have (an
 * American reader says Özlem "erz-LEM" with an r); in Hindi, Sanskrit, Marathi and Punjabi names
 * the capitals never sit on a light syllable while an earlier heavy one goes unstressed (the
 * metre: BAH-huu-buh-lee, not bah-huu-BUH-lee). And a script labelled Yiddish is spelt the
 * Yiddish way, with its vowels written, not the Hebrew way (Shevy שבי is Hebrew spelling).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedDetails, readSeedFiles, withSeedDetails } from '../../src/server/seed/index.ts';

interface Rec {
  name: string;
  gender: string;
  religion?: string | null;
  pronunciation?: string;
  script?: string;
  scriptLang?: string;
}

/** The key's vowel spellings (README, "Respelling key"), longest first so that "ee" wins over "e". */
export const VOWELS = [
  'eye',
  'air',
  'eer',
  'oor',
  'ah',
  'ai',
  'ar',
  'aw',
  'ay',
  'eh',
  'ee',
  'er',
  'ew',
  'ih',
  'ir',
  'oh',
  'oo',
  'or',
  'ow',
  'oy',
  'uh',
  'ur',
  'uu',
  'ye',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];
const CONSONANTS = [
  'chh',
  'ch',
  'bh',
  'dh',
  'gh',
  'jh',
  'kh',
  'ph',
  'sh',
  'th',
  'zh',
  'ng',
  'ts',
  ...'bcdfghjklmnpqrstvwxyz',
];
const C = `(?:${CONSONANTS.join('|')})`;
const SYLLABLE = new RegExp(`^${C}*(${VOWELS.join('|')})${C}*$`);
/** Long vowels, and the r-vowels, whose r closes the syllable: both make it heavy. */
const LONG = new Set([
  'ah',
  'ai',
  'aw',
  'ay',
  'ee',
  'eye',
  'oh',
  'oo',
  'ow',
  'oy',
  'y',
  'ye',
  'ew',
  'air',
  'eer',
  'oor',
  'ar',
  'er',
  'ir',
  'or',
  'ur',
]);

/** Short and long u in the Indic scripts the catalogue writes. */
const U: Record<string, [string, string]> = {
  // ṛ (ृ, ऋ) is said ru in Hindi and Marathi names (Trupti TRUUP-tee).
  hi: ['ुउृऋ', 'ूऊ'],
  sa: ['ुउृऋ', 'ूऊ'],
  mr: ['ुउृऋ', 'ूऊ'],
  'pa-Guru': ['ੁਉ', 'ੂਊ'],
  bn: ['ুউ', 'ূঊ'],
  or: ['ୁଉ', 'ୂଊ'],
  gu: ['ુઉ', 'ૂઊ'],
  ta: ['ுஉ', 'ூஊ'],
  ml: ['ുഉ', 'ൂഊ'],
  kn: ['ುಉ', 'ೂಊ'],
  te: ['ుఉ', 'ూఊ'],
};
/** Languages whose stress follows syllable weight (Dravidian and Bengali names stress the first). */
const METRE = new Set(['hi', 'sa', 'mr', 'pa-Guru']);

let records: Rec[] = [];

beforeAll(async () => {
  const files = await readSeedFiles();
  const details = await readSeedDetails();
  records = files
    .filter((f) => f.kind === 'names')
    .flatMap((f) => f.items.map((item) => withSeedDetails(details, 'names', item) as Rec));
});

const label = (r: Rec) => `${r.name} (${r.gender}, ${r.religion ?? 'universal'}) ${r.pronunciation}`;
const with_ = (r: Rec): r is Rec & { pronunciation: string } => !!r.pronunciation;

/** The key's problems with one respelling, whatever its record. */
function formProblems(p: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z]+(?:-[A-Za-z]+)*(?: [A-Za-z]+(?:-[A-Za-z]+)*)*$/.test(p))
    problems.push('not letters, hyphens and single spaces');
  for (const word of p.split(' ')) {
    const syllables = word.split('-');
    const stressed = syllables.filter((s) => s === s.toUpperCase());
    if (stressed.length !== 1) problems.push(`"${word}" has ${stressed.length} capitalised syllables`);
    for (const s of syllables) {
      if (s !== s.toUpperCase() && s !== s.toLowerCase()) problems.push(`"${s}" mixes capitals and small letters`);
      if (!SYLLABLE.test(s.toLowerCase())) problems.push(`"${s}" is not consonants, one vowel of the key, consonants`);
    }
  }
  return problems;
}

function vowelOf(s: string): string {
  return SYLLABLE.exec(s.toLowerCase())?.[1] ?? '';
}
/** Light: a short vowel with nothing after it in the syllable. */
function heavy(s: string): boolean {
  const low = s.toLowerCase();
  const v = vowelOf(s);
  return LONG.has(v) || low.lastIndexOf(v) + v.length < low.length;
}

describe('the respelling key', () => {
  it('is followed by every respelling: letters, hyphens, one stressed syllable, one vowel a syllable', () => {
    const bad = records.filter(with_).flatMap((r) => formProblems(r.pronunciation).map((p) => `${label(r)}: ${p}`));
    expect(bad).toEqual([]);
  });

  it('writes no r the name does not have (erz-LEM for Özlem)', () => {
    // Mandarin zhi, whose vowel English speakers hear as an r, is the one exception.
    const bad = records
      .filter(with_)
      .filter((r) => /r/i.test(r.pronunciation) && !/r/i.test(r.name) && r.name !== 'Zhi')
      .map(label);
    expect(bad).toEqual([]);
  });

  it('writes short u short (uu) and long u long (oo) in names with an Indic script', () => {
    const bad = records
      .filter(with_)
      .filter((r) => r.script && r.scriptLang && U[r.scriptLang])
      .filter((r) => {
        const [short, long] = U[r.scriptLang!]!;
        const count = (set: string) => [...r.script!].filter((c) => set.includes(c)).length;
        // Before r a short u is written oor (English has no short u there: goor-PREET).
        const oo = (r.pronunciation.match(/oo(?!r)/gi) ?? []).length;
        const uu = (r.pronunciation.match(/uu/gi) ?? []).length;
        return oo > count(long) || uu > count(short);
      })
      .map((r) => `${label(r)} ${r.script}`);
    expect(bad).toEqual([]);
  });

  it('never stresses a light syllable over an earlier or later heavy one in Hindi, Sanskrit, Marathi and Punjabi names', () => {
    const bad = records
      .filter(with_)
      .filter((r) => r.scriptLang && METRE.has(r.scriptLang) && !r.pronunciation.includes(' '))
      .filter((r) => {
        const syllables = r.pronunciation.split('-');
        const at = syllables.findIndex((s) => s === s.toUpperCase());
        // Punjabi ਿਹ (Fateh, Mehar) is a long vowel, written eh.
        const weighs = (s: string) =>
          heavy(s) || (r.scriptLang === 'pa-Guru' && r.script!.includes('ਿਹ') && vowelOf(s) === 'eh');
        const last = syllables.length - 1;
        return !weighs(syllables[at]!) && syllables.some((s, i) => i !== at && i !== last && weighs(s));
      })
      .map(label);
    expect(bad).toEqual([]);
  });

  it('refuses what the key forbids (a check of the checker)', () => {
    expect(formProblems('ah-RAHV')).toEqual([]);
    expect(formProblems('AH-RAHV')).not.toEqual([]);
    expect(formProblems('ah-raav')).not.toEqual([]);
    expect(formProblems('mah-REE-ah fer-NAHN-dah')).toEqual([]);
  });
});

describe('scripts labelled Yiddish', () => {
  /** The vowels a Yiddish spelling writes: ע, א, ו, י, and the digraphs יי, וי as one (וו is v). */
  const vowelLetters = (s: string) =>
    [
      ...s
        .replace(/וו/g, 'V')
        .replace(/ײַ|ײ|יי/g, 'Y')
        .replace(/ױ|וי/g, 'O'),
    ].filter((c) => 'אעויYO'.includes(c)).length;
  /** Syllables that need a written vowel: all but a final syllabic l (Gitl, Mendl). */
  const needed = (p: string) => {
    const syllables = p.toLowerCase().split('-');
    return syllables.length - (syllables.length > 1 && /^[^aeiou]*(?:e|u|uh|eh)?l$/.test(syllables.at(-1)!) ? 1 : 0);
  };

  it('write every vowel the Yiddish way (Hebrew spelling such as שבי is labelled Hebrew)', () => {
    const bad = records
      .filter(with_)
      .filter((r) => r.scriptLang === 'yi')
      .filter((r) => vowelLetters(r.script!) < needed(r.pronunciation))
      .map((r) => `${label(r)} ${r.script}`);
    expect(bad).toEqual([]);
  });

  it('tells Yiddish from Hebrew spelling (a check of the checker)', () => {
    expect(vowelLetters('שבי') < needed('SHEV-ee')).toBe(true);
    expect(vowelLetters('בערל') < needed('BEH-rel')).toBe(false);
    expect(vowelLetters('פייוול') < needed('FAY-vel')).toBe(false);
  });
});
