/** Name queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { BabyName, NameSuggestion } from '../../shared/types.ts';
import type { DataGender } from '../../shared/constants.ts';
import type { NameInput } from '../catalogue/write.ts';
import { registerRanking } from './popularity.ts';
import type { CountryDataset } from '../../shared/popularity-countries.ts';
import type { NameDetails, NameLink } from '../../shared/name-details.ts';
import { answerColumns, inputColumns, insertOf, updateOf } from './catalogue-columns.ts';
import {
  didYouMean as suggestSpellings,
  latinTerm,
  likeEscape,
  scriptIsKnown,
  searchPage,
  searchTotals,
  searchTerm,
  writeSearchKeys,
  type SearchTerm,
} from './search.ts';
import { found, touched, type Outcome } from './outcome.ts';

/** Tests and older callers may leave the details out: they are then empty. */
export type WithOptionalDetails<T extends NameDetails> = Omit<T, keyof NameDetails> & Partial<NameDetails>;

// name_key is lower(name) collate "C", a stored column (002_name_key.sql): every names list is
// ordered by it, and the indexes (gender, name_key, id), (religion_id, gender, name_key, id) and
// (name_key, id) hold all a count or a page's ids need, so both are index-only range reads.
// The columns are the schema's fields by name (catalogue-columns.ts).
export const COLUMNS = answerColumns('names', 'n', 'row');
export const FROM = 'names n left join religions r on r.id = n.religion_id';
//: the item carries its details; list rows stay lean (the browse pages build from them).
const DETAIL_COLUMNS = answerColumns('names', 'n', 'detail');

export interface NamesFilter {
  gender: DataGender | undefined;
  religionId: string | undefined;
  /** At most one of search and letter: namesFilter decides. */
  search: string | undefined;
  letter: string | undefined;
}

/**
 * The filter of a names query, where the API's rule is decided once: search wins over letter
 * (a blank search is none), so the filter carries a letter only without a search. Letters are
 * lower case, so `A` and `a` share one remembered count.
 */
export function namesFilter(query: {
  gender?: DataGender | '' | undefined;
  religionId?: string | undefined;
  search?: string | undefined;
  letter?: string | undefined;
}): NamesFilter {
  const search = query.search?.trim() || undefined;
  return {
    gender: query.gender || undefined,
    religionId: query.religionId || undefined,
    search,
    letter: search ? undefined : query.letter?.toLowerCase() || undefined,
  };
}

/** SQL conditions (joined with and) and their parameters, numbered as they are added. */
class Conditions {
  readonly params: unknown[] = [];
  readonly sql: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(...conditions: string[]): Conditions {
    const copy = new Conditions();
    copy.params.push(...this.params);
    copy.sql.push(...this.sql, ...conditions);
    return copy;
  }

  get where(): string {
    return this.sql.length > 0 ? `where ${this.sql.join(' and ')}` : '';
  }
}

function filtered(filter: NamesFilter): Conditions {
  const c = new Conditions();
  if (filter.gender) c.sql.push(`n.gender = ${c.param(filter.gender)}`);
  if (filter.religionId) c.sql.push(`n.religion_id = ${c.param(filter.religionId)}`);
  return c;
}

function letterCondition(base: Conditions, letter: string): Conditions {
  const c = base.and();
  return c.and(`n.name_key like ${c.param(`${likeEscape(letter.toLowerCase())}%`)}`);
}

/** Every row of a browse (no search): the filter and its letter. */
function matching(filter: NamesFilter): Conditions {
  const c = filtered(filter);
  return filter.letter ? letterCondition(c, filter.letter) : c;
}

/**
 * The term of a search as the query compares it: a term in a native script that no record
 * holds (nor starts with) is searched as its Latin transliteration.
 */
export async function termOf(db: Queryable, search: string): Promise<SearchTerm> {
  const term = searchTerm(search);
  if (term.native && !(await scriptIsKnown(db, term))) return latinTerm(term);
  return term;
}

export async function count(db: Queryable, filter: NamesFilter): Promise<number> {
  if (filter.search) return (await searchSummary(db, { ...filter, search: filter.search })).totalNames;
  const c = matching(filter);
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from names n ${c.where}`, c.params);
  return row?.n ?? 0;
}

export interface SearchSummary {
  totalNames: number;
  /** Spellings close to the term, when nothing matched the name, a spelling, the script or a prefix. */
  didYouMean: string[];
  /** With a gender chosen: how many names the other gender has for the same search. */
  otherGender?: { gender: DataGender; totalNames: number };
}

/**
 * What a search page says besides its rows: its count, "did you mean" and the other gender's
 * count. One statement counts both genders; "did you mean" is one more, only when needed.
 */
export async function searchSummary(db: Queryable, filter: NamesFilter & { search: string }): Promise<SearchSummary> {
  const term = await termOf(db, filter.search);
  const totals = await searchTotals(db, filter, term);
  const direct = filter.gender
    ? filter.gender === 'male'
      ? totals.directMale
      : totals.directFemale
    : totals.directMale || totals.directFemale;
  const totalNames = filter.gender ? totals[filter.gender] : totals.male + totals.female;
  const didYouMean = direct ? [] : await suggestSpellings(db, filter, term);
  if (!filter.gender) return { totalNames, didYouMean };
  const other: DataGender = filter.gender === 'male' ? 'female' : 'male';
  return { totalNames, didYouMean, otherGender: { gender: other, totalNames: totals[other] } };
}

/**
 * A page of the filter's rows by US popularity (sort=popular): the SSA rank of the
 * name's own sex in the latest year (name_popularity, 004_popularity.sql), names not listed
 * then after the ranked ones, each group A–Z. A search is one group here, not its tiers (each row
 * still says how it matched).
 */
export async function pageByPopularity(
  db: Queryable,
  filter: NamesFilter,
  limit: number,
  offset: number,
  dataset?: CountryDataset,
): Promise<BabyName[]> {
  // Beyond the US, by the rank in a register's last year (repositories/popularity.ts).
  const ranking = dataset ? (add: (value: unknown) => string) => registerRanking(dataset, add) : undefined;
  if (filter.search)
    return searchPage(db, filter, await termOf(db, filter.search), COLUMNS, limit, offset, 'popular', 'auto', ranking);
  const q = matching(filter);
  const by = ranking?.((value) => q.param(value));
  return db.query<BabyName>(
    `select ${COLUMNS} from ${FROM}
     ${
       by?.join ??
       `left join name_popularity p on p.name_key = n.name_key and p.sex = (case n.gender when 'male' then 'M' else 'F' end)`
     }
     ${q.where}
     order by ${by?.rank ?? 'p.latest_rank'} nulls last, n.name_key, n.id limit ${q.param(limit)} offset ${q.param(offset)}`,
    q.params,
  );
}

/**
 * From this offset on, a page finds its ids first (an index-only read when c names only indexed
 * columns), then fetches only those rows: a "late row lookup", so a deep page does not read the
 * rows it skips. Nearer the start, the plain query is cheaper: on PGlite, planning the extra
 * join costs more (about 1 ms) than the few hundred rows skipped.
 */
const LATE_LOOKUP_FROM = 300;

/** Rows of c in name order. */
function rowsOf(db: Queryable, c: Conditions, limit: number, offset: number): Promise<BabyName[]> {
  const q = c.and();
  const range = `order by n.name_key, n.id limit ${q.param(limit)} offset ${q.param(offset)}`;
  if (offset < LATE_LOOKUP_FROM)
    return db.query<BabyName>(`select ${COLUMNS} from ${FROM} ${q.where} ${range}`, q.params);
  return db.query<BabyName>(
    `select ${COLUMNS} from (select n.id, n.name_key from names n ${q.where} ${range}) p
     join names n on n.id = p.id left join religions r on r.id = n.religion_id
     order by p.name_key, p.id`,
    q.params,
  );
}

/**
 * A page of names: a search in its ranking (repositories/search.ts), each row saying how it
 * matched; otherwise the filter's names in name order.
 */
export async function page(db: Queryable, filter: NamesFilter, limit: number, offset: number): Promise<BabyName[]> {
  if (filter.search) return searchPage(db, filter, await termOf(db, filter.search), COLUMNS, limit, offset);
  return rowsOf(db, matching(filter), limit, offset);
}

/** How many suggestions a search box shows. */
export const SUGGESTIONS = 8;

/** The first names of a search, lean: what a search box lists while the visitor types. */
export async function suggest(
  db: Queryable,
  search: string,
  gender: DataGender | undefined,
): Promise<NameSuggestion[]> {
  const term = await termOf(db, search);
  if (!term.key && !term.native) return [];
  return searchPage<NameSuggestion>(
    db,
    { gender, religionId: undefined },
    term,
    'n.id::text as id, n.name, n.gender, r.name as religion',
    SUGGESTIONS,
    0,
  );
}

export async function get(db: Queryable, id: string): Promise<Outcome<BabyName, 'not-found'>> {
  const [row] = await getEach(db, [id]);
  return found(row);
}

/** The names with these ids, in the order asked; an id with no name is left out. */
export async function getEach(db: Queryable, ids: readonly string[]): Promise<BabyName[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<BabyName>(
    `select ${COLUMNS}, ${DETAIL_COLUMNS} from ${FROM} where n.id = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The catalogue names of these spellings (a name's variants, a nickname's full names), in the
 * order given, each spelling's names A–Z by religion.
 */
export async function linksOf(db: Queryable, spellings: string[]): Promise<NameLink[]> {
  const [links] = await linksOfEach(db, [spellings]);
  return links!;
}

/** linksOf for many lists at once (one query): each list's links, in its own order. */
export async function linksOfEach(db: Queryable, lists: readonly (readonly string[])[]): Promise<NameLink[][]> {
  // The spellings go to the database as typed: it lower-cases them as it did name_key.
  const spellings = [...new Set(lists.flat())];
  if (spellings.length === 0) return lists.map(() => []);
  const rows = await db.query<NameLink & { spelling: string }>(
    `select s.spelling, n.id::text as id, n.name, n.gender, r.name as religion
     from unnest($1::text[]) as s(spelling)
     join names n on n.name_key = lower(s.spelling)
     left join religions r on r.id = n.religion_id
     order by n.gender, r.name nulls first, n.id`,
    [spellings],
  );
  const bySpelling = Map.groupBy(
    rows.map(({ spelling, ...link }) => ({ spelling, link })),
    (row) => row.spelling,
  );
  return lists.map((list) => list.flatMap((spelling) => (bySpelling.get(spelling) ?? []).map((row) => row.link)));
}

/** The stored fields of a name as a write body, for PUT to lay its changes over. */
export async function getInput(db: Queryable, id: string): Promise<Outcome<NameInput, 'not-found'>> {
  const [row] = await db.query<NameInput>(`select ${inputColumns('names')} from names where id = $1`, [id]);
  return found(row);
}

export async function create(db: Queryable, input: WithOptionalDetails<NameInput>): Promise<string> {
  const { sql, params } = insertOf('names', 'names', input);
  const [row] = await db.query<{ id: string }>(sql, params);
  await writeSearchKeys(db, [row!.id]);
  return row!.id;
}

export async function update(
  db: Queryable,
  id: string,
  input: WithOptionalDetails<NameInput>,
): Promise<Outcome<void, 'not-found'>> {
  const { sql, params } = updateOf('names', 'names', id, input);
  const rows = await db.query(sql, params);
  const outcome = touched(rows);
  if (outcome.ok) await writeSearchKeys(db, [id]);
  return outcome;
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query('delete from names where id = $1 returning id', [id]);
  return touched(rows);
}
