import { describe, expect, it } from 'vitest';
import { filterNicknames, nicknamesStartingWith } from '../../src/shared/nickname-filter.ts';
import type { Nickname } from '../../src/shared/types.ts';

const nick = (id: number, name: string, description = ''): Nickname => ({
  id: String(id),
  name,
  description,
  source: null,
});

const catalogue = [
  nick(1, 'Bella', 'Short for Isabella'),
  nick(2, 'abby', 'Short for Abigail'),
  nick(3, 'Alex', 'Short for Alexander or Alexandra'),
  nick(4, 'Sandy', 'Short for Alexandra or Sandra'),
  nick(5, 'Abe', 'Short for Abraham'),
];

describe('filterNicknames', () => {
  it('filters by first letter, case-insensitively, ordered by name', () => {
    const result = filterNicknames(catalogue, { search: '', letter: 'a', page: 1 });
    expect(result.items.map((n) => n.name)).toEqual(['abby', 'Abe', 'Alex']);
    expect(result).toMatchObject({ total: 3, totalPages: 1, page: 1 });
  });

  it('uses the default letter A when none is given', () => {
    expect(filterNicknames(catalogue, { search: '', letter: '', page: 1 }).total).toBe(3);
  });

  it('searches the name or the description, ignoring the letter', () => {
    const result = filterNicknames(catalogue, { search: 'ALEXANDRA', letter: 'B', page: 1 });
    expect(result.items.map((n) => n.name)).toEqual(['Alex', 'Sandy']);
    expect(filterNicknames(catalogue, { search: 'bell', letter: 'A', page: 1 }).items.map((n) => n.name)).toEqual([
      'Bella',
    ]);
  });

  it('pages by 15 and clamps the page to 1..total', () => {
    const many = Array.from({ length: 32 }, (_, i) => nick(i, `A${String(i).padStart(2, '0')}`));
    const second = filterNicknames(many, { search: '', letter: 'A', page: 2 });
    expect(second.items).toHaveLength(15);
    expect(second.items[0]?.name).toBe('A15');
    expect(second).toMatchObject({ total: 32, totalPages: 3, page: 2 });
    expect(filterNicknames(many, { search: '', letter: 'A', page: 9 }).page).toBe(3);
    expect(filterNicknames(many, { search: '', letter: 'A', page: 9 }).items).toHaveLength(2);
    expect(filterNicknames(many, { search: '', letter: 'A', page: 0 }).page).toBe(1);
    expect(filterNicknames(many, { search: '', letter: 'A', page: Number.NaN }).page).toBe(1);
  });

  it('answers an empty page 1 when nothing matches', () => {
    expect(filterNicknames(catalogue, { search: 'zzz', letter: 'A', page: 3 })).toEqual({
      items: [],
      total: 0,
      totalPages: 0,
      page: 1,
    });
  });
});

describe('nicknamesStartingWith', () => {
  it('lists every nickname of a letter, sorted', () => {
    expect(nicknamesStartingWith(catalogue, 'A').map((n) => n.name)).toEqual(['abby', 'Abe', 'Alex']);
    expect(nicknamesStartingWith(catalogue, 'Z')).toEqual([]);
  });
});
