/**
 * The keys a name search compares, and the marking of what matched: pure functions that the
 * server (when it stores a name and when it reads a term) and the browser (when it marks the
 * matched part of a row or a suggestion) share.
 *
 * - normaliseTerm: what is compared for "the same spelling": accents off, lower case, spaces
 *   collapsed (José = jose).
 * - soundKey: a phonetic key for a Latin spelling, so that spellings that sound the same meet
 *   (Aiyden, Aiden, Ayden, Aidan; Mohamud, Mohammed, Muhammad). See soundKey for its rules.
 * - (toLatin, in ./to-latin.ts: a name typed in a native script in Latin letters. It is apart
 *   because its transliteration tables weigh 34 KB gzipped, which the browser does not need.)
 * - highlight: the parts of a text to mark for a term, for <mark>.
 */

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
