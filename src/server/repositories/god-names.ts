/** God name queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { GodName as ClientGodName, ReligionRef } from '../../shared/types.ts';
import type { GodNameInput } from '../catalogue/write.ts';
import type { WithOptionalDetails } from './names.ts';
import { answerColumns, inputColumns, insertOf, updateOf } from './catalogue-columns.ts';
import { found, touched, type Outcome } from './outcome.ts';

/** Every god name belongs to a religion (the column is not null), so the ref is never null here. */
export type GodName = ClientGodName & { religionId: ReligionRef };

// God names are few and their pages are built from the list, so rows carry their details.
// The columns are the schema's fields by name (catalogue-columns.ts).
const DETAIL_COLUMNS = answerColumns('god-names', 'g', 'detail');
/** A god name without its details: the row the favourites list shows. */
export const ROW_COLUMNS = answerColumns('god-names', 'g', 'row');
const COLUMNS = `${ROW_COLUMNS}, ${DETAIL_COLUMNS}`;
export const FROM = 'god_names g join religions r on r.id = g.religion_id';
const ORDER = 'lower(g.name) collate "C", g.id';

export async function list(db: Queryable, religionId?: string): Promise<GodName[]> {
  if (religionId) {
    return db.query<GodName>(`select ${COLUMNS} from ${FROM} where g.religion_id = $1 order by ${ORDER}`, [religionId]);
  }
  return db.query<GodName>(`select ${COLUMNS} from ${FROM} order by ${ORDER}`);
}

export async function get(db: Queryable, id: string): Promise<Outcome<GodName, 'not-found'>> {
  const [row] = await db.query<GodName>(`select ${COLUMNS} from ${FROM} where g.id = $1`, [id]);
  return found(row);
}

export async function getInput(db: Queryable, id: string): Promise<Outcome<GodNameInput, 'not-found'>> {
  const [row] = await db.query<GodNameInput>(`select ${inputColumns('god-names')} from god_names where id = $1`, [id]);
  return found(row);
}

export async function create(db: Queryable, input: WithOptionalDetails<GodNameInput>): Promise<string> {
  const { sql, params } = insertOf('god-names', 'god_names', input);
  const [row] = await db.query<{ id: string }>(sql, params);
  return row!.id;
}

export async function update(
  db: Queryable,
  id: string,
  input: WithOptionalDetails<GodNameInput>,
): Promise<Outcome<void, 'not-found'>> {
  const { sql, params } = updateOf('god-names', 'god_names', id, input);
  const rows = await db.query(sql, params);
  return touched(rows);
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query('delete from god_names where id = $1 returning id', [id]);
  return touched(rows);
}
