import '../helpers/test-storage-engine.ts';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/shared/shortlist.ts';
import { deckQuery } from '../../src/lib/shortlist-client.ts';
import { invitationLink, moved } from '../../src/lib/stores/shortlist.ts';

describe('the ranking moves', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves a name up, down, to either end, and clamps past them', () => {
    expect(moved(list, 'c', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moved(list, 'a', 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(list, 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(list, 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(list, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(list, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the surname preview', () => {
  it('takes the first letter of each word', () => {
    expect(initialsOf('Aarav Mehta')).toBe('AM');
    expect(initialsOf('  anaya   de silva ')).toBe('ADS');
    expect(initialsOf('Dev')).toBe('D');
    expect(initialsOf('')).toBe('');
  });
});

describe('the deck query and the invitation link', () => {
  it('sends only the filters that are set', () => {
    expect(deckQuery({})).toEqual({});
    expect(
      deckQuery({
        gender: 'female',
        letter: 'A',
        minLength: 3,
        maxLength: 6,
        fromFavourites: true,
        popularity: 'rare',
      }),
    ).toEqual({
      gender: 'female',
      letter: 'A',
      minLength: '3',
      maxLength: '6',
      fromFavourites: 'true',
      popularity: 'rare',
    });
  });

  it('builds the join address with the token encoded', () => {
    expect(invitationLink('abc_DEF-123', 'https://names.example')).toBe(
      'https://names.example/shortlist/join?token=abc_DEF-123',
    );
  });
});
