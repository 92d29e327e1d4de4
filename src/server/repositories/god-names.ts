/** God name queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { GodName as ClientGodName, ReligionRef } from '../../shared/types.ts';
import type { GodNameInput } from '../catalogue/write.ts';
import { detailParams, type WithOptionalDetails } from './names.ts';
import { found, touched, type Outcome } from './outcome.ts';

/** Every god name belongs to a religion (the column is not null), so the ref is never null here. */
export type GodName = ClientGodName & { religionId: ReligionRef };

// God names are few and their pages are built from the list, so rows carry their details.
const DETAIL_COLUMNS = `g.variants, g.pronunciation, g.ipa, g.script, g.script_lang as "scriptLang"`;
/** A god name without its details: the row the favourites list shows. */
export const ROW_COLUMNS = `g.id::text as id, g.name, g.description, g.sub_names as "subNames", g.source,
  json_build_object('id', r.id::text, 'name', r.name) as "religionId"`;
const COLUMNS = `${ROW_COLUMNS}, ${DETAIL_COLUMNS}`;
export const FROM = 'god_names g join religions r on r.id = g.religion_id';
const ORDER = 'lower(g.name) collate "C", g.id';

export async function list(db: Queryable, religionId?: string): Promise<GodName[]> {
  if (religionId) {
    return db.query<GodName>(`select ${COLUMNS} from ${FROM} where g.religion_id = $1 order by ${ORDER}`, [religionId]);
  }
  return db.query<GodName>(`select ${COLUMNS} from ${FROM} order by ${ORDER}`);
}

export async function get(db: Queryable, id: string): Promise<GodName | null> {
  const [row] = await db.query<GodName>(`select ${COLUMNS} from ${FROM} where g.id = $1`, [id]);
  return row ?? null;
}

export async function getInput(db: Queryable, id: string): Promise<Outcome<GodNameInput, 'not-found'>> {
  const [row] = await db.query<GodNameInput>(
    `select name, description, sub_names as "subNames", source, religion_id::text as "religionId",
       variants, pronunciation, ipa, script, script_lang as "scriptLang" from god_names where id = $1`,
    [id],
  );
  return found(row);
}

export async function create(db: Queryable, input: WithOptionalDetails<GodNameInput>): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into god_names (name, description, sub_names, source, religion_id, variants, pronunciation, ipa, script, script_lang)
     values ($1, $2, $3::text[], $4, $5, $6::text[], $7, $8, $9, $10) returning id::text as id`,
    [input.name, input.description, input.subNames, input.source, input.religionId, ...detailParams(input)],
  );
  return row!.id;
}

export async function update(
  db: Queryable,
  id: string,
  input: WithOptionalDetails<GodNameInput>,
): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query(
    `update god_names set name = $2, description = $3, sub_names = $4::text[], source = $5, religion_id = $6,
       variants = $7::text[], pronunciation = $8, ipa = $9, script = $10, script_lang = $11, updated_at = now()
     where id = $1 returning id`,
    [id, input.name, input.description, input.subNames, input.source, input.religionId, ...detailParams(input)],
  );
  return touched(rows);
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query('delete from god_names where id = $1 returning id', [id]);
  return touched(rows);
}
