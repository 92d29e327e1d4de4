import { describe, expect, it } from 'vitest';
import { devanagariKey, latinKey, padasOfName, scriptKey, toDevanagari } from '../../src/shared/syllable-match.ts';
import { NAKSHATRAS, PADAS, RASHIS, SYLLABLE_SOURCES, TABLE_SOURCES } from '../../src/shared/nakshatra.ts';

const slugsOf = (name: string, script: string | null = null) =>
  padasOfName({ name, script })?.padas.map((p) => p.slug) ?? [];

describe('the syllable table', () => {
  it('has 27 nakshatras of 4 padas, 9 padas to each of the 12 rashis, and no syllable twice', () => {
    expect(NAKSHATRAS).toHaveLength(27);
    expect(PADAS).toHaveLength(108);
    for (const rashi of RASHIS) expect(PADAS.filter((p) => p.rashi === rashi)).toHaveLength(9);
    const keys = PADAS.map((p) => JSON.stringify(devanagariKey(p.syllable)));
    expect(new Set(keys).size).toBe(108);
  });

  it('puts the padas in their rashis as panchangs do', () => {
    const rashiOf = (slug: string) => PADAS.find((p) => p.slug === slug)!.rashi.name;
    expect(rashiOf('krittika-1')).toBe('Mesha');
    expect(rashiOf('krittika-2')).toBe('Vrishabha');
    expect(rashiOf('punarvasu-3')).toBe('Mithuna');
    expect(rashiOf('punarvasu-4')).toBe('Karka');
    expect(rashiOf('revati-4')).toBe('Mina');
  });

  it('names its sources, and every other reading names one', () => {
    for (const id of TABLE_SOURCES) expect(SYLLABLE_SOURCES[id].url).toMatch(/^https:\/\//);
    const others = PADAS.flatMap((p) => p.others);
    expect(others.length).toBeGreaterThan(10);
    for (const o of others) expect(o.sources.length).toBeGreaterThan(0);
    // Where Hora Ratnam gives Abhijit's syllables, the Telugu tables give them to Shravana.
    expect(PADAS.find((p) => p.slug === 'shravana-1')!.others.map((o) => o.syllable)).toContain('जू');
  });
});

describe('the first akshara of a native spelling', () => {
  it('reads Devanagari: consonant, cluster and vowel sign', () => {
    expect(slugsOf('Chetan', 'चेतन')).toEqual(['ashwini-2']);
    expect(slugsOf('Priya', 'प्रिया')).toEqual(['uttara-phalguni-4']);
    expect(slugsOf('Trisha', 'त्रिशा')).toEqual(['vishakha-1']);
    expect(slugsOf('Lakshmi', 'लक्ष्मी')).toEqual(['ashwini-4']);
    expect(slugsOf('Om', 'ओम')).toEqual(['rohini-1']);
    expect(slugsOf('Tina', 'टीना')).toEqual(['purva-phalguni-3']);
  });

  it('does not count the length of the vowel, as the tables print it both ways', () => {
    expect(slugsOf('Chunnilal', 'चुन्नीलाल')).toEqual(['ashwini-1']);
    expect(slugsOf('Aarav', 'आरव')).toEqual(['krittika-1']);
    expect(slugsOf('Ishaan', 'इशान')).toEqual(['krittika-2']);
    expect(slugsOf('Aishwarya', 'ऐश्वर्या')).toEqual(['krittika-4']);
    expect(slugsOf('Raghav', 'राघव')).toEqual(['chitra-3']);
  });

  it('reads ऋ and ृ as "ri", श as ष, and a nukta letter as its base', () => {
    expect(slugsOf('Rishi', 'ऋषि')).toEqual(['chitra-4']);
    expect(slugsOf('Krishna', 'कृष्ण')).toEqual(['mrigashira-4']);
    expect(slugsOf('Shanti', 'शान्ति')).toEqual(['hasta-2']);
    expect(devanagariKey('फ़रहान')).toEqual({ consonant: 'फ', vowel: 'a' });
  });

  it('converts other Indic scripts to Devanagari first', () => {
    expect(toDevanagari('ਗੁਰਪ੍ਰੀਤ')).toBe('गुरप्रीत');
    expect(slugsOf('Gurpreet', 'ਗੁਰਪ੍ਰੀਤ')).toEqual(['dhanishtha-3']);
    expect(slugsOf('Debashish', 'দেবাশিস')).toEqual(['revati-1']);
    expect(slugsOf('Aadhavan', 'ஆதவன்')).toEqual(['krittika-1']);
    expect(slugsOf('Ananya', 'ಅನನ್ಯ')).toEqual(['krittika-1']);
    expect(slugsOf('Priya', 'പ്രിയ')).toEqual(['uttara-phalguni-4']);
    expect(slugsOf('Nayana', 'నయన')).toEqual(['anuradha-1']);
    expect(slugsOf('Hetal', 'હેતલ')).toEqual(['pushya-2']);
    expect(slugsOf('Sasmita', 'ସସ୍ମିତା')).toEqual(['shatabhisha-2']);
  });

  it('matches nothing for a spelling outside the table or in a non-Indic script', () => {
    expect(slugsOf('Shiva', 'शिव')).toEqual([]);
    expect(slugsOf('Tariq', 'طارق')).toEqual([]);
    expect(slugsOf('Tenzin', 'བསྟན་འཛིན')).toEqual([]);
    expect(scriptKey('طارق')).toBeNull();
  });

  it('goes by the script over the Latin letters', () => {
    // Latin "Ti" would be ती (Vishakha 1).
    expect(slugsOf('Tina')).toEqual(['vishakha-1']);
    expect(padasOfName({ name: 'Tina', script: 'टीना' })?.matchedOn).toBe('script');
  });
});

describe('Latin spellings, for names and god names without a native spelling', () => {
  it('reads the first consonant, its cluster and the vowel', () => {
    expect(latinKey('Vasudeva')).toEqual({ consonant: 'व', vowel: 'a' });
    expect(latinKey('Shri Krishna')).toEqual({ consonant: 'क', vowel: 'i' });
    expect(latinKey('Chhaya')).toEqual({ consonant: 'छ', vowel: 'a' });
    expect(latinKey('Aishwarya')).toEqual({ consonant: '', vowel: 'e' });
    expect(latinKey('Deepak')).toEqual({ consonant: 'द', vowel: 'i' });
    expect(latinKey('Śaṅkara')).toEqual({ consonant: 'ष', vowel: 'a' });
    expect(padasOfName({ name: 'Vasudev' })).toMatchObject({ matchedOn: 'spelling' });
    expect(slugsOf('Bhavani')).toEqual(['mula-3']);
    expect(slugsOf('Kavya')).toEqual(['mrigashira-3']);
  });
});
