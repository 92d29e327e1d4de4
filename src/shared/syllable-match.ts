/**
 * Which birth-star syllable a name begins with, read from its native spelling: the first akshara
 * (consonant with its vowel) of its Devanagari, or of another Indic script first converted to
 * Devanagari. Names without a native spelling are read from their Latin letters instead, and say
 * so. Runs at build time and in the API, never in the browser (the transliteration tables are big).
 *
 * Choices, as Hindi naming guides make them:
 * - The length of the vowel does not count: चु and चू, रा and र, ए and ऐ, ओ and औ begin the same
 *   names (published tables themselves print चु for चू, आ for अ).
 * - A consonant cluster counts by its first consonant: प्रिया begins with पी (Pi), त्रिशा with ती.
 * - ऋ and the vowel sign ृ are read "ri": ऋषि begins with री, कृष्ण with की.
 * - श counts as ष, which modern Hindi pronounces alike: the tables' ष (Sha, Hasta pada 2) takes
 *   शान्ति and षण्मुख; शिवा (Shi) begins with no syllable of the table.
 * - Nukta letters count as their base letter (ज़ as ज, फ़ as फ).
 */
import Sanscript from '@indic-transliteration/sanscript';
import { PADAS, type Pada } from './nakshatra.ts';

export type VowelClass = 'a' | 'i' | 'u' | 'e' | 'o';

/** A syllable as matching sees it: its first consonant ('' for a vowel) and its vowel class. */
export interface SyllableKey {
  consonant: string;
  vowel: VowelClass;
}

const keyString = (k: SyllableKey): string => `${k.consonant}|${k.vowel}`;

const INDEPENDENT_VOWELS: Record<string, VowelClass> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ए: 'e',
  ऐ: 'e',
  ऍ: 'e',
  ऎ: 'e',
  ओ: 'o',
  औ: 'o',
  ऑ: 'o',
  ऒ: 'o',
  ॐ: 'o',
};

const VOWEL_SIGNS: Record<string, VowelClass> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'i',
  'ॄ': 'i',
  'े': 'e',
  'ै': 'e',
  'ॅ': 'e',
  'ॆ': 'e',
  'ो': 'o',
  'ौ': 'o',
  'ॉ': 'o',
  'ॊ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const isConsonant = (c: string): boolean => /[\u0915-\u0939\u0958-\u095F]/.test(c);
const isLetter = (c: string): boolean => !!INDEPENDENT_VOWELS[c] || c === 'ऋ' || c === 'ॠ' || isConsonant(c);

/** Nukta letters to their base letter, श to ष. */
function baseConsonant(c: string): string {
  const plain = c.normalize('NFD').replace(NUKTA, '');
  return plain === 'श' ? 'ष' : plain;
}

/** The key of the first akshara of Devanagari text, or null when it begins with no letter. */
export function devanagariKey(text: string): SyllableKey | null {
  const chars = [...text.normalize('NFD').replace(new RegExp(NUKTA, 'g'), '').trim()];
  let i = 0;
  while (i < chars.length && !isLetter(chars[i]!)) i++;
  const first = chars[i];
  if (!first) return null;
  const vowel = INDEPENDENT_VOWELS[first];
  if (vowel) return { consonant: '', vowel };
  if (first === 'ऋ' || first === 'ॠ') return { consonant: 'र', vowel: 'i' };
  const consonant = baseConsonant(first);
  i++;
  // Skip the rest of a cluster (्र, ्य…) to the vowel sign of the akshara.
  while (chars[i] === VIRAMA && chars[i + 1] && isConsonant(chars[i + 1]!)) i += 2;
  const sign = chars[i];
  return { consonant, vowel: (sign && VOWEL_SIGNS[sign]) || 'a' };
}

/** Sanscript's scheme for the Indic script a text is written in, from its first letter. */
const SCRIPT_BLOCKS: [from: number, to: number, scheme: string][] = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x0d80, 0x0dff, 'sinhala'],
];

export function indicSchemeOf(text: string): string | null {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (/\s|\p{P}/u.test(ch)) continue;
    const block = SCRIPT_BLOCKS.find(([from, to]) => code >= from && code <= to);
    return block ? block[2] : null;
  }
  return null;
}

/** Indic text in Devanagari (unchanged when it already is; null when it is not Indic). */
export function toDevanagari(text: string): string | null {
  const scheme = indicSchemeOf(text);
  if (!scheme) return null;
  return scheme === 'devanagari' ? text : Sanscript.t(text, scheme, 'devanagari');
}

/** The key of a native spelling in any Indic script (null: not Indic, or no letter). */
export function scriptKey(script: string): SyllableKey | null {
  const devanagari = toDevanagari(script);
  return devanagari ? devanagariKey(devanagari) : null;
}

/** Latin consonants, longest first, read as the Devanagari the name most likely has. */
const LATIN_CONSONANTS: [string, string][] = [
  ['chh', 'छ'],
  ['ch', 'च'],
  ['kh', 'ख'],
  ['gh', 'घ'],
  ['gy', 'ज'],
  ['jn', 'ज'],
  ['jh', 'झ'],
  ['th', 'थ'],
  ['dh', 'ध'],
  ['ph', 'फ'],
  ['bh', 'भ'],
  ['sh', 'ष'],
  ['c', 'च'],
  ['k', 'क'],
  ['q', 'क'],
  ['x', 'क'],
  ['g', 'ग'],
  ['j', 'ज'],
  ['z', 'ज'],
  // Latin cannot tell ट from त or ड from द; Indian names begin with the dental far more often.
  ['t', 'त'],
  ['d', 'द'],
  ['n', 'न'],
  ['p', 'प'],
  ['f', 'फ'],
  ['b', 'ब'],
  ['m', 'म'],
  ['y', 'य'],
  ['r', 'र'],
  ['l', 'ल'],
  ['v', 'व'],
  ['w', 'व'],
  ['s', 'स'],
  ['h', 'ह'],
];

const LATIN_VOWELS: [string, VowelClass][] = [
  ['ai', 'e'],
  ['au', 'o'],
  ['aa', 'a'],
  ['ee', 'i'],
  ['oo', 'u'],
  ['a', 'a'],
  ['e', 'e'],
  ['i', 'i'],
  ['o', 'o'],
  ['u', 'u'],
];

/** Honorifics that are not part of the name itself ("Shri Krishna" is Krishna). */
const HONORIFIC = /^(shri|sri|shree)\s+/i;

/** The key of a name from its Latin spelling (IAST marks allowed); null when it has no vowel. */
export function latinKey(name: string): SyllableKey | null {
  let s = name
    .replace(HONORIFIC, '')
    .replace(/[śṣŚṢ]/g, 'sh')
    .replace(/[ṛṝṚṜ]/g, 'ri')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  let consonant = '';
  // The first consonant, then any consonants of its cluster (pr, shr, tr, kr, vy…): Krishna is
  // read like कृष्ण, Ki.
  for (;;) {
    const found = LATIN_CONSONANTS.find(([latin]) => s.startsWith(latin));
    if (!found) break;
    if (!consonant) consonant = found[1];
    s = s.slice(found[0].length);
  }
  const vowel = LATIN_VOWELS.find(([latin]) => s.startsWith(latin));
  if (!vowel) return null;
  return { consonant, vowel: vowel[1] };
}

const PADAS_BY_KEY: Map<string, Pada[]> = new Map();
for (const pada of PADAS) {
  const key = devanagariKey(pada.syllable);
  if (!key) throw new Error(`No key for ${pada.syllable}`);
  const k = keyString(key);
  PADAS_BY_KEY.set(k, [...(PADAS_BY_KEY.get(k) ?? []), pada]);
}

/** The padas whose syllable a key matches (one, except where the table repeats a syllable). */
export function padasOfKey(key: SyllableKey | null): Pada[] {
  return key ? (PADAS_BY_KEY.get(keyString(key)) ?? []) : [];
}

/** How a name was matched: on its native script, or on its Latin spelling (less sure). */
export type MatchedOn = 'script' | 'spelling';

export interface NameForMatch {
  name: string;
  script?: string | null;
}

/**
 * The padas a name begins with, and what the match was made on. A name with a native spelling
 * that is not Indic (Arabic, Hebrew, Tibetan…) matches nothing: its Latin letters are not the
 * sounds of a Devanagari syllable.
 */
export function padasOfName(name: NameForMatch): { padas: Pada[]; matchedOn: MatchedOn } | null {
  if (name.script) {
    const key = scriptKey(name.script);
    if (!key && indicSchemeOf(name.script) === null) return null;
    const padas = padasOfKey(key);
    return padas.length ? { padas, matchedOn: 'script' } : null;
  }
  const padas = padasOfKey(latinKey(name.name));
  return padas.length ? { padas, matchedOn: 'spelling' } : null;
}
