/** The chart geometry shared by the detail page (build time) and the compare page (browser). */
import { describe, expect, it } from 'vitest';
import {
  birthsChart,
  compactCount,
  niceCeiling,
  percent,
  rankChart,
  shareChart,
} from '../../src/shared/popularity-chart.ts';
import { compareHref } from '../../src/shared/popularity.ts';
import { parseListState, setSort, toQueryString } from '../../src/lib/url-state.ts';

/**
 * The points a path draws, as a browser reads its data: "M" starts a run at an absolute point,
 * "l" steps from the last point, and further pairs repeat the last command.
 */
function pointsOf(d: string): { command: 'M' | 'L'; x: number; y: number }[] {
  const points: { command: 'M' | 'L'; x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  for (const [, command, pairs] of d.matchAll(/([Ml])([^Ml]*)/g)) {
    const numbers = (pairs!.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    expect(numbers.length % 2).toBe(0);
    for (let i = 0; i < numbers.length; i += 2) {
      if (command === 'M' && i === 0) [x, y] = [numbers[0]!, numbers[1]!];
      else [x, y] = [x + numbers[i]!, y + numbers[i + 1]!];
      // Steps of tenths add up without drift, to within floating point.
      points.push({
        command: command === 'M' && i === 0 ? 'M' : 'L',
        x: Math.round(x * 10) / 10,
        y: Math.round(y * 10) / 10,
      });
    }
  }
  return points;
}

describe('popularity chart geometry', () => {
  it('rounds the births axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([niceCeiling(22_164), niceCeiling(14_718), niceCeiling(400), niceCeiling(0)]).toEqual([
      25_000, 20_000, 500, 1,
    ]);
    expect([compactCount(25_000), compactCount(12_500), compactCount(480)]).toEqual(['25k', '12.5k', '480']);
  });

  it('draws births from the first listed year, 0 at the bottom, the top of the axis at the top', () => {
    const g = birthsChart([{ key: 'F', label: 'Girls', firstYear: 2022, values: [0, 5, 10] }]);
    const points = pointsOf(g.lines[0]!.d).map((p) => [p.command, p.x, p.y]);
    expect(points.map((p) => p[0])).toEqual(['M', 'L', 'L']);
    expect(points[0]![2]).toBe(g.plot.bottom);
    expect(points[2]![2]).toBe(g.plot.top);
    expect(points[2]![1]).toBe(g.plot.right);
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '5', '10']);
  });

  it('draws a level run from its first year to its last, with no points between', () => {
    // Not given for four years, then five births: the line lies on the axis from 2010 to 2013.
    const g = birthsChart([{ key: 'M', label: 'Boys', firstYear: 2010, values: [0, 0, 0, 0, 5, 5] }], 200, {
      first: 2010,
      last: 2015,
    });
    const points = pointsOf(g.lines[0]!.d).map((p) => [p.x, p.y]);
    expect(points).toHaveLength(4);
    expect(points[0]).toEqual([g.plot.left, g.plot.bottom]);
    // The run's last year is still a point, so the rise starts where the years say it does.
    expect(points[1]![1]).toBe(g.plot.bottom);
    expect(points[2]![1]).toBeLessThan(g.plot.bottom);
    expect(points[3]![0]).toBe(g.plot.right);
  });

  it("writes each point after a run's first as a short step that lands on the rounded point", () => {
    // Rising and falling by fractions of a unit, as a popular name's line does year to year.
    const values = [10, 12, 11, 15, 14, 14.5, 9, 20, 19, 3];
    const g = birthsChart([{ key: 'F', label: 'Girls', firstYear: 2015, values }], 200, { first: 2015, last: 2024 });
    const { d } = g.lines[0]!;
    expect(d).toMatch(/^M[\d.]+ [\d.]+l/);
    expect(d).not.toMatch(/[ML][\d.]+ [\d.]+[ML]/);
    const x = (i: number) => g.plot.left + (i / 9) * (g.plot.right - g.plot.left);
    const y = (v: number) => g.plot.bottom - (v / 20) * (g.plot.bottom - g.plot.top);
    expect(pointsOf(d).map((p) => [p.x, p.y])).toEqual(
      values.map((v, i) => [Math.round(x(i) * 10) / 10, Math.round(y(v) * 10) / 10]),
    );
    // Shorter than the same points written absolute, as the charts were before.
    const absolute = pointsOf(d)
      .map((p) => `${p.command}${p.x} ${p.y}`)
      .join('');
    expect(d.length).toBeLessThan(absolute.length);
  });

  it('breaks the rank line where the name is not listed, #1 at the top', () => {
    const g = rankChart([{ key: 'M', label: 'Boys', firstYear: 2020, values: [1, 0, 100, 1000] }]);
    expect(g.lines[0]!.d.match(/M/g)).toHaveLength(2);
    expect(g.lines[0]!.d.startsWith(`M`)).toBe(true);
    // The scale goes a step beyond the worst rank, so #1,000 sits above the bottom axis.
    expect(g.yTicks.map((t) => t.label)).toEqual(['#1', '#10', '#100', '#1k', '#10k']);
    expect(g.yTicks[0]!.at).toBe(g.plot.top);
    expect(g.yTicks.at(-1)!.at).toBe(g.plot.bottom);
    const worst = pointsOf(g.lines[0]!.d).at(-1)!.y;
    expect(worst).toBeLessThan(g.plot.bottom - 10);
  });

  it('draws a year listed alone as a dot, which a path of one point would not show', () => {
    // Listed in 2020, not in 2021, then three years in a row, then once more in 2026.
    const g = rankChart([{ key: 'M', label: 'Boys', firstYear: 2020, values: [900, 0, 50, 60, 70, 0, 800] }], 140, {
      first: 2020,
      last: 2026,
    });
    const [line] = g.lines;
    expect(line!.dots).toHaveLength(2);
    for (const dot of line!.dots) {
      expect(dot.y).toBeGreaterThan(g.plot.top);
      expect(dot.y).toBeLessThan(g.plot.bottom);
    }
    expect(line!.dots[0]!.x).toBe(g.plot.left);
    expect(line!.d.match(/M/g)).toHaveLength(3);
  });

  it('charts shares of births in per cent, with gaps where a register does not list the name', () => {
    const g = shareChart(
      [{ key: 'ew', label: 'England and Wales', firstYear: 2018, values: [0.004, 0, 0.006, 0.009] }],
      200,
      { first: 2018, last: 2021 },
    );
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '0.5%', '1%']);
    expect(g.lines[0]!.dots).toHaveLength(1);
    expect(g.lines[0]!.d.match(/M/g)).toHaveLength(2);
    expect(percent(0.00052)).toBe('0.052%');
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
