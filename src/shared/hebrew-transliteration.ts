/**
 * Israel's Muslim, Christian Arab and Druze registers write Arabic names in Hebrew letters
 * (מוחמד, עומר, פאטמה), while the catalogue writes them in Latin letters (Muhammad, Omar, Fatima)
 * and rarely in Hebrew. This finds the register's own spelling of a Latin one: every Hebrew
 * spelling the Latin letters could stand for (a vowel written or left out, ح or ه for h, ع or
 * א for a first vowel…), kept only while it is the start of a spelling the register has, so the
 * search stays small; the caller picks, among those the register lists, the one given most.
 */

/** What each Latin letter (or pair) can be written as; '' is a vowel left out. */
const PAIRS: Readonly<Record<string, readonly string[]>> = {
  sh: ['ש'],
  kh: ["ח'", 'ח', 'כ'],
  th: ["ת'", 'ת', 'ט'],
  dh: ["ד'", 'ד', "ט'"],
  gh: ["ע'", 'ג'],
  ch: ["צ'", 'ש', 'כ'],
  ph: ['פ'],
  ou: ['ו'],
  oo: ['ו'],
  ee: ['י'],
  ai: ['י', 'אי'],
  ay: ['י', 'אי'],
  ei: ['י', 'אי'],
  ey: ['י', 'אי'],
  aa: ['א'],
};
const LETTERS: Readonly<Record<string, readonly string[]>> = {
  a: ['', 'א'],
  b: ['ב'],
  c: ['כ', 'ק', 'ס'],
  d: ['ד', "ד'", "צ'"],
  e: ['', 'י'],
  f: ['פ'],
  g: ['ג', "ג'"],
  h: ['ח', 'ה'],
  i: ['י', ''],
  j: ["ג'", 'ג', 'י'],
  k: ['כ', 'ק'],
  l: ['ל'],
  m: ['מ'],
  n: ['נ'],
  o: ['ו', ''],
  p: ['פ'],
  q: ['ק'],
  r: ['ר'],
  s: ['ס', 'צ', 'ש'],
  t: ['ת', 'ט'],
  u: ['ו', ''],
  v: ['ו'],
  w: ['ו'],
  x: ['כס'],
  y: ['י'],
  z: ['ז', "ז'", "ט'"],
  "'": ['ע', ''],
  '-': ['_', ''],
  ' ': ['_'],
};
/** A first vowel: an alef or an ayin, and the vowel after it. */
const FIRST: Readonly<Record<string, readonly string[]>> = {
  a: ['א', 'ע', 'עא'],
  e: ['א', 'ע', 'אי'],
  i: ['א', 'אי', 'ע', 'עי'],
  o: ['או', 'עו', 'א'],
  u: ['או', 'עו', 'א'],
};
/** A last vowel: a he or an alef for a, a yod for i or e. */
const LAST: Readonly<Record<string, readonly string[]>> = {
  a: ['ה', 'א', ''],
  ah: ['ה', 'א'],
  e: ['ה', 'י', ''],
  i: ['י'],
  y: ['י'],
};

const FINAL_FORMS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** A Hebrew spelling with its final letters in their ordinary form, as the search compares. */
export const unfinal = (spelling: string) => spelling.replace(/[ךםןףץ]/g, (c) => FINAL_FORMS[c]!);

/** The start of every spelling of a register, final letters unfinal'd: what the search may extend. */
export function prefixesOf(spellings: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const spelling of spellings) {
    const plain = unfinal(spelling);
    for (let i = 1; i <= plain.length; i++) prefixes.add(plain.slice(0, i));
  }
  return prefixes;
}

/**
 * The Hebrew spellings (final letters unfinal'd) that a Latin spelling could be written as, among
 * those whose every start is in `prefixes`; a doubled letter is written once, as Hebrew does.
 */
export function hebrewSpellings(latin: string, prefixes: ReadonlySet<string>): Set<string> {
  const text = latin
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’ʿʾ`]/g, "'")
    .replace(/([b-df-hj-km-np-tv-z])\1/g, '$1');
  const found = new Set<string>();
  if (!/^[a-z' -]+$/.test(text)) return found;
  const step = (at: number, written: string) => {
    if (written && !prefixes.has(written)) return;
    if (at === text.length) {
      if (written) found.add(written);
      return;
    }
    const rest = text.slice(at);
    const options: [number, readonly string[]][] = [];
    if (at === 0 && FIRST[text[0]!]) options.push([1, FIRST[text[0]!]!]);
    for (const [ending, writes] of Object.entries(LAST)) {
      if (at > 0 && rest === ending) options.push([ending.length, writes]);
    }
    const pair = PAIRS[rest.slice(0, 2)];
    if (pair) options.push([2, pair]);
    // A vowel before another is a consonant (the i of Rania, ראניה): never left out.
    const beforeVowel = /^[aeiou][aeiou]/.test(rest);
    const letter = LETTERS[rest[0]!]?.filter((w) => w !== '' || !beforeVowel);
    if (letter && !(at === 0 && FIRST[text[0]!])) options.push([1, letter]);
    for (const [length, writes] of options) {
      for (const w of writes) step(at + length, written + w);
    }
  };
  step(0, '');
  return found;
}
