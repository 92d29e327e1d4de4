/**
 * Loads the registers beyond the US (the *-births.txt.gz files of `npm run data:countries`) into
 * country_popularity for the spellings the catalogue uses, and every register's count of all
 * births per sex and year (the US's too) into birth_totals (011_country_popularity.sql).
 *
 * A Latin register is keyed by the lower-cased spelling, as the US one is; Israel's, written in
 * Hebrew, by a record's Hebrew or Yiddish script, unpointed, a space or maqaf written `_` as the
 * derived files write it. Israel's registers of Arab communities are also keyed by the Latin
 * spelling of a catalogue name of Arabic origin (or an Islamic record): the series stored under it
 * is the register's Hebrew spelling of that name given most (Muhammad: מוחמד), found by
 * shared/hebrew-transliteration.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Queryable } from '../../db/index.ts';
import { decodePopularity, rankSeries, TOTAL_LINE, type Series } from './format.ts';
import { soundKey } from '../../../shared/search-keys.ts';
import { POPULARITY_LATEST_YEAR } from '../../../shared/popularity.ts';
import { hebrewSpellings, prefixesOf, unfinal } from '../../../shared/hebrew-transliteration.ts';
import {
  ARABIC_IN_HEBREW,
  COUNTRY_DATASETS,
  registerKey,
  US_DATASET,
  type CountryDataset,
} from '../../../shared/popularity-countries.ts';

const DIR = path.dirname(fileURLToPath(import.meta.url));

interface Register {
  series: Series[];
  /** All births per sex, from the register's own count or else the sum of its listed names. */
  totals: Series[];
}

const registers = new Map<string, Promise<Register>>();

/** A register's file, read once per process (they are small: 1.6 MB for all nine). */
function readRegister(file: string): Promise<Register> {
  let read = registers.get(file);
  if (!read) {
    read = readFile(path.join(DIR, file)).then((gz) => {
      const all = decodePopularity(gunzipSync(gz).toString('utf8'));
      const series = all.filter((s) => s.name !== TOTAL_LINE);
      const own = all.filter((s) => s.name === TOTAL_LINE);
      return { series, totals: own.length > 0 ? own : summedTotals(series) };
    });
    registers.set(file, read);
  }
  return read;
}

/** Births of every listed name, per sex and year. */
function summedTotals(series: readonly Series[]): Series[] {
  const totals: Series[] = [];
  for (const sex of ['F', 'M'] as const) {
    const mine = series.filter((s) => s.sex === sex);
    if (mine.length === 0) continue;
    const firstYear = Math.min(...mine.map((s) => s.firstYear));
    const lastYear = Math.max(...mine.map((s) => s.firstYear + s.births.length - 1));
    const births = new Array<number>(lastYear - firstYear + 1).fill(0);
    for (const s of mine) s.births.forEach((n, i) => (births[s.firstYear - firstYear + i]! += n));
    totals.push({ name: TOTAL_LINE, sex, firstYear, births });
  }
  return totals;
}

const fileOf = (dataset: CountryDataset) => `${dataset.id}-births.txt.gz`;

const BATCH = 1_000;

async function insertSeries(db: Queryable, dataset: string, series: readonly Series[], ranks: number[][]) {
  for (let from = 0; from < series.length; from += BATCH) {
    const batch = series.slice(from, from + BATCH);
    const rankBatch = ranks.slice(from, from + BATCH);
    await db.query(
      `insert into country_popularity (dataset, name_key, sex, first_year, births, ranks)
       select $1, name_key, sex, first_year, births::int[], ranks::int[]
       from unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[]) as t(name_key, sex, first_year, births, ranks)
       on conflict (dataset, name_key, sex) do nothing`,
      [
        dataset,
        batch.map((s) => s.name),
        batch.map((s) => s.sex),
        batch.map((s) => s.firstYear),
        batch.map((s) => `{${s.births.join(',')}}`),
        rankBatch.map((r) => `{${r.join(',')}}`),
      ],
    );
  }
}

/**
 * For each Latin spelling, the register's Hebrew spelling of it given most often, per sex: what
 * Israel's Arab registers store under the Latin spelling.
 */
export function transliterated(series: readonly Series[], latin: ReadonlySet<string>): Map<string, string[]> {
  const prefixes = prefixesOf(series.map((s) => s.name));
  const byPlain = new Map<string, Series[]>();
  for (const s of series) byPlain.set(unfinal(s.name), [...(byPlain.get(unfinal(s.name)) ?? []), s]);
  const total = (s: Series) => s.births.reduce((a, b) => a + b, 0);
  /** Register spelling and sex → the Latin keys that take its series. */
  const matches = new Map<string, string[]>();
  for (const key of latin) {
    const candidates = [...hebrewSpellings(key.replaceAll('_', ' '), prefixes)].flatMap((c) => byPlain.get(c) ?? []);
    for (const sex of ['F', 'M'] as const) {
      const best = candidates
        .filter((s) => s.sex === sex)
        .sort((a, b) => total(b) - total(a) || (a.name < b.name ? -1 : 1))[0];
      if (best) matches.set(`${best.name} ${sex}`, [...(matches.get(`${best.name} ${sex}`) ?? []), key]);
    }
  }
  return matches;
}

/**
 * Stores the chosen spellings' series of every register beyond the US, ranked over the whole
 * register; in Israel's Arab registers, also the series of each Arabic Latin spelling's Hebrew one.
 */
async function loadSeries(
  db: Queryable,
  latin: ReadonlySet<string>,
  hebrew: ReadonlySet<string>,
  arabic: ReadonlySet<string> = new Set(),
): Promise<number> {
  let loaded = 0;
  for (const dataset of COUNTRY_DATASETS) {
    const keys = dataset.script === 'hebrew' ? hebrew : latin;
    const arabicHere = ARABIC_IN_HEBREW.has(dataset.id) ? arabic : new Set<string>();
    if (keys.size === 0 && arabicHere.size === 0) continue;
    const { series } = await readRegister(fileOf(dataset));
    const matches = arabicHere.size > 0 ? transliterated(series, arabicHere) : new Map<string, string[]>();
    const ranks = rankSeries(series, (s) => keys.has(s.name) || matches.has(`${s.name} ${s.sex}`));
    const chosen: Series[] = [];
    const chosenRanks: number[][] = [];
    series.forEach((s, i) => {
      const r = ranks[i];
      if (!r) return;
      if (keys.has(s.name)) {
        chosen.push(s);
        chosenRanks.push(r);
      }
      for (const key of matches.get(`${s.name} ${s.sex}`) ?? []) {
        chosen.push({ ...s, name: key });
        chosenRanks.push(r);
      }
    });
    await insertSeries(db, dataset.id, chosen, chosenRanks);
    loaded += chosen.length;
  }
  return loaded;
}

async function catalogueKeys(db: Queryable, where = 'true', params: unknown[] = []) {
  const rows = await db.query<{ key: string; hebrew: boolean }>(
    `select name_key as key, false as hebrew from names where ${where}
     union select lower(v) collate "C", false from names, unnest(variants) v where ${where}
     union select script, true from names where script is not null and script_lang in ('he', 'yi') and ${where}`,
    params,
  );
  // Arabic names: of Arabic origin, in an Arabic-script language, or an Islamic record's (not
  // every Latin name: Eli would be read as עלי, Ali).
  const arabic = await db.query<{ key: string }>(
    `select distinct n.name_key as key from names n left join religions r on r.id = n.religion_id
     where (n.origin ilike '%arabic%' or n.script_lang in ('ar', 'fa', 'ur') or r.name = 'Islam')
       and (n.script_lang is null or n.script_lang not in ('he', 'yi')) and ${where}`,
    params,
  );
  return {
    latin: new Set(rows.filter((r) => !r.hebrew).map((r) => registerKey('latin', r.key))),
    hebrew: new Set(rows.filter((r) => r.hebrew).map((r) => registerKey('hebrew', r.key))),
    arabic: new Set(arabic.map((r) => registerKey('latin', r.key))),
  };
}

/**
 * Fills country_popularity and birth_totals when birth_totals is empty (a new database, or one
 * seeded before these tables existed). `usSeries` is the whole US file, for its totals.
 */
export async function loadCountriesIfEmpty(
  db: Queryable,
  usSeries: () => Promise<readonly Series[]>,
  log: (message: string) => void = () => {},
): Promise<number> {
  const [loaded] = await db.query<{ any: boolean }>('select exists (select 1 from birth_totals) as any');
  if (loaded?.any) return 0;
  const started = performance.now();
  const totals: [string, Series[]][] = [[US_DATASET, summedTotals(await usSeries())]];
  for (const dataset of COUNTRY_DATASETS) totals.push([dataset.id, (await readRegister(fileOf(dataset))).totals]);
  for (const [dataset, list] of totals) {
    for (const t of list) {
      await db.query(
        'insert into birth_totals (dataset, sex, first_year, births) values ($1, $2, $3, $4::int[]) on conflict do nothing',
        [dataset, t.sex, t.firstYear, t.births],
      );
    }
  }
  const { latin, hebrew, arabic } = await catalogueKeys(db);
  const count = await loadSeries(db, latin, hebrew, arabic);
  const sounds = new Set([...latin].map((k) => soundKey(k.replaceAll('_', ' '))).filter(Boolean));
  await loadSoundAlike(db, US_DATASET, POPULARITY_LATEST_YEAR, await usSeries(), sounds);
  for (const dataset of COUNTRY_DATASETS) {
    if (dataset.script !== 'latin') continue;
    await loadSoundAlike(db, dataset.id, dataset.lastYear, (await readRegister(fileOf(dataset))).series, sounds);
  }
  // PGlite runs no autovacuum: without statistics the planner takes the table for empty.
  await db.query('analyze country_popularity');
  log(`loaded births beyond the US for ${count} spellings and sexes in ${Math.round(performance.now() - started)} ms`);
  return count;
}

/** How many of a sound-alike group's spellings are kept, most given first. */
const GROUP_SPELLINGS = 12;

/**
 * For each sound key of the catalogue, the births in the register's last year of every spelling
 * of the register with that key, per sex (Aiden, Aidan, Ayden… together).
 */
async function loadSoundAlike(
  db: Queryable,
  dataset: string,
  year: number,
  series: readonly Series[],
  sounds: ReadonlySet<string>,
): Promise<void> {
  const groups = new Map<string, { births: number; spellings: [string, number][] }>();
  for (const s of series) {
    const births = s.births[year - s.firstYear] ?? 0;
    if (births === 0) continue;
    const key = soundKey(s.name.replaceAll('_', ' '));
    if (!sounds.has(key)) continue;
    const group = groups.get(`${s.sex} ${key}`) ?? { births: 0, spellings: [] };
    group.births += births;
    group.spellings.push([s.name, births]);
    groups.set(`${s.sex} ${key}`, group);
  }
  const rows = [...groups].map(([k, g]) => {
    const [sex, key] = k.split(' ') as [string, string];
    const spellings = g.spellings
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, GROUP_SPELLINGS)
      .map(([name]) => name);
    return { sex, key, births: g.births, spellings: `{${spellings.map((n) => JSON.stringify(n)).join(',')}}` };
  });
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    await db.query(
      `insert into sound_alike (dataset, sex, sound_key, year, births, spellings)
       select $1, sex, sound_key, $2, births, spellings::text[]
       from unnest($3::text[], $4::text[], $5::int[], $6::text[]) as t(sex, sound_key, births, spellings)
       on conflict do nothing`,
      [
        dataset,
        year,
        batch.map((r) => r.sex),
        batch.map((r) => r.key),
        batch.map((r) => r.births),
        batch.map((r) => r.spellings),
      ],
    );
  }
}

/**
 * The registers' series of spellings a write brings in (an admin's new name or variant, a rename,
 * an imported file), with the Hebrew script of those records: it runs after the write commits.
 */
export async function loadCountriesOf(
  db: Queryable,
  spellings: readonly string[],
  usSeries: () => Promise<readonly Series[]>,
): Promise<number> {
  const lower = [...new Set(spellings.map((s) => s.toLowerCase()))];
  if (lower.length === 0) return 0;
  const { latin, hebrew, arabic } = await catalogueKeys(db, 'name_key = any($1::text[])', [lower]);
  for (const s of lower) latin.add(registerKey('latin', s));
  const stored = await db.query<{ key: string }>(
    'select distinct name_key as key from country_popularity where name_key = any($1::text[])',
    [[...latin, ...hebrew]],
  );
  for (const { key } of stored) {
    latin.delete(key);
    hebrew.delete(key);
    arabic.delete(key);
  }
  const loaded = await loadSeries(db, latin, hebrew, arabic);
  await loadSoundAlikeOf(db, lower, usSeries);
  return loaded;
}

/** The sound-alike groups of spellings a write brings in, where no group of that sound is stored. */
async function loadSoundAlikeOf(
  db: Queryable,
  spellings: readonly string[],
  usSeries: () => Promise<readonly Series[]>,
): Promise<void> {
  const keys = [...new Set(spellings.map(soundKey).filter(Boolean))];
  const stored = await db.query<{ key: string }>(
    'select distinct sound_key as key from sound_alike where sound_key = any($1::text[])',
    [keys],
  );
  const missing = new Set(keys.filter((k) => !stored.some((r) => r.key === k)));
  if (missing.size === 0) return;
  await loadSoundAlike(db, US_DATASET, POPULARITY_LATEST_YEAR, await usSeries(), missing);
  for (const dataset of COUNTRY_DATASETS) {
    if (dataset.script !== 'latin') continue;
    await loadSoundAlike(db, dataset.id, dataset.lastYear, (await readRegister(fileOf(dataset))).series, missing);
  }
}
