import { describe, expect, test } from 'vitest';
import {
  goToPage,
  letterPagePath,
  NAMES_DEFAULTS,
  parseLetterPagePath,
  parseListState,
  pickLetter,
  RELIGION_DEFAULTS,
  religionPagePath,
  setGender,
  setSearch,
  toHref,
  toQueryString,
  type ListState,
} from '../../src/lib/url-state.ts';

const parse = (query: string, defaults = NAMES_DEFAULTS) => parseListState(new URLSearchParams(query), defaults);

describe('parseListState', () => {
  test('an empty query is letter A, boys, page 1', () => {
    expect(parse('')).toEqual({ letter: 'A', gender: 'boy', search: '', page: 1 });
  });

  test('reads every parameter, letters in either case', () => {
    expect(parse('letter=k&gender=girl&page=3')).toEqual({ letter: 'K', gender: 'girl', search: '', page: 3 });
    expect(parse('letter=Z&gender=GIRL')).toMatchObject({ letter: 'Z', gender: 'girl' });
  });

  test('invalid values fall back to the defaults', () => {
    expect(parse('letter=ab&gender=other&page=0')).toEqual({ letter: 'A', gender: 'boy', search: '', page: 1 });
    expect(parse('letter=1&page=-2')).toMatchObject({ letter: 'A', page: 1 });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse('page=abc')).toMatchObject({ page: 1 });
  });

  test('a parameter given twice counts once, the last, as the router and the server read it', () => {
    expect(parse('letter=B&letter=m&gender=boy&gender=girl&page=2&page=3')).toEqual({
      letter: 'M',
      gender: 'girl',
      search: '',
      page: 3,
    });
  });

  test('a search wins over a letter and is trimmed', () => {
    expect(parse('search=%20anu%20&letter=B&page=2')).toEqual({ letter: null, gender: null, search: 'anu', page: 2 });
  });

  test('a search looks at both genders unless the address names one; browsing keeps boys as the default', () => {
    expect(parse('search=olivia')).toMatchObject({ gender: null });
    expect(parse('search=olivia&gender=girl')).toMatchObject({ gender: 'girl' });
    expect(parse('letter=O')).toMatchObject({ gender: 'boy' });
  });

  test('a religion page has no letter or gender until they are chosen', () => {
    expect(parse('', RELIGION_DEFAULTS)).toEqual({ letter: null, gender: null, search: '', page: 1 });
    expect(parse('gender=boy&letter=m', RELIGION_DEFAULTS)).toMatchObject({ letter: 'M', gender: 'boy' });
  });
});

describe('transitions', () => {
  const start: ListState = { letter: 'C', gender: 'girl', search: '', page: 4 };

  test('a new search removes the letter, looks at both genders and goes to page 1', () => {
    expect(setSearch(start, 'Mar')).toEqual({ letter: null, gender: null, search: 'Mar', page: 1 });
  });

  test('changing the term of a search keeps the gender picked for it', () => {
    const narrowed: ListState = { letter: null, gender: 'girl', search: 'Mar', page: 2 };
    expect(setSearch(narrowed, 'Mari')).toEqual({ letter: null, gender: 'girl', search: 'Mari', page: 1 });
  });

  test('clearing the search restores the default letter and gender on the names page', () => {
    const searching = setSearch(start, 'Mar');
    expect(setSearch({ ...searching, page: 2 }, '  ')).toEqual({ letter: 'A', gender: 'boy', search: '', page: 1 });
    const narrowed: ListState = { letter: null, gender: 'girl', search: 'Mar', page: 2 };
    expect(setSearch(narrowed, '')).toEqual({ letter: 'A', gender: 'girl', search: '', page: 1 });
  });

  test('clearing the search on a religion page shows all its names again', () => {
    const searching: ListState = { letter: null, gender: null, search: 'x', page: 2 };
    expect(setSearch(searching, '', RELIGION_DEFAULTS)).toEqual({ letter: null, gender: null, search: '', page: 1 });
  });

  test('picking a letter removes the search and goes to page 1', () => {
    expect(pickLetter({ letter: null, gender: 'boy', search: 'abc', page: 3 }, 'R')).toEqual({
      letter: 'R',
      gender: 'boy',
      search: '',
      page: 1,
    });
  });

  test('changing gender goes to page 1 and keeps the rest', () => {
    expect(setGender(start, 'boy')).toEqual({ letter: 'C', gender: 'boy', search: '', page: 1 });
  });

  test('paging only goes to pages 1..total', () => {
    expect(goToPage(start, 5, 5)).toMatchObject({ page: 5 });
    expect(goToPage(start, 1, 5)).toMatchObject({ page: 1 });
    expect(goToPage(start, 6, 5)).toBe(start);
    expect(goToPage(start, 0, 5)).toBe(start);
    expect(goToPage(start, 2.5, 5)).toBe(start);
    expect(goToPage(start, 1, 0)).toBe(start);
  });
});

describe('serialising', () => {
  test('letter and gender are explicit, page 1 is left out', () => {
    expect(toQueryString({ letter: 'A', gender: 'boy', search: '', page: 1 })).toBe('letter=A&gender=boy');
    expect(toQueryString({ letter: 'B', gender: 'girl', search: '', page: 3 })).toBe('letter=B&gender=girl&page=3');
  });

  test('a search replaces the letter', () => {
    expect(toQueryString({ letter: 'B', gender: 'boy', search: 'an a', page: 1 })).toBe('search=an+a&gender=boy');
  });

  test('an empty state gives the bare path', () => {
    expect(toHref('/religion/3', { letter: null, gender: null, search: '', page: 1 })).toBe('/religion/3');
    expect(toHref('/religion/3', { letter: null, gender: null, search: '', page: 2 })).toBe('/religion/3?page=2');
  });

  test('parse and serialise round-trip', () => {
    const states: ListState[] = [
      { letter: 'Q', gender: 'girl', search: '', page: 7 },
      { letter: null, gender: 'boy', search: 'Ä & ß', page: 2 },
    ];
    for (const state of states) expect(parse(toQueryString(state))).toEqual(state);
  });
});

describe('static page paths', () => {
  test('letter pages are two segments under /names, lower case, page 1 without a number', () => {
    expect(letterPagePath('boy', 'A')).toBe('/names/boy/a');
    expect(letterPagePath('girl', 'M', 3)).toBe('/names/girl/m/3');
  });

  test('a letter page path reads back as its state; other paths are not letter pages', () => {
    expect(parseLetterPagePath('/names/girl/m/3')).toEqual({ letter: 'M', gender: 'girl', search: '', page: 3 });
    expect(parseLetterPagePath('/names/boy/a')).toEqual({ letter: 'A', gender: 'boy', search: '', page: 1 });
    expect(parseLetterPagePath('/names/123')).toBeNull();
    expect(parseLetterPagePath('/names')).toBeNull();
    expect(parseLetterPagePath('/names/boy/ab')).toBeNull();
  });

  test('religion pages', () => {
    expect(religionPagePath('7')).toBe('/religion/7');
    expect(religionPagePath('7', 2)).toBe('/religion/7/2');
  });
});
