/** "Names like this" and sibling ideas: the era vector, its correlation, and the ranking. */
import { describe, expect, it } from 'vitest';
import {
  ALIKE_COUNT,
  ERA_DECADES,
  eraCorrelation,
  eraOf,
  namesAlike,
  peakDecadeOf,
  SIBLINGS_COUNT,
  type AlikeFeatures,
} from '../../src/shared/names-alike.ts';

/** An era vector with its peak at `decade` (0: the 1880s) falling away either side. */
const peakAt = (decade: number, width = 2): number[] =>
  Array.from({ length: ERA_DECADES }, (_, d) => Math.round(1000 * Math.exp(-(((d - decade) / width) ** 2))));

let nextId = 1;
const name = (
  spelling: string,
  gender: 'male' | 'female',
  era: number[] | null,
  origin = '',
  religionId: string | null = null,
): AlikeFeatures => ({ id: String(nextId++), name: spelling, gender, origin, religionId, era });

const namesOf = (all: AlikeFeatures[], ids: string[]) => ids.map((id) => all.find((f) => f.id === id)!.name);

describe('era of a name', () => {
  it('is its share of each decade’s births, scaled to a highest of 1000', () => {
    // 10 births a year through the 1880s of 1000 a year; 10 a year in the 1890s of 2000 a year.
    const births = Array.from({ length: 20 }, () => 10);
    const totals = [...Array.from({ length: 10 }, () => 1000), ...Array.from({ length: 10 }, () => 2000)];
    const era = eraOf(1880, births, 1880, totals)!;
    expect(era).toHaveLength(ERA_DECADES);
    expect(era.slice(0, 3)).toEqual([1000, 500, 0]);
    expect(peakDecadeOf(era)).toBe(1880);
  });

  it('is null for a name with no births', () => {
    expect(eraOf(2000, [0, 0], 1880, [1, 2, 3])).toBeNull();
  });

  it('correlates curves by shape, not size', () => {
    const fifties = peakAt(7);
    const smallFifties = fifties.map((v) => Math.round(v / 10));
    expect(eraCorrelation(fifties, smallFifties)).toBeGreaterThan(0.99);
    expect(eraCorrelation(fifties, peakAt(14))).toBeLessThan(0);
  });
});

describe('names like this', () => {
  it('ranks a name of the same era, origin and ending above one of another era', () => {
    const all = [
      name('Mildred', 'female', peakAt(3), 'Old English'),
      name('Winifred', 'female', peakAt(3), 'Old English'),
      name('Harper', 'female', peakAt(14), 'Old English'),
      name('Edith', 'female', peakAt(3), 'Old English'),
      name('Aria', 'female', peakAt(14), 'Italian'),
      name('Harold', 'male', peakAt(3), 'Old English'),
      name('Liam', 'male', peakAt(14), 'Irish'),
    ];
    const mildred = namesAlike(all).get(all[0]!.id)!;
    expect(namesOf(all, mildred.alike).slice(0, 2)).toEqual(['Winifred', 'Edith']);
    expect(namesOf(all, mildred.alike)).not.toContain('Harold');
    // Sibling ideas are of the other gender, the same era first.
    expect(namesOf(all, mildred.siblings)).toEqual(['Harold', 'Liam']);
  });

  it('never offers the name itself or its own spelling, and each spelling once', () => {
    const all = [
      name('Adam', 'male', peakAt(10), 'Hebrew', '1'),
      name('Adam', 'male', peakAt(10), 'Hebrew', '2'),
      name('Adam', 'female', peakAt(10), 'Hebrew', '1'),
      name('Aaron', 'male', peakAt(10), 'Hebrew', '1'),
      name('Aaron', 'male', peakAt(10), 'Hebrew', '2'),
      name('Eve', 'female', peakAt(10), 'Hebrew', '1'),
    ];
    const adam = namesAlike(all).get(all[0]!.id)!;
    expect(namesOf(all, adam.alike)).toEqual(['Aaron']);
    expect(namesOf(all, adam.siblings)).toEqual(['Eve']);
  });

  it('prefers the same origin and tradition among names without US data', () => {
    const all = [
      name('Ambapali', 'female', null, 'Pali', 'b'),
      name('Amrapali', 'female', null, 'Pali', 'b'),
      name('Zuleika', 'female', null, 'Persian', 'i'),
      name('Sophia', 'female', peakAt(14), 'Greek', null),
    ];
    const ranked = namesAlike(all).get(all[0]!.id)!;
    expect(namesOf(all, ranked.alike)[0]).toBe('Amrapali');
    expect(namesOf(all, ranked.alike).at(-1)).toBe('Sophia');
  });

  it('gives at most six of each, whatever the input order', () => {
    const all = Array.from({ length: 40 }, (_, i) =>
      name(
        `Name${String.fromCharCode(97 + (i % 26))}${i}`,
        i % 2 ? 'male' : 'female',
        peakAt(i % ERA_DECADES),
        'Latin',
      ),
    );
    const forward = namesAlike(all);
    const backward = namesAlike([...all].reverse());
    for (const f of all) {
      const r = forward.get(f.id)!;
      expect(r.alike.length).toBe(ALIKE_COUNT);
      expect(r.siblings.length).toBe(SIBLINGS_COUNT);
      expect(backward.get(f.id)).toEqual(r);
    }
  });
});
