/** Religion queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { Religion } from '../../shared/types.ts';
import type { ReligionInput } from '../catalogue/write.ts';
import { found, touched, type Outcome } from './outcome.ts';
import { answerColumns, inputColumns, insertOf, updateOf } from './catalogue-columns.ts';

// The columns are the schema's fields by name (catalogue-columns.ts).
const COLUMNS = answerColumns('religions', '', 'row');

export async function list(db: Queryable): Promise<Religion[]> {
  return db.query<Religion>(`select ${COLUMNS} from religions order by lower(name) collate "C", id`);
}

export async function get(db: Queryable, id: string): Promise<Outcome<Religion, 'not-found'>> {
  const [row] = await db.query<Religion>(`select ${COLUMNS} from religions where id = $1`, [id]);
  return found(row);
}

export async function getInput(db: Queryable, id: string): Promise<Outcome<ReligionInput, 'not-found'>> {
  const [row] = await db.query<ReligionInput>(`select ${inputColumns('religions')} from religions where id = $1`, [id]);
  return found(row);
}

export async function create(db: Queryable, input: ReligionInput): Promise<string> {
  const { sql, params } = insertOf('religions', 'religions', input);
  const [row] = await db.query<{ id: string }>(sql, params);
  return row!.id;
}

export async function update(db: Queryable, id: string, input: ReligionInput): Promise<Outcome<void, 'not-found'>> {
  const { sql, params } = updateOf('religions', 'religions', id, input);
  const rows = await db.query(sql, params);
  return touched(rows);
}

export async function godNameCount(db: Queryable, id: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from god_names where religion_id = $1', [id]);
  return row?.n ?? 0;
}

/** Its names become UNIVERSAL (on delete set null); god names block it (on delete restrict). */
export async function remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query('delete from religions where id = $1 returning id', [id]);
  return touched(rows);
}
