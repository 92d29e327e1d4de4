/**
 * The committed birth registers beyond the US (src/server/seed/popularity/*-births.txt.gz), read
 * as the seed reads them, for tests that check their figures against the sources.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { decodePopularity, rankSeries, TOTAL_LINE, type Series } from '../../src/server/seed/popularity/format.ts';

/** A register's file as text: its header names the source, the licence and the commit read. */
export const registerText = (id: string): string =>
  gunzipSync(readFileSync(`src/server/seed/popularity/${id}-births.txt.gz`)).toString('utf8');

const decoded = new Map<string, Series[]>();
/** A register's series, decoded once per test file. */
export function registerSeries(id: string): Series[] {
  if (!decoded.has(id)) decoded.set(id, decodePopularity(registerText(id)));
  return decoded.get(id)!;
}

/** Births of one spelling and sex in one year (0 when not listed). */
export function births(id: string, name: string, sex: 'M' | 'F', year: number): number {
  const s = registerSeries(id).find((x) => x.name === name && x.sex === sex);
  return s ? (s.births[year - s.firstYear] ?? 0) : 0;
}

/** The name ranked first in that year and sex, by births, as the seed ranks. */
export function top(id: string, sex: 'M' | 'F', year: number): string | undefined {
  const series = registerSeries(id).filter((s) => s.name !== TOTAL_LINE);
  const ranks = rankSeries(series);
  return series.find((s, i) => s.sex === sex && ranks[i]![year - s.firstYear] === 1)?.name;
}
