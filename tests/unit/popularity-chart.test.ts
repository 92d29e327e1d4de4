/** The chart geometry shared by the detail page (build time) and the compare page (browser). */
import { describe, expect, it } from 'vitest';
import { birthsChart, compactCount, niceCeiling, rankChart } from '../../src/shared/popularity-chart.ts';
import { compareHref } from '../../src/shared/popularity.ts';
import { parseListState, setSort, toQueryString } from '../../src/lib/url-state.ts';

describe('popularity chart geometry', () => {
  it('rounds the births axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([niceCeiling(22_164), niceCeiling(14_718), niceCeiling(400), niceCeiling(0)]).toEqual([
      25_000, 20_000, 500, 1,
    ]);
    expect([compactCount(25_000), compactCount(12_500), compactCount(480)]).toEqual(['25k', '12.5k', '480']);
  });

  it('draws births from the first listed year, 0 at the bottom, the top of the axis at the top', () => {
    const g = birthsChart([{ key: 'F', label: 'Girls', firstYear: 2022, values: [0, 5, 10] }]);
    const points = [...g.lines[0]!.d.matchAll(/([ML])([\d.]+) ([\d.]+)/g)].map((m) => [
      m[1],
      Number(m[2]),
      Number(m[3]),
    ]);
    expect(points.map((p) => p[0])).toEqual(['M', 'L', 'L']);
    expect(points[0]![2]).toBe(g.plot.bottom);
    expect(points[2]![2]).toBe(g.plot.top);
    expect(points[2]![1]).toBe(g.plot.right);
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '5', '10']);
  });

  it('breaks the rank line where the name is not listed, #1 at the top', () => {
    const g = rankChart([{ key: 'M', label: 'Boys', firstYear: 2020, values: [1, 0, 100, 1000] }]);
    expect(g.lines[0]!.d.match(/M/g)).toHaveLength(2);
    expect(g.lines[0]!.d.startsWith(`M`)).toBe(true);
    expect(g.yTicks.map((t) => t.label)).toEqual(['#1', '#10', '#100', '#1k']);
    expect(g.yTicks[0]!.at).toBe(g.plot.top);
    expect(g.yTicks.at(-1)!.at).toBe(g.plot.bottom);
  });
});

describe('compare and sort addresses', () => {
  it('compares at most four names, without repeats', () => {
    expect(compareHref(['Olivia', 'liam', 'Liam', 'Noah', 'Emma', 'Ava'])).toBe('/compare?names=Olivia,Liam,Noah,Emma');
  });

  it('keeps sort=popular in the list address and drops it for A–Z', () => {
    const state = parseListState(new URLSearchParams('letter=L&gender=boy&sort=popular&page=2'));
    expect(state.sort).toBe('popular');
    expect(toQueryString(state)).toBe('letter=L&gender=boy&sort=popular&page=2');
    expect(toQueryString(setSort(state, false))).toBe('letter=L&gender=boy');
    expect(parseListState(new URLSearchParams('sort=other')).sort).toBeUndefined();
  });
});
