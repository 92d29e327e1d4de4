/** Nickname queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { Nickname } from '../../shared/types.ts';
import type { NicknameInput } from '../catalogue/write.ts';

const COLUMNS = 'id::text as id, name, description, source';

export async function list(db: Queryable): Promise<Nickname[]> {
  return db.query<Nickname>(`select ${COLUMNS} from nicknames order by lower(name) collate "C", id`);
}

export async function get(db: Queryable, id: string): Promise<Nickname | null> {
  const [row] = await db.query<Nickname>(`select ${COLUMNS} from nicknames where id = $1`, [id]);
  return row ?? null;
}

export async function getInput(db: Queryable, id: string): Promise<NicknameInput | null> {
  const [row] = await db.query<NicknameInput>('select name, description, source from nicknames where id = $1', [id]);
  return row ?? null;
}

export async function create(db: Queryable, input: NicknameInput): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into nicknames (name, description, source) values ($1, $2, $3) returning id::text as id',
    [input.name, input.description, input.source],
  );
  return row!.id;
}

export async function update(db: Queryable, id: string, input: NicknameInput): Promise<boolean> {
  const rows = await db.query(
    'update nicknames set name = $2, description = $3, source = $4, updated_at = now() where id = $1 returning id',
    [id, input.name, input.description, input.source],
  );
  return rows.length > 0;
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from nicknames where id = $1 returning id', [id]);
  return rows.length > 0;
}
