/**
 * What a repository answers when the answer can be "no": the value, or the reason there is none.
 * Repositories never choose HTTP statuses and never throw for an expected "no"; the route reads
 * the reason and picks the status and the sentence (not-found → 404, conflict → 409, …).
 */

/**
 * Why there is no value:
 * - `not-found`: no such record (or it went while the statement ran);
 * - `conflict`: the record is not in the state the write needs (a correction already reviewed).
 */
export type Reason = 'not-found' | 'conflict';

/**
 * A repository with more ways to say no than these names its own reasons (an invitation link
 * that is used, expired, cancelled…), as strings the route maps to statuses.
 */
export type Outcome<T, R extends string = Reason> = { ok: true; value: T } | { ok: false; reason: R };

export function success<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function failure<R extends string>(reason: R): { ok: false; reason: R } {
  return { ok: false, reason };
}

/** A row a query may not find: the row, or not-found. */
export function found<T>(row: T | null | undefined): Outcome<T, 'not-found'> {
  return row == null ? failure('not-found') : success(row);
}

/**
 * A write by id that returns the rows it touched (`returning id`): success when it touched one,
 * not-found when there was no such record.
 */
export function touched(rows: readonly unknown[]): Outcome<void, 'not-found'> {
  return rows.length > 0 ? success(undefined) : failure('not-found');
}
