/**
 * A name typed in a native script, written in Latin letters (आरव → Aarav): the server searches
 * it so when no record holds that script text. Apart from search-keys.ts because Sanscript's
 * tables weigh 34 KB gzipped, which the browser's search code does not need.
 */
import Sanscript from '@indic-transliteration/sanscript';

/** The Unicode blocks of the Brahmic scripts Sanscript reads, by the block's first code point. */
const INDIC_BLOCKS: Record<number, string> = {
  0x0900: 'devanagari',
  0x0980: 'bengali',
  0x0a00: 'gurmukhi',
  0x0a80: 'gujarati',
  0x0b00: 'oriya',
  0x0b80: 'tamil',
  0x0c00: 'telugu',
  0x0c80: 'kannada',
  0x0d00: 'malayalam',
};
/** Scripts whose readers drop the inherent vowel at the end of a word and between syllables. */
const SCHWA_DELETING = new Set(['devanagari', 'bengali', 'gurmukhi', 'gujarati', 'oriya']);

/** Offsets inside an Indic block (they share one layout). */
const isConsonant = (o: number) => (o >= 0x15 && o <= 0x39) || (o >= 0x58 && o <= 0x5f);
const isVowelSign = (o: number) => (o >= 0x3e && o <= 0x4c) || o === 0x62 || o === 0x63 || o === 0x3a || o === 0x3b;
const VIRAMA = 0x4d;

interface Akshara {
  /** Where its last consonant ends (an inserted virama goes there). */
  end: number;
  /** Its consonants (a conjunct has several). */
  consonants: number;
  /** Whether it has a written vowel sign, or (only for a consonant) the inherent vowel. */
  vowel: 'sign' | 'inherent' | 'none' | 'independent';
}

/**
 * Devanagari and its sisters write the inherent vowel a after every consonant that carries no
 * other vowel sign, but Hindi, Punjabi, Gujarati and Bengali readers drop it at the end of a
 * word (आरव is Aarav, not Aarava) and between syllables (हरप्रीत is Harpreet). The usual rule,
 * applied from the end: drop it at the end of a word of two or more syllables unless it follows
 * a conjunct (कृष्ण stays Krishna), and between a syllable with a vowel and one whose vowel is
 * sounded. Dropping is writing the virama, before Sanscript reads the word.
 */
function deleteSchwas(word: string, base: number): string {
  const chars = [...word];
  const aksharas: Akshara[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const o = chars[i]!.codePointAt(0)! - base;
    if (isConsonant(o)) {
      let consonants = 1;
      let j = i + 1;
      // Nukta, then virama + consonant joins a conjunct.
      for (;;) {
        while (j < chars.length && chars[j]!.codePointAt(0)! - base === 0x3c) j += 1;
        if (j + 1 < chars.length && chars[j]!.codePointAt(0)! - base === VIRAMA) {
          const next = chars[j + 1]!.codePointAt(0)! - base;
          if (isConsonant(next)) {
            consonants += 1;
            j += 2;
            continue;
          }
        }
        break;
      }
      const after = j < chars.length ? chars[j]!.codePointAt(0)! - base : -1;
      const vowel = isVowelSign(after) ? 'sign' : after === VIRAMA ? 'none' : 'inherent';
      aksharas.push({ end: j, consonants, vowel });
      i = j - 1 + (vowel === 'inherent' ? 0 : 1);
    } else if (o >= 0x05 && o <= 0x14) {
      aksharas.push({ end: i + 1, consonants: 0, vowel: 'independent' });
    }
  }
  const sounded = (a: Akshara | undefined) => !!a && a.vowel !== 'none';
  const drop = new Set<number>();
  for (let k = aksharas.length - 1; k > 0; k -= 1) {
    const a = aksharas[k]!;
    if (a.vowel !== 'inherent') continue;
    const last = k === aksharas.length - 1;
    const between = sounded(aksharas[k - 1]) && sounded(aksharas[k + 1]) && aksharas[k + 1]!.consonants === 1;
    if (last ? a.consonants === 1 : between) {
      drop.add(a.end);
      a.vowel = 'none';
    }
  }
  if (drop.size === 0) return word;
  const virama = String.fromCodePoint(base + VIRAMA);
  return chars.map((c, i) => (drop.has(i + 1) ? c + virama : c)).join('');
}

const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'aa',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: "'",
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ک: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  ء: "'",
  ؤ: "'",
  ئ: "'",
  ى: 'a',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ں: 'n',
  ٹ: 't',
  ڈ: 'd',
  ڑ: 'r',
  ھ: 'h',
  ے: 'e',
  '\u064e': 'a',
  '\u0650': 'i',
  '\u064f': 'u',
  '\u064b': 'an',
  '\u064d': 'in',
  '\u064c': 'un',
};
const HEBREW: Record<string, string> = {
  א: '',
  ב: 'v',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ז: 'z',
  ח: 'ch',
  ט: 't',
  כ: 'ch',
  ך: 'ch',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: '',
  פ: 'f',
  ף: 'f',
  צ: 'tz',
  ץ: 'tz',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
  '\u05b7': 'a',
  '\u05b8': 'a',
  '\u05b6': 'e',
  '\u05b5': 'e',
  '\u05b4': 'i',
  '\u05b9': 'o',
  '\u05bb': 'u',
};

/**
 * Arabic-script letters (Arabic, Persian, Urdu) and Hebrew, one letter at a time: w/u and y/i
 * (و ي, ו י) are consonants at the start of a word and long vowels inside it; short vowels are
 * read where they are written (mostly they are not: محمد is mhmd, which soundKey still puts
 * with Muhammad, since it compares consonants after the first vowel). A doubling mark doubles.
 */
function abjadToLatin(word: string, table: Record<string, string>, w: string, y: string): string {
  let out = '';
  const chars = [...word];
  chars.forEach((c, i) => {
    if (c === w) out += i === 0 ? (table === HEBREW ? 'v' : 'w') : table === HEBREW ? 'o' : 'u';
    else if (c === y) out += i === 0 ? 'y' : 'i';
    else if (c === '\u0651' || c === '\u05bc') out += out.slice(-1);
    else if (c === 'ב' && chars[i + 1] === '\u05bc') out += 'b';
    else out += table[c] ?? '';
  });
  // A final he is mostly silent (משה Moshe); a final alif maqsura or ta marbuta is a.
  return (table === HEBREW ? out.replace(/h$/, 'e') : out).replace(/'/g, '');
}

/**
 * A name typed in a native script, in Latin letters, capitalised: Indic scripts through
 * Sanscript (IAST without its accents, the inherent vowel dropped where readers drop it:
 * आरव → Aarav, हरप्रीत → Harpreet), Arabic script and Hebrew letter by letter. Latin text and
 * scripts it does not read come back as they are.
 */
export function toLatin(s: string): string {
  const words = s.trim().split(/\s+/);
  const out = words.map((word) => {
    const first = word.codePointAt(0) ?? 0;
    const base = first & ~0x7f;
    const scheme = INDIC_BLOCKS[base];
    if (scheme) {
      const ready = SCHWA_DELETING.has(scheme) ? deleteSchwas(word, base) : word;
      const iast = Sanscript.t(ready, scheme, 'iast');
      // Long vowels as Indian names write them in Latin letters: ā aa (a at the end), ī ee,
      // ū oo; Bengali and Odia read va as b.
      return (scheme === 'bengali' || scheme === 'oriya' ? iast.replace(/v/g, 'b') : iast)
        .replace(/ā$/, 'a')
        .replace(/ā/g, 'aa')
        .replace(/ī/g, 'ee')
        .replace(/ū/g, 'oo')
        .replace(/ś|ṣ/g, 'sh')
        .replace(/c(?!h)/g, 'ch')
        .replace(/ṛ/g, 'ri')
        .replace(/[ṃṁ]/g, 'n')
        .normalize('NFD')
        .replace(/\p{M}/gu, '');
    }
    if (first >= 0x0600 && first <= 0x06ff) return abjadToLatin(word, ARABIC, 'و', 'ي');
    if (first >= 0x0590 && first <= 0x05ff) return abjadToLatin(word, HEBREW, 'ו', 'י');
    return word;
  });
  return out.map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
}
