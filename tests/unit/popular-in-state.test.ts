/**
 * "Most popular" in a register beyond the US, in a list's address: read only with sort=popular,
 * written only when it is not the US, kept by paging, gender and search, dropped by A–Z, and
 * sent to the API as popularIn.
 */
import { describe, expect, test } from 'vitest';
import {
  goToPage,
  NAMES_DEFAULTS,
  namesQuery,
  parseListState,
  pickLetter,
  popularInKeeps,
  sameState,
  setGender,
  setPopularIn,
  setSearch,
  setSort,
  toHref,
  toQueryString,
} from '../../src/lib/url-state.ts';
import { COUNTRY_DATASETS } from '../../src/shared/popularity-countries.ts';

const parse = (query: string) => parseListState(new URLSearchParams(query), NAMES_DEFAULTS);

describe('popularIn in a list address', () => {
  test('is read with sort=popular, for every register the site has', () => {
    for (const { id } of COUNTRY_DATASETS) {
      expect(parse(`letter=I&gender=girl&sort=popular&popularIn=${id}`)).toEqual({
        letter: 'I',
        gender: 'girl',
        search: '',
        page: 1,
        sort: 'popular',
        popularIn: id,
      });
    }
    expect(parse('sort=popular&popularIn=SCT')).toMatchObject({ popularIn: 'sct' });
  });

  test('the US, an unknown register or no popularity order leave it out', () => {
    expect(parse('sort=popular&popularIn=us')).not.toHaveProperty('popularIn');
    expect(parse('sort=popular&popularIn=fr')).not.toHaveProperty('popularIn');
    expect(parse('sort=popular&popularIn=')).not.toHaveProperty('popularIn');
    expect(parse('popularIn=sct')).not.toHaveProperty('popularIn');
    expect(parse('sort=name&popularIn=sct')).toEqual(parse(''));
  });

  test('is written after sort, and only with it', () => {
    const state = parse('letter=I&gender=girl&sort=popular&popularIn=sct&page=2');
    expect(toQueryString(state)).toBe('letter=I&gender=girl&sort=popular&popularIn=sct&page=2');
    const { sort: _sort, ...unsorted } = state;
    expect(toQueryString(unsorted)).toBe('letter=I&gender=girl&page=2');
    expect(toHref('/names', parse('letter=I&gender=girl&sort=popular'))).toBe(
      '/names?letter=I&gender=girl&sort=popular',
    );
  });

  test('choosing a register starts at page 1 with the popularity order; the US removes it', () => {
    const az = parse('letter=M&gender=boy&page=3');
    const scotland = setPopularIn(az, 'sct');
    expect(toQueryString(scotland)).toBe('letter=M&gender=boy&sort=popular&popularIn=sct');
    expect(toQueryString(setPopularIn(scotland, null))).toBe('letter=M&gender=boy&sort=popular');
    expect(sameState(scotland, setPopularIn(scotland, 'ew'))).toBe(false);
    expect(sameState(scotland, setPopularIn(az, 'sct'))).toBe(true);
  });

  test('paging, gender, a letter and a search keep it; A–Z drops it, and Most popular is the US again', () => {
    const scotland = parse('letter=M&gender=boy&sort=popular&popularIn=sct');
    expect(goToPage(scotland, 2, 5)).toMatchObject({ page: 2, popularIn: 'sct' });
    expect(setGender(scotland, 'girl')).toMatchObject({ gender: 'girl', popularIn: 'sct' });
    expect(pickLetter(scotland, 'K')).toMatchObject({ letter: 'K', popularIn: 'sct' });
    expect(setSearch(scotland, 'isla')).toMatchObject({ search: 'isla', popularIn: 'sct' });
    expect(setSort(scotland, false)).not.toHaveProperty('popularIn');
    expect(setSort(setSort(scotland, false), true)).not.toHaveProperty('popularIn');
  });

  test('the form without JavaScript sends the list as it is, from page 1, with the order', () => {
    expect(popularInKeeps(parse('letter=M&gender=girl&sort=popular&popularIn=sct&page=4'))).toEqual({
      letter: 'M',
      gender: 'girl',
      sort: 'popular',
    });
    expect(popularInKeeps(parse('search=isla&gender=girl&sort=popular'))).toEqual({
      search: 'isla',
      gender: 'girl',
      sort: 'popular',
    });
  });

  test('is asked of the API with sort=popular only', () => {
    expect(namesQuery({ ...parse('letter=I&gender=girl&sort=popular&popularIn=sct') })).toMatchObject({
      sort: 'popular',
      popularIn: 'sct',
    });
    expect(namesQuery({ gender: 'girl', page: 1, popularIn: 'sct' })).not.toHaveProperty('popularIn');
  });
});
