/**
 * The full-name workbench: a first, middle and surname checked together before a name is chosen.
 * The checks are pure functions of the spelling (and of a name's respelling, origin and US peak
 * decade when the catalogue has them), shared by the live island and by the server's answer to
 * the plain form, so both say exactly the same.
 *
 * The rules, in words:
 * - initials: the first letter of the first name, of each middle name and of the surname; the
 *   monogram is the traditional one for a person (first, SURNAME large in the centre, middle);
 *   either order is checked against a short curated list of words (initials-words.ts);
 * - alliteration: the first name and the surname begin with the same sound (a choice, not a fault);
 * - rhyme: the first name's ending (from its next-to-last vowel) matches the surname's;
 * - running into: the first name ends in a vowel sound and the surname begins with a vowel (Ava
 *   Anderson), or the first name's last consonant is the surname's first (James Smith);
 * - length: letters and syllables of the whole name, very long (over 25 letters or 9 syllables)
 *   or very short (first name and surname 6 letters or fewer together);
 * - syllables: the catalogue's respelling (one hyphen between syllables) when it has the name,
 *   otherwise a spelling rule in the manner of CMU-based counters (vowel groups, a silent final e,
 *   vowels said apart as in Mia or Noah);
 * - siblings: each sibling's initial, US peak decade and origin beside the baby's.
 */
import { initialsWordKind, type InitialsWordKind } from './initials-words.ts';

export const FULL_NAME_ROUTE = '/full-name';
export const FULL_NAME_PART_MAX = 40;
export const SIBLINGS_MAX = 6;

export interface FullNameInput {
  first: string;
  middle: string;
  surname: string;
  siblings: string[];
}

export const EMPTY_FULL_NAME: FullNameInput = { first: '', middle: '', surname: '', siblings: [] };

/** What the catalogue knows of a spelling (any of its records), for syllables and siblings. */
export interface NameFacts {
  respelling: string | null;
  origin: string | null;
  /** The decade of its best US rank (SSA births data), e.g. 2010. */
  peakDecade: number | null;
}

export type CheckKind = 'alliteration' | 'rhyme' | 'run-in' | 'length' | 'rhythm';
export interface FlowCheck {
  kind: CheckKind;
  /** 'choice': a matter of taste, said as such; 'warn': worth saying the name aloud first. */
  tone: 'choice' | 'warn';
  text: string;
}

export interface FullNameReport {
  written: string;
  initials: string;
  monogram: { first: string; surname: string; middle: string };
  initialsWarnings: { letters: string; kind: InitialsWordKind; order: 'initials' | 'monogram' }[];
  checks: FlowCheck[];
  parts: {
    role: 'first' | 'middle' | 'surname';
    name: string;
    syllables: number;
    from: 'respelling' | 'spelling';
    respelling: string | null;
  }[];
  totals: { letters: number; syllables: number };
  siblings: { name: string; initial: string; peakDecade: number | null; origin: string | null; isBaby: boolean }[];
  /** Siblings whose first initial is the baby's. */
  sharedInitial: string[];
}

/** Trims, collapses spaces and cuts to the longest part accepted. */
export function cleanPart(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, FULL_NAME_PART_MAX);
}

/** The workbench's address for these names (the plain form's GET answers the same). */
/** The link from a name's page to the workbench with that first name filled in. */
export const FULL_NAME_LINK_TEXT = 'Try it with your surname';

export function fullNameHref(input: Partial<FullNameInput>): string {
  const query = new URLSearchParams();
  if (input.first) query.set('first', input.first);
  if (input.middle) query.set('middle', input.middle);
  if (input.surname) query.set('surname', input.surname);
  for (const sibling of input.siblings ?? []) if (sibling) query.append('sibling', sibling);
  const text = query.toString();
  return text ? `${FULL_NAME_ROUTE}?${text}` : FULL_NAME_ROUTE;
}

/** The names of an address's query: first, middle, surname, and sibling (repeated, or comma-separated). */
export function parseFullNameQuery(query: URLSearchParams): FullNameInput {
  const siblings = query
    .getAll('sibling')
    .flatMap((value) => value.split(','))
    .map(cleanPart)
    .filter(Boolean)
    .slice(0, SIBLINGS_MAX);
  return {
    first: cleanPart(query.get('first')),
    middle: cleanPart(query.get('middle')),
    surname: cleanPart(query.get('surname')),
    siblings,
  };
}

/** Lower case, accents off, letters only: what the spelling rules read. */
const letters = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');

const words = (part: string) => part.split(/[\s]+/).filter((w) => letters(w).length > 0);
const initialOf = (word: string) => (letters(word)[0] ?? '').toUpperCase();

/** The initials: first name, each middle name, surname (a double-barrelled surname gives one). */
export function initialsOf(input: Pick<FullNameInput, 'first' | 'middle' | 'surname'>): string {
  const first = words(input.first)[0];
  const middles = [...words(input.first).slice(1), ...words(input.middle)];
  const surname = words(input.surname)[0];
  return [first, ...middles, surname]
    .filter((w): w is string => Boolean(w))
    .map(initialOf)
    .join('');
}

/** Words on the curated list that the initials spell, in the usual order or the monogram's. */
export function initialsWarnings(input: Pick<FullNameInput, 'first' | 'middle' | 'surname'>) {
  const found: FullNameReport['initialsWarnings'] = [];
  const plain = initialsOf(input);
  const kind = initialsWordKind(plain);
  if (kind) found.push({ letters: plain, kind, order: 'initials' });
  const m = monogramOf(input);
  const monogram = `${m.first}${m.surname}${m.middle}`;
  const monogramKind = initialsWordKind(monogram);
  if (monogramKind && monogram !== plain) found.push({ letters: monogram, kind: monogramKind, order: 'monogram' });
  return found;
}

/** The monogram of one person: first initial, SURNAME initial (large, in the centre), middle. */
export function monogramOf(input: Pick<FullNameInput, 'first' | 'middle' | 'surname'>) {
  const middle = [...words(input.first).slice(1), ...words(input.middle)][0];
  return {
    first: initialOf(words(input.first)[0] ?? ''),
    surname: initialOf(words(input.surname)[0] ?? ''),
    middle: middle ? initialOf(middle) : '',
  };
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** y is a vowel unless it starts the word or comes before a vowel (Yara, Aaliyah). */
const isVowelAt = (w: string, i: number) => VOWELS.has(w[i]!) || (w[i] === 'y' && i > 0 && !VOWELS.has(w[i + 1] ?? ''));

/** The vowel groups of a spelling, as [start, end) pairs. */
function vowelGroups(w: string): [number, number][] {
  const groups: [number, number][] = [];
  for (let i = 0; i < w.length; i += 1) {
    if (!isVowelAt(w, i)) continue;
    const start = i;
    while (i + 1 < w.length && isVowelAt(w, i + 1)) i += 1;
    groups.push([start, i + 1]);
  }
  return groups;
}

/** Pairs of vowels said apart (Mia, Olivia, Leo, Joshua, Noah, Zoe). */
const HIATUS = ['ia', 'io', 'iu', 'eo', 'ua', 'uo', 'ya'];

/**
 * Syllables of one word by its spelling, in the manner of the rule-based counters checked
 * against CMUdict: each vowel group is one, two vowels said apart are two, and a silent final e
 * (Grace, James) is none.
 */
export function syllablesBySpelling(word: string): number {
  const w = letters(word);
  if (!w) return 0;
  if (w === 'joe') return 1;
  const groups = vowelGroups(w);
  let count = 0;
  for (const [start, end] of groups) {
    const group = w.slice(start, end);
    let n = 1;
    for (let i = 0; i + 1 < group.length; i += 1) {
      const pair = group.slice(i, i + 2);
      if (HIATUS.includes(pair)) n += 1;
      // Noah, Leah, Sarah-like endings: "oa"/"ea" before a final h.
      else if ((pair === 'oa' || pair === 'ea') && w.slice(start + i + 2) === 'h') n += 1;
      // Chloe, Zoe, Zoey, but not Monroe or Joe.
      else if (pair === 'oe' && (start + i + 2 < w.length || groups.length === 1)) n += 1;
    }
    count += n;
  }
  // A silent final e after a consonant (Grace, Kate, Charlotte, Belle; not a syllabic -ble or
  // -tle), or "es" after one that is not a hissing sound (James, Charles), when another vowel is
  // sounded.
  if (count > 1 && /[^aeiouy]e$/.test(w) && !/[bcdfgkptz]le$/.test(w)) count -= 1;
  else if (count > 1 && /[^aeiouyszxgc]es$/.test(w)) count -= 1;
  return Math.max(1, count);
}

/** Syllables from a respelling such as "AH-rahv" (one hyphen between syllables), else by spelling. */
export function syllablesOf(
  word: string,
  respelling: string | null = null,
): { count: number; from: 'respelling' | 'spelling' } {
  if (respelling && /^[A-Za-z]+(-[A-Za-z]+)*$/.test(respelling.trim()) && words(word).length === 1)
    return { count: respelling.trim().split('-').length, from: 'respelling' };
  return { count: words(word).reduce((sum, w) => sum + syllablesBySpelling(w), 0), from: 'spelling' };
}

/**
 * The rhyming part of a word: from its next-to-last vowel group when it has two or more (Molly →
 * olly, Mason → ason), else from its only one (Ray → ay, Ben → en, Mia → ia).
 */
export function rhymeKey(word: string): string {
  const w = letters(word);
  const groups = vowelGroups(w);
  if (groups.length === 0) return w;
  return w.slice(groups[Math.max(0, groups.length - 2)]![0]);
}

/** Whether two words rhyme: one's rhyming part ends the other (Mia Garcia, Jane Kane, Ben Allen). */
export function rhymes(a: string, b: string): boolean {
  const [x, y] = [letters(a), letters(b)];
  if (!x || !y || x === y) return false;
  const [ka, kb] = [rhymeKey(a), rhymeKey(b)];
  const short = ka.length <= kb.length ? ka : kb;
  const long = ka.length <= kb.length ? y : x;
  return short.length >= 2 && long.endsWith(short) && vowelGroups(short).length > 0;
}

/** The first sound of a word, roughly: digraphs and soft c/g read as said. */
export function firstSound(word: string): string {
  const w = letters(word);
  if (/^(ph)/.test(w)) return 'f';
  if (/^(kn|gn)/.test(w)) return 'n';
  if (/^wr/.test(w)) return 'r';
  if (/^(ch|sh|th)/.test(w)) return w.slice(0, 2);
  if (/^c[eiy]/.test(w)) return 's';
  if (/^[ck]/.test(w) || /^q/.test(w)) return 'k';
  if (/^x/.test(w)) return 'z';
  if (/^[aeiou]/.test(w)) return 'vowel';
  return w[0] ?? '';
}

/** The last sound of a word: "vowel", or its final consonant (a silent final e dropped). */
export function lastSound(word: string): string {
  let w = letters(word);
  if (/[^aeiouy]e$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (/[aeiouy]h$/.test(w) || /[aeiouy]$/.test(w)) return 'vowel';
  if (/(ck|k|c)$/.test(w)) return 'k';
  if (/(ph|ff)$/.test(w)) return 'f';
  if (/(ch|sh|th)$/.test(w)) return w.slice(-2);
  return w.slice(-1);
}

const LONG_LETTERS = 25;
const LONG_SYLLABLES = 9;
const SHORT_LETTERS = 6;

/** Everything the workbench says about a full name. Empty parts are left out. */
export function analyseFullName(
  input: FullNameInput,
  facts: ReadonlyMap<string, NameFacts> = new Map(),
): FullNameReport {
  const factOf = (name: string) => facts.get(name.toLowerCase()) ?? null;
  const roles = [
    ['first', input.first],
    ['middle', input.middle],
    ['surname', input.surname],
  ] as const;
  const parts = roles
    .filter(([, name]) => letters(name).length > 0)
    .map(([role, name]) => {
      const respelling = factOf(name)?.respelling ?? null;
      const { count, from } = syllablesOf(name, role === 'surname' ? null : respelling);
      return { role, name, syllables: count, from, respelling: from === 'respelling' ? respelling : null };
    });
  const written = parts.map((p) => p.name).join(' ');
  const totals = {
    letters: parts.reduce((sum, p) => sum + letters(p.name).length, 0),
    syllables: parts.reduce((sum, p) => sum + p.syllables, 0),
  };
  const checks: FlowCheck[] = [];
  const first = words(input.first).at(-1) ?? '';
  const firstWord = words(input.first)[0] ?? '';
  const surname = words(input.surname)[0] ?? '';
  if (firstWord && surname) {
    if (firstSound(firstWord) === firstSound(surname) && firstSound(firstWord) !== 'vowel')
      checks.push({
        kind: 'alliteration',
        tone: 'choice',
        text: `Alliteration: ${firstWord} ${surname} begins twice with the same sound. Some parents love the ring of it; some find it too cute. Your choice.`,
      });
    else if (initialOf(firstWord) === initialOf(surname))
      checks.push({
        kind: 'alliteration',
        tone: 'choice',
        text: `Alliteration: ${firstWord} ${surname} begins twice with ${initialOf(firstWord)}. A matter of taste.`,
      });
    if (rhymes(first, surname))
      checks.push({
        kind: 'rhyme',
        tone: 'warn',
        text: `Rhyme: ${first} rhymes with ${surname}. Rhyming names are easy to remember and easy to tease; say it aloud a few times.`,
      });
    const end = lastSound(first);
    const start = firstSound(surname);
    if (end === 'vowel' && start === 'vowel')
      checks.push({
        kind: 'run-in',
        tone: 'warn',
        text: `Running together: ${first} ends in a vowel and ${surname} begins with one, so said quickly they can blur into one word.`,
      });
    else if (end !== 'vowel' && end === start)
      checks.push({
        kind: 'run-in',
        tone: 'warn',
        text: `Running together: the last sound of ${first} is the first of ${surname}, so one of them tends to get lost when said quickly.`,
      });
  }
  if (totals.letters > LONG_LETTERS || totals.syllables >= LONG_SYLLABLES)
    checks.push({
      kind: 'length',
      tone: 'warn',
      text: `Long: ${totals.letters} letters and ${totals.syllables} syllables in all. Fine for a name, but a lot for forms and for a child learning to write it.`,
    });
  else if (firstWord && surname && letters(firstWord).length + letters(surname).length <= SHORT_LETTERS)
    checks.push({
      kind: 'length',
      tone: 'choice',
      text: `Short: ${firstWord} ${surname} is ${letters(firstWord).length + letters(surname).length} letters. Crisp; a longer middle name can add weight if you want it.`,
    });
  const firstPart = parts.find((p) => p.role === 'first');
  const surnamePart = parts.find((p) => p.role === 'surname');
  if (firstPart && surnamePart && firstPart.syllables === 1 && surnamePart.syllables === 1)
    checks.push({
      kind: 'rhythm',
      tone: 'choice',
      text: `Rhythm: one syllable each (${firstPart.name} ${surnamePart.name}) can sound clipped; a first or middle name of two or more syllables softens it.`,
    });

  const babyInitial = initialOf(firstWord);
  const siblings = [
    ...(firstWord ? [{ name: firstWord, isBaby: true }] : []),
    ...input.siblings.filter((s) => letters(s)).map((name) => ({ name, isBaby: false })),
  ].map(({ name, isBaby }) => {
    const fact = factOf(name);
    return {
      name,
      initial: initialOf(name),
      peakDecade: fact?.peakDecade ?? null,
      origin: fact?.origin ?? null,
      isBaby,
    };
  });
  return {
    written,
    initials: initialsOf(input),
    monogram: monogramOf(input),
    initialsWarnings: initialsWarnings(input),
    checks,
    parts,
    totals,
    siblings: input.siblings.length > 0 ? siblings : [],
    sharedInitial: babyInitial ? input.siblings.filter((s) => initialOf(s) === babyInitial) : [],
  };
}

/** The spellings whose catalogue facts a report reads: the first and middle names and the siblings. */
export function spellingsToLookUp(input: FullNameInput): string[] {
  return [...new Set([...words(input.first), ...words(input.middle), ...input.siblings].map((w) => w.toLowerCase()))];
}

/** What a saved full name is written after, in a match's note. */
export const FULL_NAME_NOTE_PREFIX = 'Full name: ';
/** Between the parts of a note the workbench writes to. */
export const NOTE_SEPARATOR = ' · ';

/**
 * A match's note with this full name saved in it: the note's other words kept, an earlier saved
 * full name replaced (one full name per match); null when the result would be longer than `max`.
 */
export function noteWithFullName(existing: string, written: string, max: number): string | null {
  const kept = existing
    .split(NOTE_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(FULL_NAME_NOTE_PREFIX));
  const note = [...kept, `${FULL_NAME_NOTE_PREFIX}${written}`].join(NOTE_SEPARATOR);
  return note.length <= max ? note : null;
}
