/**
 * The geometry of the popularity charts, as plain numbers and SVG path strings: the detail page
 * draws it at build time (components/PopularityChart.astro) and the compare page in the browser
 * (islands/ComparePage.tsx), so both look the same and no chart library is needed.
 *
 * Coordinates are in the SVG's own units (a viewBox); the SVG scales to its box's width.
 */
import { POPULARITY_FIRST_YEAR, POPULARITY_LATEST_YEAR } from './popularity.ts';

export const CHART_WIDTH = 440;
// Room for the tick labels, at the size a phone needs (popularity.css).
const PAD = { left: 54, right: 16, top: 10, bottom: 26 };
const X_TICKS = [1880, 1920, 1960, 2000, 2024];

export interface ChartLine {
  key: string;
  label: string;
  firstYear: number;
  /** values[i] is the year firstYear + i; 0: not listed. */
  values: number[];
}

/**
 * A line as drawn: its path, and a dot for each year listed alone (between two years it is not),
 * which a path cannot show (a single point has no length).
 */
export interface ChartPath {
  key: string;
  label: string;
  d: string;
  dots: { x: number; y: number }[];
}

export interface Tick {
  at: number;
  label: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  lines: ChartPath[];
  xTicks: Tick[];
  yTicks: Tick[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A whole number of tenths as SVG path data writes it shortest: 25 → "2.5", -1 → "-.1", 30 → "3". */
function tenths(n: number): string {
  const text = String(Math.abs(n) / 10).replace(/^0\./, '.');
  return n < 0 ? `-${text}` : text;
}

/** A number after another: a minus sign separates them by itself. */
const numberAfter = (text: string) => (text.startsWith('-') ? text : ` ${text}`);

/** 1,2,2.5,5 × 10^k: the smallest at or above n. */
export function niceCeiling(n: number): number {
  if (n <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

/** 22164 → "22k", 1500 → "1.5k", 480 → "480". */
export function compactCount(n: number): string {
  if (n >= 1_000_000) return `${round(n / 1_000_000)}M`;
  if (n >= 1_000) return `${round(n / 1_000)}k`;
  return String(n);
}

/** The years a chart spans: the US data's by default; another register's where it charts one. */
export interface YearSpan {
  first: number;
  last: number;
}
const US_SPAN: YearSpan = { first: POPULARITY_FIRST_YEAR, last: POPULARITY_LATEST_YEAR };

/** Ticks of a span: the US chart's own, or every 10 or 20 years of another and its last year. */
function ticksOf(span: YearSpan): number[] {
  if (span.first === US_SPAN.first && span.last === US_SPAN.last) return X_TICKS;
  const years = span.last - span.first;
  // Room for a label every 40 years or so on a phone, whatever the span.
  const step = years > 100 ? 40 : years > 40 ? 20 : 10;
  // Inner ticks keep clear of the two ends, whose labels they would touch on a phone.
  const ticks: number[] = [span.first];
  for (let year = Math.ceil(span.first / step) * step; year <= span.last; year += step) {
    if (year - span.first >= step * 0.75 && span.last - year >= step * 0.75) ticks.push(year);
  }
  ticks.push(span.last);
  return ticks;
}

function frame(height: number, span: YearSpan) {
  const plot = { left: PAD.left, right: CHART_WIDTH - PAD.right, top: PAD.top, bottom: height - PAD.bottom };
  const width = Math.max(1, span.last - span.first);
  const x = (year: number) => plot.left + ((year - span.first) / width) * (plot.right - plot.left);
  const xTicks = ticksOf(span).map((year) => ({ at: round(x(year)), label: String(year) }));
  return { plot, x, xTicks };
}

/**
 * One path per line, through the points `y` gives; a year where `y` returns null (not listed,
 * on the rank chart) breaks the line, and a year alone between two breaks is a dot.
 */
function pathOf(line: ChartLine, x: (year: number) => number, y: (value: number) => number | null): ChartPath {
  let d = '';
  // The point drawn last, in tenths of a unit: each next point is written as a step from it.
  let last = { x: 0, y: 0 };
  const dots: ChartPath['dots'] = [];
  const at = line.values.map((value) => {
    const here = y(value);
    return here === null ? null : round(here);
  });
  at.forEach((here, i) => {
    if (here === null) return;
    const point = { x: round(x(line.firstYear + i)), y: here };
    const before = i > 0 && at[i - 1] !== null;
    const after = i < at.length - 1 && at[i + 1] !== null && at[i + 1] !== undefined;
    if (!before && !after) dots.push(point);
    // A point inside a level run (the same height before and after it, as the years at 0 births
    // are) adds nothing to the line: the run is drawn from its first point to its last. A rare
    // name's chart is mostly such runs, so most of its points go.
    if (before && after && at[i - 1] === here && at[i + 1] === here) return;
    const next = { x: Math.round(point.x * 10), y: Math.round(point.y * 10) };
    // A run starts with an absolute moveto and a lineto command; the points after it are relative
    // steps with the command left implied, as SVG allows. A name's page carries two charts of up to
    // 145 years each, and steps ("2.6-.1") are about half as long as absolute points ("64.3
    // 173.6"). Steps are differences of the rounded points, so the drawn points are exactly those.
    if (!before) d += `M${point.x} ${point.y}${after ? 'l' : ''}`;
    else d += `${d.endsWith('l') ? '' : ' '}${tenths(next.x - last.x)}${numberAfter(tenths(next.y - last.y))}`;
    last = next;
  });
  return { key: line.key, label: line.label, d, dots };
}

/**
 * A chart of these lines over a span: `scale` places a value on the plot (null: a gap in its line)
 * and gives the y axis's ticks; the frame, the x axis and the paths are the same for every chart.
 */
function chartOf(
  lines: readonly ChartLine[],
  height: number,
  span: YearSpan,
  scale: (plot: ChartGeometry['plot']) => { y: (value: number) => number | null; yTicks: Tick[] },
): ChartGeometry {
  const { plot, x, xTicks } = frame(height, span);
  const { y, yTicks } = scale(plot);
  return { width: CHART_WIDTH, height, plot, lines: lines.map((l) => pathOf(l, x, y)), xTicks, yTicks };
}

/**
 * A scale from 0 at the bottom to `max` at the top, ticked at 0, half way and `max`. Where a 0 is
 * a year not listed (a share), it is a gap in the line rather than a point on the axis.
 */
function fromZero(max: number, label: (value: number) => string, zeroIsGap: boolean) {
  return (plot: ChartGeometry['plot']) => {
    const at = (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
    return {
      y: (value: number) => (zeroIsGap && value <= 0 ? null : at(value)),
      yTicks: [0, 0.5, 1].map((f) => ({ at: round(at(f * max)), label: label(f * max) })),
    };
  };
}

/** The charts' heights in SVG units (their width is CHART_WIDTH): what a page reserves for them. */
export const BIRTHS_CHART_HEIGHT = 200;
export const RANK_CHART_HEIGHT = 140;

/** Births a year, from 0 up: a year the SSA does not list counts as 0 (fewer than five births). */
export function birthsChart(
  lines: readonly ChartLine[],
  height = BIRTHS_CHART_HEIGHT,
  span: YearSpan = US_SPAN,
): ChartGeometry {
  const max = niceCeiling(Math.max(5, ...lines.flatMap((l) => l.values)));
  return chartOf(lines, height, span, fromZero(max, compactCount, false));
}

/**
 * Rank a year on a log scale, #1 at the top; years not listed are gaps. The scale reaches a
 * quarter beyond the worst rank, so no rank sits on the bottom axis, under the year labels.
 */
export function rankChart(
  lines: readonly ChartLine[],
  height = RANK_CHART_HEIGHT,
  span: YearSpan = US_SPAN,
): ChartGeometry {
  const worst = Math.max(10, ...lines.flatMap((l) => l.values));
  const decades = Math.ceil(Math.log10(worst * 1.25));
  return chartOf(lines, height, span, (plot) => {
    const y = (rank: number) => (rank <= 0 ? null : plot.top + (Math.log10(rank) / decades) * (plot.bottom - plot.top));
    const yTicks: Tick[] = [];
    for (let p = 0; p <= decades; p++) yTicks.push({ at: round(y(10 ** p)!), label: `#${compactCount(10 ** p)}` });
    return { y, yTicks };
  });
}

/** "1.2%", "0.05%": a share of births as the share chart's axis labels it. */
export function percent(share: number): string {
  return `${Number((share * 100).toPrecision(3))}%`;
}

/**
 * Each year's share of all births of the name's sex, from 0 up: the one measure that compares
 * countries of different sizes. A year a dataset does not list the name (or whose total it does
 * not know) is a gap, not a 0: below a register's threshold is not none.
 */
export function shareChart(
  lines: readonly ChartLine[],
  height = BIRTHS_CHART_HEIGHT,
  span: YearSpan = US_SPAN,
): ChartGeometry {
  const max = niceCeiling(Math.max(0.0001, ...lines.flatMap((l) => l.values)));
  return chartOf(
    lines,
    height,
    span,
    fromZero(max, (share) => (share === 0 ? '0' : percent(share)), true),
  );
}
