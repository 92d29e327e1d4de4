/**
 * Long names broken only between syllables. Many god names are one long compound in Latin letters
 * ("Chanchaladvalasannaddhalambamanashikhojjvala"), longer than a phone's column. Browsers carry
 * no hyphenation rules for romanised Sanskrit, and a break anywhere splits a syllable
 * ("Pushkarotkshiptavar / i"). So a long word gets soft hyphens (U+00AD: invisible unless the line
 * breaks there, then shown as "-") at its syllable boundaries: before a single consonant between
 * vowels (ra-ma), before a consonant with r, v or y (pa-ri-tra-na), after the first of other
 * clusters (san-nad-dha, rot-kship), with aspirates (bh, ch, chh, dh…) and a
 * few other pairs kept whole. Copying the text or finding it on the page is not affected.
 */

const SOFT_HYPHEN = '\u00AD';
/** Words shorter than this fit any column and are left alone. */
const MIN_LENGTH = 12;
/** No piece shorter than this at either end of the word. */
const MIN_EDGE = 3;

const VOWEL = /[aeiouāīūṛṝḷēōAEIOUĀĪŪ]/;
/** Consonant pairs that are one sound in the romanisations the catalogue uses. */
const UNITS = ['chh', 'bh', 'ch', 'dh', 'gh', 'jh', 'kh', 'ph', 'sh', 'th', 'ṭh', 'ḍh'];

/** The word's letters grouped into consonant units and single vowels. */
function unitsOf(word: string): string[] {
  const units: string[] = [];
  let i = 0;
  while (i < word.length) {
    const unit = UNITS.find((u) => word.slice(i, i + u.length).toLowerCase() === u);
    const length = unit?.length ?? 1;
    units.push(word.slice(i, i + length));
    i += length;
  }
  return units;
}

const isVowel = (unit: string) => VOWEL.test(unit.charAt(0));
const isLetter = (unit: string) => /\p{L}/u.test(unit);

/** One word with soft hyphens at its syllable boundaries (unchanged when short or not a word). */
export function hyphenateWord(word: string): string {
  if (word.length < MIN_LENGTH || !/^\p{L}+$/u.test(word)) return word;
  const units = unitsOf(word);
  const breaks = new Set<number>();
  for (let i = 1; i < units.length; i += 1) {
    // At the start of a consonant cluster that follows a vowel and leads to another vowel:
    if (!isVowel(units[i - 1]!) || isVowel(units[i]!) || !isLetter(units[i]!)) continue;
    let end = i;
    while (end < units.length && !isVowel(units[end]!) && isLetter(units[end]!)) end += 1;
    if (end >= units.length) break;
    // V-CV before a single consonant (ra-ma); a consonant with r, v or y starts a syllable
    // together (pa-ri-tra-na, krish-na); VC-CV after the first of other clusters (san-nad-dha).
    const size = end - i;
    if (size === 1) breaks.add(i);
    else if (/^[rvy]$/i.test(units[end - 1]!) && !/^[rvy]$/i.test(units[end - 2]!)) breaks.add(end - 2);
    else breaks.add(i + 1);
    i = end;
  }
  let out = '';
  let position = 0;
  units.forEach((unit, i) => {
    if (breaks.has(i) && position >= MIN_EDGE && word.length - position >= MIN_EDGE) out += SOFT_HYPHEN;
    out += unit;
    position += unit.length;
  });
  return out;
}

/** Every long word of `text` hyphenated at its syllables. */
export function softHyphenate(text: string): string {
  return text.replace(/\p{L}+/gu, hyphenateWord);
}
