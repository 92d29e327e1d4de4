/** Religion queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { Religion } from '../../lib/types.ts';

const COLUMNS = 'id::text as id, name, is_active as "isActive", source';

export async function list(db: Queryable): Promise<Religion[]> {
  return db.query<Religion>(`select ${COLUMNS} from religions order by lower(name) collate "C", id`);
}

export async function get(db: Queryable, id: string): Promise<Religion | null> {
  const [row] = await db.query<Religion>(`select ${COLUMNS} from religions where id = $1`, [id]);
  return row ?? null;
}
