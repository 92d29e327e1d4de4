/**
 * Favourite queries: the three lists with their full items (the columns and joins of each kind's
 * own repository, so a favourite reads as its list row does), and the toggle. The toggle is one
 * statement (delete the favourite, or insert it when nothing was deleted), so two tabs toggling
 * at once can neither lose a flip nor leave a duplicate row.
 */
import type { Queryable } from '../db/index.ts';
import type { BabyName, GodName, Nickname } from '../../shared/types.ts';
import { failure, success, type Outcome } from './outcome.ts';
import * as names from './names.ts';
import * as godNames from './god-names.ts';
import * as nicknames from './nicknames.ts';

export type FavoriteKind = 'names' | 'god-names' | 'nicknames';

interface KindTables {
  relation: string;
  column: string;
  items: string;
  /** The list row of the kind's own repository: its select list, its from (with joins) and its id. */
  row: { columns: string; from: string; id: string };
}

const TABLES: Record<FavoriteKind, KindTables> = {
  names: {
    relation: 'user_name_favorites',
    column: 'name_id',
    items: 'names',
    row: { columns: names.COLUMNS, from: names.FROM, id: 'n.id' },
  },
  'god-names': {
    relation: 'user_god_name_favorites',
    column: 'god_name_id',
    items: 'god_names',
    row: { columns: godNames.ROW_COLUMNS, from: godNames.FROM, id: 'g.id' },
  },
  nicknames: {
    relation: 'user_nickname_favorites',
    column: 'nickname_id',
    items: 'nicknames',
    row: { columns: nicknames.COLUMNS, from: 'nicknames', id: 'nicknames.id' },
  },
};

/** A user's favourites of one kind, in the order they were favourited, as the user record lists their ids. */
async function listOf<Row>(db: Queryable, kind: FavoriteKind, userId: string): Promise<Row[]> {
  const { relation, column, row } = TABLES[kind];
  return db.query<Row>(
    `select ${row.columns}
     from ${row.from}
     join ${relation} f on f.${column} = ${row.id}
     where f.user_id = $1::bigint
     order by f.created_at, f.${column}`,
    [userId],
  );
}

export const listNames = (db: Queryable, userId: string) => listOf<BabyName>(db, 'names', userId);
export const listGodNames = (db: Queryable, userId: string) => listOf<GodName>(db, 'god-names', userId);
export const listNicknames = (db: Queryable, userId: string) => listOf<Nickname>(db, 'nicknames', userId);

interface ToggleRow {
  found: boolean;
  removed: boolean;
  added: boolean;
}

/**
 * Flips one favourite. Answers whether it is now a favourite, or not-found when the item does not
 * exist.
 *
 * Why a retry: under READ COMMITTED, when two toggles race on a missing row both find nothing to
 * delete and both insert; the loser's ON CONFLICT DO NOTHING then changes nothing (neither
 * removed nor added) although its flip must still happen. Running the statement again, with a
 * fresh snapshot that sees the winner's row, deletes it: two flips, back where it started. The
 * other race (both delete an existing row) already ends right: the loser deletes nothing and
 * inserts. PGlite runs one statement at a time, so there the first attempt always counts.
 */
export async function toggle(
  db: Queryable,
  kind: FavoriteKind,
  userId: string,
  itemId: string,
): Promise<Outcome<boolean, 'not-found'>> {
  const { relation, column, items } = TABLES[kind];
  const sql = `
    with target as (select id from ${items} where id = $2::bigint),
    deleted as (
      delete from ${relation} where user_id = $1::bigint and ${column} = $2::bigint returning 1
    ),
    inserted as (
      insert into ${relation} (user_id, ${column})
      select $1::bigint, t.id from target t where not exists (select 1 from deleted)
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from target) as found,
           exists (select 1 from deleted) as removed,
           exists (select 1 from inserted) as added`;
  for (let attempt = 0; attempt < 10; attempt++) {
    let row: ToggleRow | undefined;
    try {
      [row] = await db.query<ToggleRow>(sql, [userId, itemId]);
    } catch (error) {
      // The item was deleted between reading it and inserting the favourite.
      if ((error as { code?: unknown }).code === '23503') return failure('not-found');
      throw error;
    }
    if (!row?.found) return failure('not-found');
    if (row.removed) return success(false);
    if (row.added) return success(true);
  }
  throw new Error(`favourite toggle kept racing (${kind} ${itemId})`);
}
