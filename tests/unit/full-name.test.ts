/** The full-name workbench's checks: initials, rhyme, flow, syllables, siblings. */
import { describe, expect, it } from 'vitest';
import {
  analyseFullName,
  fullNameHref,
  initialsOf,
  noteWithFullName,
  monogramOf,
  parseFullNameQuery,
  rhymes,
  syllablesBySpelling,
  syllablesOf,
  type FullNameInput,
} from '../../src/shared/full-name.ts';
import { INITIALS_WORDS, initialsWordKind } from '../../src/shared/initials-words.ts';

const name = (first: string, middle: string, surname: string, siblings: string[] = []): FullNameInput => ({
  first,
  middle,
  surname,
  siblings,
});
const kinds = (input: FullNameInput) => analyseFullName(input).checks.map((c) => c.kind);

describe('initials and monogram', () => {
  it('takes the first letter of each name, a double first name and a double-barrelled surname included', () => {
    expect(initialsOf(name('Ava', 'Rose', 'Anderson'))).toBe('ARA');
    expect(initialsOf(name('Mary Ann', '', 'Smith-Jones'))).toBe('MAS');
    expect(initialsOf(name('émile', '', 'Zola'))).toBe('EZ');
    expect(monogramOf(name('Ava', 'Rose', 'Anderson'))).toEqual({ first: 'A', surname: 'A', middle: 'R' });
  });

  it('warns when the initials or the monogram spell a word on the list, and says which kind', () => {
    const rude = analyseFullName(name('Amelia', 'Sophie', 'Smith'));
    expect(rude.initials).toBe('ASS');
    expect(rude.initialsWarnings).toEqual([{ letters: 'ASS', kind: 'rude', order: 'initials' }]);
    // Paul Ian Gray: PIG as initials; Rose Tia Allen's monogram reads RAT.
    expect(analyseFullName(name('Paul', 'Ian', 'Gray')).initialsWarnings[0]).toMatchObject({ letters: 'PIG' });
    expect(analyseFullName(name('Rose', 'Tia', 'Allen')).initialsWarnings).toEqual([
      { letters: 'RAT', kind: 'awkward', order: 'monogram' },
    ]);
    expect(analyseFullName(name('Kate', 'Kim', 'Kelly')).initialsWarnings[0]?.kind).toBe('acronym');
    expect(analyseFullName(name('Ava', 'Rose', 'Anderson')).initialsWarnings).toEqual([]);
  });

  it('keeps the curated list short and well formed', () => {
    const all = Object.values(INITIALS_WORDS).flat();
    expect(all.length).toBeLessThan(100);
    for (const word of all) expect(word).toMatch(/^[A-Z]{2,4}$/);
    expect(new Set(all).size).toBe(all.length);
    expect(initialsWordKind('wtf')).toBe('acronym');
    expect(initialsWordKind('ARA')).toBeNull();
  });
});

describe('rhyme', () => {
  it('hears the rhymes parents would', () => {
    for (const [a, b] of [
      ['Jane', 'Kane'],
      ['Mia', 'Garcia'],
      ['Ben', 'Allen'],
      ['Molly', 'Polly'],
      ['Mason', 'Jason'],
      ['Ray', 'McKay'],
    ])
      expect([a, b, rhymes(a!, b!)]).toEqual([a, b, true]);
  });

  it('does not hear one where there is none', () => {
    for (const [a, b] of [
      ['Mason', 'Johnson'],
      ['Liam', 'Smith'],
      ['Ava', 'Anderson'],
      ['Jane', 'Dan'],
      ['Emma', 'Emma'],
    ])
      expect([a, b, rhymes(a!, b!)]).toEqual([a, b, false]);
    expect(kinds(name('Mia', '', 'Garcia'))).toContain('rhyme');
  });
});

describe('flow', () => {
  it('says alliteration as a choice, by sound as well as by letter', () => {
    const peter = analyseFullName(name('Peter', '', 'Parker')).checks.find((c) => c.kind === 'alliteration');
    expect(peter?.tone).toBe('choice');
    expect(peter?.text).toMatch(/Your choice/);
    expect(kinds(name('Cecilia', '', 'Simmons'))).toContain('alliteration');
    expect(kinds(name('Philip', '', 'Fraser'))).toContain('alliteration');
    expect(kinds(name('Carl', '', 'Simmons'))).not.toContain('alliteration');
  });

  it('hears a first name running into the surname: vowel to vowel, or the same consonant', () => {
    expect(kinds(name('Ava', '', 'Anderson'))).toContain('run-in');
    expect(kinds(name('James', '', 'Smith'))).toContain('run-in');
    expect(kinds(name('Noah', '', 'Ellis'))).toContain('run-in');
    expect(kinds(name('Ava', '', 'Brown'))).not.toContain('run-in');
    expect(kinds(name('Jack', '', 'Cole'))).toContain('run-in');
  });

  it('flags very long and very short names, and two single syllables', () => {
    const long = analyseFullName(name('Maximiliana', 'Evangelina', 'Featherstonehaugh'));
    expect(long.checks.find((c) => c.kind === 'length')?.text).toMatch(/^Long: 38 letters/);
    expect(kinds(name('Al', '', 'Bo'))).toContain('length');
    expect(kinds(name('Jane', '', 'Smith'))).toContain('rhythm');
    expect(kinds(name('Olivia', 'Grace', 'Thompson'))).toEqual([]);
  });
});

describe('syllables', () => {
  it('counts by the spelling, as CMUdict says for common names', () => {
    const expected: Record<string, number> = {
      Ava: 2,
      Mia: 2,
      Olivia: 4,
      Isabella: 4,
      Sophia: 3,
      Noah: 2,
      Liam: 2,
      James: 1,
      Grace: 1,
      Kate: 1,
      Charlotte: 2,
      Charles: 1,
      Emma: 2,
      Leah: 2,
      Chloe: 2,
      Zoe: 2,
      Zoey: 2,
      Joe: 1,
      Monroe: 2,
      Aaliyah: 3,
      Elizabeth: 4,
      Michael: 2,
      Anderson: 3,
      Smith: 1,
      Joshua: 3,
      Julian: 3,
      Mason: 2,
      Rose: 1,
    };
    const got = Object.fromEntries(Object.keys(expected).map((n) => [n, syllablesBySpelling(n)]));
    expect(got).toEqual(expected);
  });

  it('prefers the catalogue respelling when there is one', () => {
    expect(syllablesOf('Aarav', 'AH-rahv')).toEqual({ count: 2, from: 'respelling' });
    expect(syllablesOf('Anaya', 'uh-NAH-yah')).toEqual({ count: 3, from: 'respelling' });
    expect(syllablesOf('Mary Ann', 'MAIR-ee')).toEqual({ count: 3, from: 'spelling' });
    const report = analyseFullName(
      name('Aarav', '', 'Mehta'),
      new Map([['aarav', { respelling: 'AH-rahv', origin: 'Sanskrit', peakDecade: 2020 }]]),
    );
    expect(report.parts[0]).toMatchObject({ syllables: 2, from: 'respelling', respelling: 'AH-rahv' });
    expect(report.totals).toEqual({ letters: 10, syllables: 4 });
  });
});

describe('siblings and the address', () => {
  it('lines the baby up with the siblings: initial, era, origin, and a shared initial', () => {
    const facts = new Map([
      ['ava', { respelling: null, origin: 'Latin', peakDecade: 2010 }],
      ['adam', { respelling: null, origin: 'Hebrew', peakDecade: 1980 }],
    ]);
    const report = analyseFullName(name('Ava', '', 'Lee', ['Adam', 'Zed']), facts);
    expect(report.siblings).toEqual([
      { name: 'Ava', initial: 'A', peakDecade: 2010, origin: 'Latin', isBaby: true },
      { name: 'Adam', initial: 'A', peakDecade: 1980, origin: 'Hebrew', isBaby: false },
      { name: 'Zed', initial: 'Z', peakDecade: null, origin: null, isBaby: false },
    ]);
    expect(report.sharedInitial).toEqual(['Adam']);
  });

  it('reads and writes the workbench address, siblings repeated or comma-separated', () => {
    const href = fullNameHref(name('Ava', 'Rose', 'Lee', ['Adam', 'Zed']));
    expect(href).toBe('/full-name?first=Ava&middle=Rose&surname=Lee&sibling=Adam&sibling=Zed');
    expect(parseFullNameQuery(new URLSearchParams(href.split('?')[1]))).toEqual(
      name('Ava', 'Rose', 'Lee', ['Adam', 'Zed']),
    );
    expect(parseFullNameQuery(new URLSearchParams('first=%20Ava%20%20Mae&sibling=Adam,%20Zed')).siblings).toEqual([
      'Adam',
      'Zed',
    ]);
    expect(parseFullNameQuery(new URLSearchParams(`first=${'x'.repeat(90)}`)).first).toHaveLength(40);
  });
});

describe('duels', () => {
  it('folds choices into one order with Bradley–Terry, whatever order they came in', async () => {
    const { bradleyTerry, nextDuel } = await import('../../src/shared/shortlist.ts');
    const duels = [
      { winner: 'a', loser: 'b' },
      { winner: 'b', loser: 'c' },
      { winner: 'a', loser: 'c' },
      { winner: 'c', loser: 'a' },
    ];
    expect(bradleyTerry(['a', 'b', 'c', 'd'], duels)).toEqual(['a', 'b', 'c']);
    expect(bradleyTerry(['a', 'b', 'c', 'd'], [...duels].reverse())).toEqual(['a', 'b', 'c']);
    expect(bradleyTerry(['a', 'b'], [])).toEqual([]);
    expect(nextDuel(['a'], [])).toBeNull();
    expect(nextDuel(['a', 'b', 'c'], [{ winner: 'a', loser: 'b' }])).toEqual(['a', 'c']);
  });
});

describe('saving a full name into a match note', () => {
  it('adds it after the note, replaces an earlier full name, and refuses a note over the limit', () => {
    expect(noteWithFullName('', 'Ava Rose Smith', 280)).toBe('Full name: Ava Rose Smith');
    expect(noteWithFullName('After grandma', 'Ava Rose Smith', 280)).toBe('After grandma · Full name: Ava Rose Smith');
    expect(noteWithFullName('After grandma · Full name: Ava Rose Smith', 'Ava Smith', 280)).toBe(
      'After grandma · Full name: Ava Smith',
    );
    expect(noteWithFullName('x'.repeat(270), 'Ava Smith', 280)).toBeNull();
  });
});
