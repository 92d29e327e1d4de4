/** Nickname queries. Columns are listed on purpose: only what the API returns leaves here. */
import type { Queryable } from '../db/index.ts';
import type { Nickname } from '../../shared/types.ts';
import type { NicknameInput } from '../catalogue/write.ts';
import type { NicknameLink } from '../../shared/name-details.ts';
import { found, touched, type Outcome } from './outcome.ts';
import { answerColumns, inputColumns, insertOf, updateOf } from './catalogue-columns.ts';

// The columns are the schema's fields by name (catalogue-columns.ts). The list stays lean (the
// nicknames page builds from it); the item carries its full names.
export const COLUMNS = answerColumns('nicknames', '', 'row');
const ITEM_COLUMNS = `${COLUMNS}, ${answerColumns('nicknames', '', 'detail')}`;

export async function list(db: Queryable): Promise<Nickname[]> {
  return db.query<Nickname>(`select ${COLUMNS} from nicknames order by lower(name) collate "C", id`);
}

export async function get(db: Queryable, id: string): Promise<Outcome<Nickname, 'not-found'>> {
  const [row] = await db.query<Nickname>(`select ${ITEM_COLUMNS} from nicknames where id = $1`, [id]);
  return found(row);
}

export async function getInput(db: Queryable, id: string): Promise<Outcome<NicknameInput, 'not-found'>> {
  const [row] = await db.query<NicknameInput>(`select ${inputColumns('nicknames')} from nicknames where id = $1`, [id]);
  return found(row);
}

export async function create(
  db: Queryable,
  input: Omit<NicknameInput, 'fullNames'> & { fullNames?: string[] },
): Promise<string> {
  const { sql, params } = insertOf('nicknames', 'nicknames', input);
  const [row] = await db.query<{ id: string }>(sql, params);
  return row!.id;
}

export async function update(
  db: Queryable,
  id: string,
  input: Omit<NicknameInput, 'fullNames'> & { fullNames?: string[] },
): Promise<Outcome<void, 'not-found'>> {
  const { sql, params } = updateOf('nicknames', 'nicknames', id, input);
  const rows = await db.query(sql, params);
  return touched(rows);
}

/**
 * The nicknames short for each of these spellings (any case), A–Z: the nicknames a name's page
 * links to. One query for any number of spellings.
 */
export async function linksToEach(db: Queryable, spellings: readonly string[]): Promise<NicknameLink[][]> {
  const asked = [...new Set(spellings)];
  if (asked.length === 0) return spellings.map(() => []);
  const rows = await db.query<NicknameLink & { spelling: string }>(
    // Every nickname's full names unnested once and joined by hash: testing each spelling
    // against each nickname's list cost about 0.5 ms a spelling.
    `select k.spelling, x.id::text as id, x.name
     from unnest($1::text[]) as k(spelling)
     join (select distinct n.id, n.name, lower(f) as full_name from nicknames n cross join unnest(n.full_names) f) x
       on x.full_name = lower(k.spelling)
     order by lower(x.name) collate "C", x.id`,
    [asked],
  );
  const bySpelling = Map.groupBy(
    rows.map(({ spelling, ...link }) => ({ spelling, link })),
    (row) => row.spelling,
  );
  return spellings.map((spelling) => (bySpelling.get(spelling) ?? []).map((row) => row.link));
}

/** Favourites go with it (foreign keys cascade). */
export async function remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>> {
  const rows = await db.query('delete from nicknames where id = $1 returning id', [id]);
  return touched(rows);
}
