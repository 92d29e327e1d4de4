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

/** Both sexes' years of a name's spelling, its own sex first; empty when the SSA never listed it. */
export async function seriesOf(db: Queryable, nameId: string): Promise<PopularitySeries[]> {
  const rows = await db.query<SeriesRow>(
    `select p.sex, p.first_year as "firstYear", p.births, p.ranks, p.latest_rank as rank,
       p.earlier_rank as "earlierRank", p.peak_rank as "peakRank", p.peak_year as "peakYear"
     from names n join name_popularity p on p.name_key = n.name_key
     where n.id = $1
     order by p.sex = ${SEX_OF_NAME} desc, p.sex`,
    [nameId],
  );
  return rows.map(({ earlierRank, ...row }) => ({ ...row, trend: trendOf(row.rank, earlierRank) }));
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

/**
 * Catalogue spellings close to one that is not in the catalogue, for the compare page's "did you
 * mean": candidates by trigram similarity (pg_trgm's % operator, over the names_name_trgm index,
 * at its default threshold 0.3), then ranked by edit distance with swapped letters counted as one
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
