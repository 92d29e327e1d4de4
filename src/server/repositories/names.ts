/** Name queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { BabyName } from '../../lib/types.ts';
import type { DataGender } from '../../lib/constants.ts';
import type { NameInput } from '../catalogue/write.ts';

// lower(name) collate "C" everywhere a name is ordered or prefix-matched: that is the indexed
// expression (001_init.sql), so a letter page is an index range read in order, with no sort.
const ORDER = 'lower(n.name) collate "C", n.id';
const COLUMNS = `n.id::text as id, n.name, n.gender, n.meaning, n.origin, n.description, n.source,
  case when r.id is null then null else json_build_object('id', r.id::text, 'name', r.name) end as "religionId"`;
const FROM = 'names n left join religions r on r.id = n.religion_id';

export interface NamesFilter {
  gender: DataGender | undefined;
  religionId: string | undefined;
  /** Search wins over letter when both are given. */
  search: string | undefined;
  letter: string | undefined;
}

/**
 * Terms shorter than this match the start of names only. Nearly every name contains an "a"; a
 * one- or two-letter substring finds noise, and no trigram index can serve it, so at 100k names
 * it would cost a scan of the whole table. Someone typing "jo" means names starting with Jo.
 */
export const SUBSTRING_SEARCH_FROM = 3;

/** `%`, `_` and the escape character itself are plain characters in what people type. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface Where {
  sql: string;
  params: unknown[];
}

function where(filter: NamesFilter): Where {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.gender) clauses.push(`n.gender = ${param(filter.gender)}`);
  if (filter.religionId) clauses.push(`n.religion_id = ${param(filter.religionId)}`);
  if (filter.search && filter.search.length < SUBSTRING_SEARCH_FROM) {
    clauses.push(`lower(n.name) collate "C" like ${param(`${likeEscape(filter.search.toLowerCase())}%`)}`);
  } else if (filter.search) {
    const anywhere = param(`%${likeEscape(filter.search.toLowerCase())}%`);
    clauses.push(`(lower(n.name) like ${anywhere} or lower(n.meaning) like ${anywhere})`);
  } else if (filter.letter) {
    clauses.push(`lower(n.name) collate "C" like ${param(`${filter.letter.toLowerCase()}%`)}`);
  }
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

export async function count(db: Queryable, filter: NamesFilter): Promise<number> {
  const w = where(filter);
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from names n ${w.sql}`, w.params);
  return row?.n ?? 0;
}

export async function page(db: Queryable, filter: NamesFilter, limit: number, offset: number): Promise<BabyName[]> {
  const w = where(filter);
  const next = w.params.length;
  let order = ORDER;
  const params = [...w.params, limit, offset];
  if (filter.search && filter.search.length >= SUBSTRING_SEARCH_FROM) {
    // Prefix matches first, then the name anywhere, then the meaning only.
    const term = likeEscape(filter.search.toLowerCase());
    params.push(`${term}%`, `%${term}%`);
    order = `case when lower(n.name) like $${next + 3} then 0 when lower(n.name) like $${next + 4} then 1 else 2 end, ${ORDER}`;
  }
  return db.query<BabyName>(`select ${COLUMNS} from ${FROM} ${w.sql} order by ${order} limit $${next + 1} offset $${next + 2}`, params);
}

export async function get(db: Queryable, id: string): Promise<BabyName | null> {
  const [row] = await db.query<BabyName>(`select ${COLUMNS} from ${FROM} where n.id = $1`, [id]);
  return row ?? null;
}

/** The stored fields of a name as a write body, for PUT to lay its changes over. */
export async function getInput(db: Queryable, id: string): Promise<NameInput | null> {
  const [row] = await db.query<NameInput>(
    `select name, gender, meaning, origin, description, source, religion_id::text as "religionId" from names where id = $1`,
    [id],
  );
  return row ?? null;
}

export async function create(db: Queryable, input: NameInput): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into names (name, gender, meaning, origin, description, source, religion_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
    [input.name, input.gender, input.meaning, input.origin, input.description, input.source, input.religionId],
  );
  return row!.id;
}

export async function update(db: Queryable, id: string, input: NameInput): Promise<boolean> {
  const rows = await db.query(
    `update names set name = $2, gender = $3, meaning = $4, origin = $5, description = $6, source = $7, religion_id = $8,
       updated_at = now() where id = $1 returning id`,
    [id, input.name, input.gender, input.meaning, input.origin, input.description, input.source, input.religionId],
  );
  return rows.length > 0;
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from names where id = $1 returning id', [id]);
  return rows.length > 0;
}
