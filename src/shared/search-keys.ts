/**
 * The keys a name search compares, and the marking of what matched: pure functions that the
 * server (when it stores a name and when it reads a term) and the browser (when it marks the
 * matched part of a row or a suggestion) share.
 *
 * - normaliseTerm: what is compared for "the same spelling": accents off, lower case, spaces
 *   collapsed (José = jose).
 * - soundKey: a phonetic key for a Latin spelling, so that spellings that sound the same meet
 *   (Aiyden, Aiden, Ayden, Aidan; Mohamud, Mohammed, Muhammad). See soundKey for its rules.
 * - toLatin: a name typed in a native script, written in Latin letters (आरव → Aarav), for when no
 *   record holds that script text.
 * - highlight: the parts of a text to mark for a term, for <mark>.
 */
import Sanscript from '@indic-transliteration/sanscript';

/** Accents off (NFD, combining marks dropped), lower case, inner spaces collapsed, trimmed. */
export function normaliseTerm(s: string): string {
  return foldLatin(s).replace(/\s+/g, ' ').trim();
}

/** Lower case without accents, for Latin text; other scripts only lose their case. */
function foldLatin(s: string): string {
  return s
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[đð]/g, 'd')
    .replace(/ł/g, 'l');
}

/** Whether the text has letters of a script other than Latin (Devanagari, Arabic, Hebrew…). */
export function isNativeScript(s: string): boolean {
  return /\p{L}/u.test(s) && !/\p{Script=Latin}/u.test(s) && /[^\p{Script=Latin}\p{Script=Common}\p{M}]/u.test(s);
}

const VOWELS = 'aeiou';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/**
 * The sound of a Latin spelling, as a key: two spellings with the same key sound alike.
 * Built for given names, in the spirit of Double Metaphone but keeping what tells names apart
 * (d from t, b from p, the first vowel), with the equivalences of names transliterated from
 * Indian languages, Arabic and Hebrew:
 *
 * - accents off, letters only; doubled letters count once (Hannah = Hanah, Muhammad = Muhamad);
 * - ph = f, kh = k, gh = g, bh = b, jh = j, th = t, sh = s, dh = z (Dhakir = Zakir), q = k,
 *   ck = k, x = ks, c = s before e, i, y and k elsewhere, ch is its own sound, v = w;
 * - h sounds only before a vowel at the start or between vowels (Sarah = Sara, Ahmed = Amed);
 *   y is a consonant only at the start before a vowel (Yusuf), otherwise a vowel (Ayden = Aiden);
 *   w only before a vowel;
 * - the first vowel sound is kept, with aa = a, ee = i, ii = i, oo = u, o = u (Mohamed =
 *   Muhamed), y = i inside it (Aiyden = Aiden = Ayden); every later vowel is left out, as
 *   unstressed vowels are where transliterations differ most (Aidan = Aiden, Mohamud = Muhammad).
 *
 * The key is empty for a text without Latin letters.
 */
export function soundKey(name: string): string {
  let s = foldLatin(name).replace(/[^a-z]/g, '');
  if (!s) return '';
  // Digraphs first (longest first), then single letters.
  s = s
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/bh/g, 'b')
    .replace(/jh/g, 'j')
    .replace(/th/g, 't')
    .replace(/sh/g, 's')
    .replace(/dh/g, 'z')
    .replace(/wh/g, 'w')
    .replace(/ch/g, 'C')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/v/g, 'W');
  // y: a consonant only at the start before a vowel; elsewhere a vowel like i.
  s = s.replace(/y/g, (_y, i: number) => (i === 0 && isVowel(s[1]) ? 'Y' : 'i'));
  // w: a consonant before a vowel (like v); elsewhere silent, part of the vowel (Shawn).
  s = s.replace(/w/g, (_w, i: number) => (isVowel(s[i + 1]) ? 'W' : ''));
  // h: sounds at the start or between vowels, and only before a vowel.
  s = s.replace(/h/g, (_h, i: number) => ((i === 0 || isVowel(s[i - 1])) && isVowel(s[i + 1]) ? 'H' : ''));
  let key = '';
  let i = 0;
  // Consonants before the first vowel.
  while (i < s.length && !isVowel(s[i])) key += s[i++]!;
  // The first vowel sound, in its classes.
  let group = '';
  while (i < s.length && isVowel(s[i])) group += s[i++]!;
  key += vowelClass(group);
  // Then the consonants only.
  for (; i < s.length; i += 1) if (!isVowel(s[i])) key += s[i]!;
  return key.toLowerCase().replace(/(.)\1+/g, '$1');
}

function vowelClass(group: string): string {
  if (!group) return '';
  return group
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/o/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

// ——— Typos ———

/** The text with each one of its letters left out in turn (distinct). */
function deletions(s: string): string[] {
  const chars = [...s];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...out];
}

/**
 * The typo keys of a stored spelling (normalised): itself and itself with any one letter left
 * out. Two spellings one slip apart (a letter missing, added, wrong, or two swapped) share one of
 * these; spellings of one or two letters have none (every short name is a slip from another).
 */
export function typoKeys(spelling: string): string[] {
  if ([...spelling].length < 3) return [];
  return [...new Set([spelling, ...deletions(spelling)])];
}

/**
 * The keys a term looks up to find spellings within `slips` slips of it: the term and its
 * deletions, and for two slips the deletions of those (terms of up to 20 letters; longer ones
 * look one slip away).
 */
export function typoLookupKeys(term: string, slips: number): string[] {
  if (slips <= 0) return [];
  const one = deletions(term);
  const keys = new Set([term, ...one]);
  if (slips >= 2 && [...term].length <= 20) for (const d of one) for (const dd of deletions(d)) keys.add(dd);
  return [...keys];
}

/** The text with each pair of neighbouring letters swapped in turn (distinct, the text left out). */
export function swaps(s: string): string[] {
  const chars = [...s];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) {
    if (chars[i] === chars[i + 1]) continue;
    const c = [...chars];
    [c[i], c[i + 1]] = [c[i + 1]!, c[i]!];
    out.add(c.join(''));
  }
  return [...out];
}

// ——— Native scripts to Latin ———

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

// ——— Marking ———

export interface HighlightPart {
  text: string;
  mark: boolean;
}

/**
 * The text cut into parts, the ones matching the term marked: case- and accent-insensitive
 * (term "jose" marks "José"). Whole-word occurrences are preferred: where the term is a whole
 * word somewhere, only those are marked ("light" in "light, delightful" marks the first);
 * otherwise the starts of words, otherwise any occurrence. An empty term marks nothing.
 */
export function highlight(text: string, term: string): HighlightPart[] {
  const needle = normaliseTerm(term);
  if (!needle || !text) return [{ text, mark: false }];
  // The folded text, and for each of its characters the index in text where it comes from.
  let folded = '';
  const from: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldLatin(ch);
    for (let k = 0; k < f.length; k += 1) from.push(index);
    folded += f;
    index += ch.length;
  }
  from.push(text.length);
  const hits: { start: number; end: number; rank: number }[] = [];
  const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}]/u.test(c);
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    const starts = !isWord(folded[at - 1]);
    const ends = !isWord(folded[at + needle.length]);
    hits.push({ start: at, end: at + needle.length, rank: starts && ends ? 0 : starts ? 1 : 2 });
  }
  if (hits.length === 0) return [{ text, mark: false }];
  const best = Math.min(...hits.map((h) => h.rank));
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const h of hits.filter((x) => x.rank === best)) {
    const start = from[h.start]!;
    // The end: the first original character after the match's last folded character.
    let end = from[h.end]!;
    if (end <= start) end = from[h.end - 1]! + 1;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
