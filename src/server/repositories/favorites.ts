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
}

const TABLES: Record<FavoriteKind, KindTables> = {
  names: { relation: 'user_name_favorites', column: 'name_id', items: 'names' },
  'god-names': { relation: 'user_god_name_favorites', column: 'god_name_id', items: 'god_names' },
  nicknames: { relation: 'user_nickname_favorites', column: 'nickname_id', items: 'nicknames' },
};

/** In the order they were favourited, as the user record lists their ids. */
export async function listNames(db: Queryable, userId: string): Promise<BabyName[]> {
  return db.query<BabyName>(
    `select ${names.COLUMNS}
     from ${names.FROM}
     join user_name_favorites f on f.name_id = n.id
     where f.user_id = $1::bigint
     order by f.created_at, f.name_id`,
    [userId],
  );
}

export async function listGodNames(db: Queryable, userId: string): Promise<GodName[]> {
  return db.query<GodName>(
    `select ${godNames.ROW_COLUMNS}
     from ${godNames.FROM}
     join user_god_name_favorites f on f.god_name_id = g.id
     where f.user_id = $1::bigint
     order by f.created_at, f.god_name_id`,
    [userId],
  );
}

export async function listNicknames(db: Queryable, userId: string): Promise<Nickname[]> {
  return db.query<Nickname>(
    `select ${nicknames.COLUMNS}
     from nicknames
     join user_nickname_favorites f on f.nickname_id = nicknames.id
     where f.user_id = $1::bigint
     order by f.created_at, f.nickname_id`,
    [userId],
  );
}

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
