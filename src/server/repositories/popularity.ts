/**
 * US popularity of names (name_popularity, 004_popularity.sql): rows are keyed by spelling and
 * sex, and a name finds its rows through its name_key.
 */
import type { Queryable } from '../db/index.ts';
import {
  GENDER_TO_SEX,
  POPULAR_LIST_SIZE,
  POPULARITY_LATEST_YEAR,
  RISING_WITHIN_RANK,
  trendOf,
  type PopularEntry,
  type PopularitySeries,
  type PopularitySummary,
  type PopularLists,
  type Sex,
} from '../../shared/popularity.ts';
import type { DataGender } from '../../shared/constants.ts';
import {
  ARABIC_IN_HEBREW,
  COUNTRY_DATASETS,
  registerKey,
  US_DATASET,
  REGISTER_LIST_SIZE,
  type CountryDataset,
  type MostAtHome,
  type NameCountries,
  type RegisterLists,
  type RegisterSeries,
  type SoundAlike,
  type CompareAcross,
  type CompareInDataset,
  type CompareLine,
  type ComparedRecord,
} from '../../shared/popularity-countries.ts';
import { soundKey } from '../../shared/search-keys.ts';
import { failure, success, type Outcome } from './outcome.ts';

/** The sex of the SSA rows that belong to a name of this gender, as SQL over the names row n. */
export const SEX_OF_NAME = `(case n.gender when 'male' then 'M' else 'F' end)`;

interface SeriesRow {
  sex: Sex;
  firstYear: number;
  births: number[];
  ranks: number[];
  rank: number | null;
  earlierRank: number | null;
  peakRank: number;
  peakYear: number;
}

/**
 * Both sexes' years of each name's spelling, its own sex first; empty when the SSA never listed
 * it. One query for any number of names: the build asks for a few hundred at a time.
 */
export async function seriesOfEach(
  db: Queryable,
  nameIds: readonly string[],
): Promise<Map<string, PopularitySeries[]>> {
  const each = new Map<string, PopularitySeries[]>(nameIds.map((id) => [id, []]));
  if (nameIds.length === 0) return each;
  const rows = await db.query<SeriesRow & { id: string }>(
    `select n.id::text as id, p.sex, p.first_year as "firstYear", p.births, p.ranks, p.latest_rank as rank,
       p.earlier_rank as "earlierRank", p.peak_rank as "peakRank", p.peak_year as "peakYear"
     from names n join name_popularity p on p.name_key = n.name_key
     where n.id = any($1::bigint[])
     order by n.id, p.sex = ${SEX_OF_NAME} desc, p.sex`,
    [nameIds],
  );
  for (const { id, earlierRank, ...row } of rows) each.get(id)?.push({ ...row, trend: trendOf(row.rank, earlierRank) });
  return each;
}

/** The summary of each of these names for its own sex (names the SSA never listed are left out). */
export async function summariesOf(db: Queryable, nameIds: string[]): Promise<Map<string, PopularitySummary>> {
  if (nameIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; rank: number | null; births: number; earlierRank: number | null }>(
    `select n.id::text as id, p.latest_rank as rank, p.latest_births as births, p.earlier_rank as "earlierRank"
     from names n join name_popularity p on p.name_key = n.name_key and p.sex = ${SEX_OF_NAME}
     where n.id = any($1::bigint[])`,
    [nameIds],
  );
  return new Map(rows.map((r) => [r.id, { rank: r.rank, births: r.births, trend: trendOf(r.rank, r.earlierRank) }]));
}

/**
 * Catalogue names of one gender by their latest rank (most popular), or by the places they
 * climbed over the trend years among the SSA's top list (rising). A spelling the catalogue holds
 * more than once (the same name in several religions) is listed once, by its first id.
 */
async function ranked(db: Queryable, gender: DataGender, order: 'popular' | 'rising'): Promise<PopularEntry[]> {
  const rising = order === 'rising';
  return db.query<PopularEntry>(
    `select * from (
       select distinct on (n.name_key) n.id::text as id, n.name, n.gender, p.latest_rank as rank,
         p.latest_births as births, p.earlier_rank as "earlierRank"
       from name_popularity p join names n on n.name_key = p.name_key and n.gender = $1
       where p.sex = $2 and p.latest_rank is not null
         ${rising ? `and p.latest_rank <= ${RISING_WITHIN_RANK} and p.earlier_rank > p.latest_rank` : ''}
       order by n.name_key, n.id
     ) e
     order by ${rising ? 'e."earlierRank" - e.rank desc,' : ''} e.rank
     limit ${POPULAR_LIST_SIZE}`,
    [gender, GENDER_TO_SEX[gender]],
  );
}

export async function popularLists(db: Queryable): Promise<PopularLists> {
  const [popularBoys, popularGirls, risingBoys, risingGirls] = await Promise.all([
    ranked(db, 'male', 'popular'),
    ranked(db, 'female', 'popular'),
    ranked(db, 'male', 'rising'),
    ranked(db, 'female', 'rising'),
  ]);
  return {
    year: POPULARITY_LATEST_YEAR,
    mostPopular: { boys: popularBoys, girls: popularGirls },
    risingFastest: { boys: risingBoys, girls: risingGirls },
  };
}

const NO_COUNTRIES: NameCountries = { registers: [], mostAtHome: null, soundAlike: [] };

/**
 * Each name's births in the registers beyond the US, for its own sex: the matching community's
 * register first (a Jewish record's births among Jewish births in Israel), then by share of
 * births in each register's last year; and where the name is most at home, the US included.
 * Five queries for any number of names (the build asks for a few hundred at a time).
 */
export async function countriesOfEach(db: Queryable, nameIds: readonly string[]): Promise<Map<string, NameCountries>> {
  const each = new Map<string, NameCountries>(nameIds.map((id) => [id, NO_COUNTRIES]));
  if (nameIds.length === 0) return each;
  const records = await db.query<{ id: string; key: string; script: string | null; sex: Sex; religion: string | null }>(
    `select n.id::text as id, n.name_key as key, case when n.script_lang in ('he', 'yi') then n.script end as script,
       ${SEX_OF_NAME} as sex, r.name as religion
     from names n left join religions r on r.id = n.religion_id where n.id = any($1::bigint[])`,
    [nameIds],
  );
  if (records.length === 0) return each;
  const keyed = records.map((r) => ({
    ...r,
    latin: registerKey('latin', r.key),
    hebrew: r.script ? registerKey('hebrew', r.script) : null,
    sound: soundKey(r.key),
  }));
  const at = (...parts: (string | null)[]) => parts.join('\u0000');
  const [rows, totals, us, groups] = await Promise.all([
    db.query<{ dataset: string; key: string; sex: Sex; firstYear: number; births: number[]; ranks: number[] }>(
      // Every column of the primary key is named, so both reads walk it (no skip scan before PG 18).
      `select dataset, name_key as key, sex, first_year as "firstYear", births, ranks from country_popularity
       where dataset = any($1::text[]) and name_key = any($2::text[])`,
      [
        COUNTRY_DATASETS.map((d) => d.id),
        [...new Set(keyed.flatMap((r) => (r.hebrew ? [r.latin, r.hebrew] : [r.latin])))],
      ],
    ),
    db.query<{ dataset: string; sex: Sex; firstYear: number; births: number[] }>(
      'select dataset, sex, first_year as "firstYear", births from birth_totals',
    ),
    db.query<{ key: string; sex: Sex; births: number }>(
      'select name_key as key, sex, latest_births as births from name_popularity where name_key = any($1::text[])',
      [[...new Set(keyed.map((r) => r.key))]],
    ),
    db.query<{ sex: Sex; sound: string; dataset: string; year: number; births: number; spellings: string[] }>(
      `select sex, sound_key as sound, dataset, year, births, spellings from sound_alike
       where dataset = any($1::text[]) and sex in ('M', 'F') and sound_key = any($2::text[])`,
      [[US_DATASET, ...COUNTRY_DATASETS.map((d) => d.id)], [...new Set(keyed.map((r) => r.sound))]],
    ),
  ]);
  const rowAt = new Map(rows.map((row) => [at(row.dataset, row.key, row.sex), row]));
  const usBirths = new Map(us.map((row) => [at(row.key, row.sex), row.births]));
  const totalIn = (dataset: string, sex: Sex, year: number) => {
    const t = totals.find((x) => x.dataset === dataset && x.sex === sex);
    return t ? (t.births[year - t.firstYear] ?? 0) : 0;
  };
  const order = (id: string) => (id === US_DATASET ? -1 : COUNTRY_DATASETS.findIndex((d) => d.id === id));

  for (const name of keyed) {
    const registers: RegisterSeries[] = [];
    for (const dataset of COUNTRY_DATASETS) {
      // Israel's registers: the record's Hebrew script, else (an Arab register) its Latin spelling's.
      const keys = dataset.script === 'hebrew' ? [name.hebrew, name.latin] : [name.latin];
      const row = keys.map((k) => (k === null ? undefined : rowAt.get(at(dataset.id, k, name.sex)))).find(Boolean);
      if (!row) continue;
      const index = dataset.lastYear - row.firstYear;
      const latestBirths = row.births[index] ?? 0;
      const total = totalIn(dataset.id, name.sex, dataset.lastYear);
      registers.push({
        dataset: dataset.id,
        sex: name.sex,
        firstYear: row.firstYear,
        births: row.births,
        ranks: row.ranks,
        latestRank: row.ranks[index] || null,
        latestBirths,
        latestShare: latestBirths > 0 && total > 0 ? latestBirths / total : null,
      });
    }
    const community = (id: string) =>
      name.religion !== null && COUNTRY_DATASETS.find((d) => d.id === id)?.religion === name.religion ? 1 : 0;
    registers.sort(
      (a, b) => community(b.dataset) - community(a.dataset) || (b.latestShare ?? 0) - (a.latestShare ?? 0),
    );

    const candidates: MostAtHome[] = registers
      .filter((r) => r.latestShare !== null)
      .map((r) => ({
        dataset: r.dataset,
        year: COUNTRY_DATASETS.find((d) => d.id === r.dataset)!.lastYear,
        share: r.latestShare!,
      }));
    const births = usBirths.get(at(name.key, name.sex));
    const usTotal = totalIn(US_DATASET, name.sex, POPULARITY_LATEST_YEAR);
    if (births !== undefined && births > 0 && usTotal > 0) {
      candidates.push({ dataset: US_DATASET, year: POPULARITY_LATEST_YEAR, share: births / usTotal });
    }
    const mostAtHome = candidates.reduce<MostAtHome | null>(
      (best, c) => (!best || c.share > best.share ? c : best),
      null,
    );

    const soundAlike: SoundAlike[] = groups
      .filter((g) => g.sex === name.sex && g.sound === name.sound)
      .sort((a, b) => order(a.dataset) - order(b.dataset))
      .map(({ sex: _sex, sound: _sound, ...g }) => {
        const total = totalIn(g.dataset, name.sex, g.year);
        return { ...g, share: total > 0 ? g.births / total : null };
      });
    each.set(name.id, { registers, mostAtHome, soundAlike });
  }
  return each;
}

/** A record compare may show for a spelling, with what finds its rows in each dataset. */
interface CompareCandidate extends ComparedRecord {
  key: string;
  /** Its Hebrew or Yiddish script, which Israel's registers are keyed by. */
  script: string | null;
  sex: Sex;
}

/** Shares are sent to seven significant places: enough for any chart, and a third of the bytes. */
const shareOf = (births: number, total: number | undefined) =>
  total && total > 0 ? Number((births / total).toPrecision(7)) : null;

/**
 * The records of each spelling (any case), best ranked in the US first, and every line of each in
 * every dataset (the US's and the registers'), for the record's own sex, with its shares.
 */
async function compareRows(
  db: Queryable,
  asked: readonly string[],
): Promise<{ candidates: CompareCandidate[][]; lineOf: (c: CompareCandidate, dataset: string) => CompareLine | null }> {
  const keys = asked.map((a) => a.trim().toLowerCase());
  const records = await db.query<CompareCandidate & { at: number }>(
    `select a.at, n.id::text as id, n.name, n.gender, n.name_key as key,
       case when n.script_lang in ('he', 'yi') then n.script end as script, ${SEX_OF_NAME} as sex
     from unnest($1::text[]) with ordinality as a(key, at)
     join names n on n.name_key = a.key
     left join name_popularity p on p.name_key = n.name_key and p.sex = ${SEX_OF_NAME}
     order by a.at, p.latest_rank nulls last, n.id`,
    [keys],
  );
  const candidates = keys.map((_, i) => records.filter((r) => Number(r.at) === i + 1).map(({ at: _at, ...r }) => r));
  const all = candidates.flat();
  const latin = [...new Set(all.map((c) => registerKey('latin', c.key)))];
  const hebrew = [...new Set(all.flatMap((c) => (c.script ? [registerKey('hebrew', c.script)] : [])))];
  type Row = { dataset: string; key: string; sex: Sex; firstYear: number; births: number[]; ranks: number[] };
  const [us, registers, totals] = await Promise.all([
    db.query<Omit<Row, 'dataset'>>(
      `select name_key as key, sex, first_year as "firstYear", births, ranks
       from name_popularity where name_key = any($1::text[])`,
      [[...new Set(all.map((c) => c.key))]],
    ),
    db.query<Row>(
      `select dataset, name_key as key, sex, first_year as "firstYear", births, ranks
       from country_popularity where name_key = any($1::text[])`,
      [[...latin, ...hebrew]],
    ),
    db.query<{ dataset: string; sex: Sex; firstYear: number; births: number[] }>(
      'select dataset, sex, first_year as "firstYear", births from birth_totals',
    ),
  ]);
  const rows: Row[] = [...us.map((r) => ({ ...r, dataset: US_DATASET })), ...registers];
  const lineOf = (c: CompareCandidate, dataset: string): CompareLine | null => {
    const spec = COUNTRY_DATASETS.find((d) => d.id === dataset);
    const keys =
      dataset === US_DATASET
        ? [c.key]
        : spec?.script === 'hebrew'
          ? [c.script && registerKey('hebrew', c.script), registerKey('latin', c.key)]
          : [registerKey('latin', c.key)];
    const row = keys
      .map((key) => key && rows.find((r) => r.dataset === dataset && r.key === key && r.sex === c.sex))
      .find(Boolean);
    if (!row) return null;
    const total = totals.find((t) => t.dataset === dataset && t.sex === c.sex);
    return {
      dataset,
      sex: c.sex,
      firstYear: row.firstYear,
      births: row.births,
      ranks: row.ranks,
      shares: row.births.map((b, i) => shareOf(b, total?.births[row.firstYear + i - total.firstYear])),
    };
  };
  return { candidates, lineOf };
}

const recordOf = ({ id, name, gender }: CompareCandidate): ComparedRecord => ({ id, name, gender });

/**
 * Compare's names in one dataset: for each spelling, its record that the dataset lists (the best
 * ranked in the US where several do: "Jordan" is the boys'), or else its best ranked record with
 * no line; no record where the catalogue lacks the spelling.
 */
export async function compareInDataset(
  db: Queryable,
  asked: readonly string[],
  dataset: string,
): Promise<CompareInDataset> {
  const { candidates, lineOf } = await compareRows(db, asked);
  return {
    dataset,
    names: asked.map((a, i) => {
      const records = candidates[i] ?? [];
      const listed = records.find((c) => lineOf(c, dataset));
      const shown = listed ?? records[0];
      return { asked: a, name: shown ? recordOf(shown) : null, line: listed ? lineOf(listed, dataset) : null };
    }),
  };
}

/**
 * One spelling in every dataset that lists it, for the record that most datasets list (a Jewish
 * record's Hebrew script reaches Israel's registers), the best ranked in the US among equals.
 */
export async function compareAcross(db: Queryable, asked: string): Promise<CompareAcross> {
  const { candidates, lineOf } = await compareRows(db, [asked]);
  const ids = [US_DATASET, ...COUNTRY_DATASETS.map((d) => d.id)];
  const linesOf = (c: CompareCandidate) => ids.flatMap((id) => lineOf(c, id) ?? []);
  let best: { record: CompareCandidate; lines: CompareLine[] } | null = null;
  for (const record of candidates[0] ?? []) {
    const lines = linesOf(record);
    if (!best || lines.length > best.lines.length) best = { record, lines };
  }
  return { asked, name: best ? recordOf(best.record) : null, lines: best?.lines ?? [] };
}

/** The register key of a names row n, in SQL: as registerKey writes it (src/shared/popularity-countries.ts). */
const LATIN_KEY = `replace(n.name_key, ' ', '_')`;
const HEBREW_KEY = `regexp_replace(regexp_replace(n.script, '[\\u0591-\\u05BD\\u05BF-\\u05C7]', '', 'g'), '[[:space:]\\u05BE]+', '_', 'g')`;

/**
 * The key a names row n has in a register, in SQL: its Hebrew script in Israel's registers, or in
 * an Arab register its Latin spelling where it has none (the loader stores Arabic names so).
 */
function keyOfRegister(dataset: CountryDataset): string {
  if (dataset.script !== 'hebrew') return LATIN_KEY;
  const hebrew = `case when n.script_lang in ('he', 'yi') then ${HEBREW_KEY} end`;
  return ARABIC_IN_HEBREW.has(dataset.id) ? `coalesce(${hebrew}, ${LATIN_KEY})` : hebrew;
}

/**
 * How sort=popular ranks names by a register beyond the US: a join of each names row n to its
 * row of the register for its own sex, and its rank in the register's last year (null where the
 * register does not list it then, so those names come last). `add` numbers a parameter.
 */
export function registerRanking(
  dataset: CountryDataset,
  add: (value: unknown) => string,
): { join: string; rank: string } {
  const key = keyOfRegister(dataset);
  return {
    join: `left join country_popularity cp on cp.dataset = ${add(dataset.id)}
      and cp.sex = ${SEX_OF_NAME} and cp.name_key = ${key}`,
    rank: `nullif(cp.ranks[${add(dataset.lastYear)}::int - cp.first_year + 1], 0)`,
  };
}

/**
 * Catalogue names of one sex by their rank in a register's last year, best first (a spelling held
 * by several records is listed once, by its first id).
 */
async function rankedInRegister(db: Queryable, dataset: CountryDataset, gender: DataGender): Promise<PopularEntry[]> {
  const key = keyOfRegister(dataset);
  const hebrewOnly =
    dataset.script === 'hebrew' && !ARABIC_IN_HEBREW.has(dataset.id) ? `and n.script_lang in ('he', 'yi')` : '';
  // The key is computed once per name before the join, so the join can hash on it.
  const rows = await db.query<PopularEntry>(
    `with keyed as (
       select n.id, n.name, n.gender, ${key} as key from names n where n.gender = $2 ${hebrewOnly}
     )
     select * from (
       select distinct on (c.name_key) k.id::text as id, k.name, k.gender,
         c.ranks[$3 - c.first_year + 1] as rank, c.births[$3 - c.first_year + 1] as births, null::int as "earlierRank"
       from country_popularity c join keyed k on k.key = c.name_key
       where c.dataset = $1 and c.sex = $4 and coalesce(c.ranks[$3 - c.first_year + 1], 0) > 0
       order by c.name_key, k.id
     ) e
     order by e.rank, e.name
     limit ${REGISTER_LIST_SIZE * 4}`,
    [dataset.id, gender, dataset.lastYear, GENDER_TO_SEX[gender]],
  );
  // Spellings that reach one name of the register (Omar and Umar, both עומר) share its rank: the
  // list names it once.
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.rank) && seen.add(row.rank)).slice(0, REGISTER_LIST_SIZE);
}

/** A register's most popular catalogue names in its last year, boys and girls; not-found: no such register. */
export async function registerLists(db: Queryable, id: string): Promise<Outcome<RegisterLists, 'not-found'>> {
  const dataset = COUNTRY_DATASETS.find((d) => d.id === id);
  if (!dataset) return failure('not-found');
  const [boys, girls] = await Promise.all([
    rankedInRegister(db, dataset, 'male'),
    rankedInRegister(db, dataset, 'female'),
  ]);
  return success({ dataset: dataset.id, year: dataset.lastYear, boys, girls });
}

/**
 * Catalogue spellings close to one that is not in the catalogue, for the compare page's "did you
 * mean": candidates by trigram similarity (pg_trgm's % operator at its default threshold 0.3, a
 * scan of the names), then ranked by edit distance with swapped letters counted as one
 * edit ("Olivai" is one from Olivia, two from Olive), each spelling once.
 */
export async function similarSpellings(db: Queryable, asked: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string; score: number }>(
    `select name, score from (
       select distinct on (lower(name)) name, similarity(lower(name), lower($1)) as score
       from names
       where lower(name) % lower($1) and lower(name) <> lower($1)
       order by lower(name), score desc
     ) close
     order by score desc, name
     limit 30`,
    [asked],
  );
  const wanted = asked.toLowerCase();
  return rows
    .map((row) => ({ ...row, edits: editDistance(wanted, row.name.toLowerCase()) }))
    .sort((a, b) => a.edits - b.edits || b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((row) => row.name);
}

/** Edits (insert, delete, replace, swap two neighbours) from one spelling to another. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
