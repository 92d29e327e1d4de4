/**
 * Attempt counters kept in the database, so that every API instance on one PostgreSQL sees the
 * same counts (a limit per instance is no limit behind a load balancer). Each key has one fixed
 * window: `hit` counts into it and says how many hits it holds and when it ends. The database's
 * clock decides the windows, so instances with drifting clocks still agree.
 *
 * Reuse: any per-user or per-address limit (`hit(db, 'shortlist:vote:' + userId, 60_000)`).
 *
 * Count before judging: a throttled check (a password) must `hit` first and judge only when the
 * count it gets back is within the limit, never `peek` and count afterwards, or a burst of
 * parallel attempts all read the same old count and all get judged.
 */
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../errors.ts';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends (0 for a key with no live window). */
  resetMs: number;
}

const NONE: WindowCount = { count: 0, resetMs: 0 };

/** Counts one hit against a key and answers the window's count, the hit included. */
export async function hit(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db.query<{ count: number; reset_ms: number }>(
    `insert into rate_limits as r (key, count, window_ends)
     values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       count = case when r.window_ends <= now() then 1 else r.count + 1 end,
       window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
     returning count, greatest(0, extract(epoch from (window_ends - now())) * 1000)::float8 as reset_ms`,
    [key, windowMs],
  );
  // Now and then, forget windows long over, so the table holds only live keys.
  if (Math.random() < 0.01) await db.query(`delete from rate_limits where window_ends < now() - interval '1 hour'`);
  return { count: row?.count ?? 1, resetMs: row?.reset_ms ?? windowMs };
}

/** The live windows of some keys, without counting; keys with none answer count 0. */
export async function peek(db: Queryable, keys: string[]): Promise<WindowCount[]> {
  const rows = await db.query<{ key: string; count: number; reset_ms: number }>(
    `select key, count, greatest(0, extract(epoch from (window_ends - now())) * 1000)::float8 as reset_ms
     from rate_limits where key = any($1) and window_ends > now()`,
    [keys],
  );
  const byKey = new Map(rows.map((r) => [r.key, { count: r.count, resetMs: r.reset_ms }]));
  return keys.map((key) => byKey.get(key) ?? NONE);
}

/** Gives back one hit of a key's live window: an attempt counted before it was judged, judged no failure. */
export async function unhit(db: Queryable, key: string): Promise<void> {
  await db.query('update rate_limits set count = greatest(count - 1, 0) where key = $1 and window_ends > now()', [key]);
}

export async function reset(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}

/**
 * Counts a hit and refuses it with 429 once the key has had more than `max` in its window: the
 * simple limit for writes per user (invitations, votes, notes) and registrations per address.
 */
export async function limit(db: Queryable, key: string, max: number, windowMs: number): Promise<void> {
  const { count, resetMs } = await hit(db, key, windowMs);
  if (count > max) throw tooManyAttempts(resetMs);
}

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
