/**
 * Loads the SSA popularity data (ssa-births.txt.gz, written by scripts/popularity-data.ts) into
 * name_popularity for the spellings the catalogue uses. The file holds every SSA name, so the
 * whole of it is read to rank each year; only the catalogue's spellings are stored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Queryable } from '../../db/index.ts';
import { decodePopularity, rankSeries, type Series } from './format.ts';
import { loadCountriesIfEmpty, loadCountriesOf } from './countries.ts';
import { POPULARITY_LATEST_YEAR, TREND_YEARS } from '../../../shared/popularity.ts';

export const POPULARITY_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ssa-births.txt.gz');

export interface RankedSeries extends Series {
  ranks: number[];
}

/** Every series of the dataset file, unranked. */
export async function readDataset(): Promise<Series[]> {
  return decodePopularity(gunzipSync(await readFile(POPULARITY_FILE)).toString('utf8'));
}

/** The dataset's series of the given spellings (lowercase), ranked; all of them when none are given. */
export async function readPopularity(spellings?: ReadonlySet<string>): Promise<RankedSeries[]> {
  const series = await readDataset();
  const ranks = rankSeries(series, spellings ? (s) => spellings.has(s.name) : undefined);
  const ranked: RankedSeries[] = [];
  series.forEach((s, i) => {
    const r = ranks[i];
    if (r) ranked.push({ ...s, ranks: r });
  });
  return ranked;
}

function at(s: RankedSeries, values: number[], year: number): number {
  return values[year - s.firstYear] ?? 0;
}

/** Rows loaded per statement: parameters stay well under PostgreSQL's limit. */
const BATCH = 1_000;
/** A load this large changes the table enough for the planner to need new statistics. */
const ANALYZE_FROM = 1_000;

/** Stores these series; a spelling and sex already stored is left as it is. */
async function insertSeries(db: Queryable, series: readonly RankedSeries[]): Promise<void> {
  const earlierYear = POPULARITY_LATEST_YEAR - TREND_YEARS;
  for (let from = 0; from < series.length; from += BATCH) {
    const batch = series.slice(from, from + BATCH);
    const column = <T>(f: (s: RankedSeries) => T) => batch.map(f);
    // Arrays travel as text ('{1,2,3}'): an array of arrays of different lengths is not a
    // PostgreSQL value, so unnest cannot take them directly.
    await db.query(
      `insert into name_popularity
         (name_key, sex, first_year, births, ranks, latest_rank, latest_births, earlier_rank, peak_rank, peak_year)
       select name_key, sex, first_year, births::int[], ranks::int[], latest_rank, latest_births, earlier_rank, peak_rank, peak_year
       from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[])
         as t(name_key, sex, first_year, births, ranks, latest_rank, latest_births, earlier_rank, peak_rank, peak_year)
       on conflict (name_key, sex) do nothing`,
      [
        column((s) => s.name),
        column((s) => s.sex),
        column((s) => s.firstYear),
        column((s) => `{${s.births.join(',')}}`),
        column((s) => `{${s.ranks.join(',')}}`),
        column((s) => at(s, s.ranks, POPULARITY_LATEST_YEAR) || null),
        column((s) => at(s, s.births, POPULARITY_LATEST_YEAR)),
        column((s) => at(s, s.ranks, earlierYear) || null),
        column((s) => peak(s).rank),
        column((s) => peak(s).year),
      ],
    );
  }
  // PGlite runs no autovacuum: without fresh statistics after a bulk load, the planner keeps
  // thinking the table is small and every list page's popularity join scans all of it (40 ms
  // instead of 1 ms per page at 116,550 series).
  if (series.length >= ANALYZE_FROM) await db.query('analyze name_popularity');
}

/**
 * Fills name_popularity for the catalogue's spellings when it is empty (a new database, or one
 * seeded before the table existed). Returns how many series it loaded.
 */
export async function loadPopularityIfEmpty(db: Queryable, log: (message: string) => void = () => {}): Promise<number> {
  const count = await loadUsIfEmpty(db, log);
  // The registers beyond the US, and every register's count of all births (a database seeded
  // before they existed gets them at its next start).
  await loadCountriesIfEmpty(db, readDataset, log);
  return count;
}

async function loadUsIfEmpty(db: Queryable, log: (message: string) => void): Promise<number> {
  const [loaded] = await db.query<{ any: boolean }>('select exists (select 1 from name_popularity) as any');
  if (loaded?.any) return 0;
  const started = performance.now();
  // The names' spellings and their other spellings (006_name_details.sql, applied before any
  // seed): a variant's row is there for the day a page shows it.
  const keys = await db.query<{ key: string }>(
    'select name_key as key from names union select lower(v) collate "C" from names, unnest(variants) v',
  );
  const series = await readPopularity(new Set(keys.map((k) => k.key)));
  await insertSeries(db, series);
  log(
    `loaded US popularity data for ${series.length} spellings and sexes in ${Math.round(performance.now() - started)} ms`,
  );
  return series.length;
}

/** The spellings the dataset has at all: read once per process, on the first write that needs it. */
let datasetSpellings: Promise<Set<string>> | undefined;
function spellingsOfDataset(): Promise<Set<string>> {
  datasetSpellings ??= readDataset().then((series) => new Set(series.map((s) => s.name)));
  return datasetSpellings;
}

/**
 * Loads the series of spellings a write brings into the catalogue (an admin's new name, its new
 * variants, an imported file), so its chart and rank do not wait for a new database. The rows are
 * shared by every instance; a spelling the SSA never listed costs one lookup in memory.
 *
 * It runs after the write has committed, so it never throws: a failure goes to `warn` and the
 * write still answers as saved (a 500 would tell the admin the name was lost, and an import run
 * again would then be refused as repeating its own rows). The name shows no US births until the
 * next write of it or a new database loads them.
 */
export async function loadPopularityOf(
  db: Queryable,
  spellings: readonly string[],
  warn: (error: unknown) => void,
): Promise<number> {
  try {
    const us = await loadMissingSeries(db, spellings);
    return us + (await loadCountriesOf(db, spellings, readDataset));
  } catch (error) {
    warn(error);
    return 0;
  }
}

async function loadMissingSeries(db: Queryable, spellings: readonly string[]): Promise<number> {
  const keys = [...new Set(spellings.map((s) => s.toLowerCase()))];
  if (keys.length === 0) return 0;
  const known = await spellingsOfDataset();
  const listed = keys.filter((k) => known.has(k));
  if (listed.length === 0) return 0;
  const stored = await db.query<{ key: string }>(
    'select distinct name_key as key from name_popularity where name_key = any($1::text[])',
    [listed],
  );
  const storedKeys = new Set(stored.map((r) => r.key));
  const missing = listed.filter((k) => !storedKeys.has(k));
  if (missing.length === 0) return 0;
  // Ranks are per year over every name of the year, so the whole file is read to rank these.
  const series = await readPopularity(new Set(missing));
  await insertSeries(db, series);
  return series.length;
}

/** The best rank and its first year. */
export function peak(s: RankedSeries): { rank: number; year: number } {
  let best = { rank: Infinity, year: 0 };
  s.ranks.forEach((rank, i) => {
    if (rank > 0 && rank < best.rank) best = { rank, year: s.firstYear + i };
  });
  return best;
}
