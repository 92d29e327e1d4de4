/**
 * Words a child's initials should not spell: a short, curated list (the full-name workbench warns
 * when the initials, in the usual order or in a monogram's, spell one). Three kinds: rude words
 * and body words a playground would seize on, awkward everyday words, and acronyms everybody
 * reads. Kept short on purpose: a warning that fires on every name stops being read.
 *
 * To add a word: upper case, two to four letters, in the right group; the unit tests check the
 * shape.
 */
export type InitialsWordKind = 'rude' | 'awkward' | 'acronym';

export const INITIALS_WORDS: Readonly<Record<InitialsWordKind, readonly string[]>> = {
  rude: [
    'ASS',
    'BUM',
    'BUTT',
    'CRAP',
    'DICK',
    'FART',
    'PEE',
    'PISS',
    'POO',
    'POOP',
    'PUKE',
    'SEX',
    'SHIT',
    'SNOT',
    'TIT',
    'WEE',
    'ZIT',
  ],
  awkward: [
    'BAD',
    'BOO',
    'COW',
    'DED',
    'DIE',
    'DIM',
    'DORK',
    'DUD',
    'DUMB',
    'DUM',
    'EVIL',
    'FAT',
    'FAIL',
    'GAS',
    'HAG',
    'HELL',
    'LIAR',
    'MAD',
    'NAG',
    'NERD',
    'PIG',
    'RAT',
    'SAD',
    'SAG',
    'SLOB',
    'SOB',
    'UGH',
    'UGLY',
  ],
  acronym: ['BFF', 'CIA', 'DOA', 'DUI', 'FBI', 'FML', 'IRS', 'KKK', 'LOL', 'OMG', 'PMS', 'RIP', 'SOS', 'STD', 'WTF'],
};

/** The kind of a word on the list, or null. */
export function initialsWordKind(letters: string): InitialsWordKind | null {
  const word = letters.toUpperCase();
  for (const kind of Object.keys(INITIALS_WORDS) as InitialsWordKind[])
    if (INITIALS_WORDS[kind].includes(word)) return kind;
  return null;
}
