/**
 * Corrections visitors report, and the catalogue history that accepting one writes. Where the
 * answer can be "no" it is an outcome; the routes decide the HTTP statuses.
 */
import type { Queryable } from '../db/index.ts';
import { failure, found, success, type Outcome } from './outcome.ts';
import type { CorrectionKind } from '../../shared/corrections.ts';

export interface NewCorrection {
  kind: CorrectionKind;
  itemId: string;
  field: string;
  problem: string;
  source: string;
}

export interface Correction extends NewCorrection {
  id: string;
  itemName: string | null;
  status: 'open' | 'accepted' | 'rejected';
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

export interface HistoryEntry {
  id: string;
  kind: string;
  itemId: string;
  field: string;
  oldValue: string;
  newValue: string;
  changedBy: string | null;
  correctionId: string | null;
  changedAt: string;
}

/** The table of each kind (fixed names: never from input). */
const TABLES: Record<CorrectionKind, string> = { names: 'names', 'god-names': 'god_names', nicknames: 'nicknames' };

/** The item's name, or not-found when there is no such item. */
export async function itemName(
  db: Queryable,
  kind: CorrectionKind,
  itemId: string,
): Promise<Outcome<string, 'not-found'>> {
  const [row] = await db.query<{ name: string }>(`select name from ${TABLES[kind]} where id = $1`, [itemId]);
  return found(row?.name);
}

export async function create(db: Queryable, c: NewCorrection): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into corrections (kind, item_id, field, problem, source) values ($1, $2, $3, $4, $5) returning id::text`,
    [c.kind, c.itemId, c.field, c.problem, c.source],
  );
  return row!.id;
}

const SELECT = `select c.id::text, c.kind, c.item_id::text as "itemId", c.field, c.problem, c.source, c.status,
    coalesce(n.name, g.name, k.name) as "itemName",
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
    to_char(c.reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "reviewedAt",
    u.name as "reviewedBy"
  from corrections c
  left join names n on c.kind = 'names' and n.id = c.item_id
  left join god_names g on c.kind = 'god-names' and g.id = c.item_id
  left join nicknames k on c.kind = 'nicknames' and k.id = c.item_id
  left join users u on u.id = c.reviewed_by`;

/** Corrections with this status, oldest first (the queue is worked from the front). */
export async function list(db: Queryable, status: Correction['status'], limit: number): Promise<Correction[]> {
  return db.query<Correction>(`${SELECT} where c.status = $1 order by c.created_at, c.id limit $2`, [status, limit]);
}

export async function get(db: Queryable, id: string): Promise<Outcome<Correction, 'not-found'>> {
  const [row] = await db.query<Correction>(`${SELECT} where c.id = $1`, [id]);
  return found(row);
}

/** Closes an open correction; conflict when it was not open (already reviewed, or none). */
export async function close(
  db: Queryable,
  id: string,
  status: 'accepted' | 'rejected',
  reviewer: string,
): Promise<Outcome<void, 'conflict'>> {
  const rows = await db.query(
    `update corrections set status = $2, reviewed_at = now(), reviewed_by = $3 where id = $1 and status = 'open' returning id`,
    [id, status, reviewer],
  );
  return rows.length > 0 ? success(undefined) : failure('conflict');
}

export async function recordChange(
  db: Queryable,
  change: Omit<HistoryEntry, 'id' | 'changedAt' | 'changedBy'> & { changedBy: string },
): Promise<void> {
  await db.query(
    `insert into catalogue_history (kind, item_id, field, old_value, new_value, changed_by, correction_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [change.kind, change.itemId, change.field, change.oldValue, change.newValue, change.changedBy, change.correctionId],
  );
}

/** The history of one item, newest first, with the admin's name as who. */
export async function historyOf(db: Queryable, kind: string, itemId: string): Promise<HistoryEntry[]> {
  return db.query<HistoryEntry>(
    `select h.id::text, h.kind, h.item_id::text as "itemId", h.field, h.old_value as "oldValue",
       h.new_value as "newValue", u.name as "changedBy", h.correction_id::text as "correctionId",
       to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "changedAt"
     from catalogue_history h left join users u on u.id = h.changed_by
     where h.kind = $1 and h.item_id = $2 order by h.changed_at desc, h.id desc`,
    [kind, itemId],
  );
}
