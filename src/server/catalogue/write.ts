/**
 * Admin writes go through the same record rules as imports (trimming, required, lengths), so
 * the two ways into the catalogue can never disagree. The API refers to religions by id where
 * files use names: religionId is checked against the database here.
 */
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import {
  validateRecord,
  type CatalogueKind,
  type FieldError,
  type RecordOfKind,
} from '../../shared/catalogue-format.ts';
import type { BodyOf } from '../../shared/catalogue-schema.ts';

/** A checked write of each kind: every field of its body present (catalogue-schema.ts). */
export type ReligionInput = Required<BodyOf<'religions'>>;
export type NameInput = Required<BodyOf<'names'>>;
export type GodNameInput = Required<BodyOf<'god-names'>>;
export type NicknameInput = Required<BodyOf<'nicknames'>>;
export interface InputOfKind {
  religions: ReligionInput;
  names: NameInput;
  'god-names': GodNameInput;
  nicknames: NicknameInput;
}

export function invalid(details: FieldError[]): HttpError {
  return new HttpError(400, `Invalid input: ${details[0]?.message ?? 'check the fields'}`, details);
}

/**
 * Checks a whole record (a POST body, or a PUT body laid over the stored item) and returns it
 * trimmed, or throws a 400 naming every bad field.
 */
export async function checkInput<K extends CatalogueKind>(
  db: Queryable,
  kind: K,
  raw: Record<string, unknown>,
): Promise<InputOfKind[K]> {
  const hasReligion = kind === 'names' || kind === 'god-names';
  // Other unknown fields (an echoed id) are ignored, but a religion sent to a kind that has
  // none is a mistake the admin should hear about, not a value to look up.
  if (!hasReligion && raw['religionId'] !== undefined) {
    throw invalid([
      { field: 'religionId', message: `religionId is not a field of ${kind}: they belong to no religion` },
    ]);
  }
  const religionId = raw['religionId'] ?? null;
  // The format names religions; here it is an id, checked below, so stand in a placeholder.
  const asRecord = { ...raw, religion: religionId === null ? null : 'religion' };
  const result = validateRecord(kind, asRecord);
  const errors = result.ok ? [] : result.errors.filter((e) => e.field !== 'religion');
  if (kind === 'god-names' && religionId === null)
    errors.push({ field: 'religionId', message: 'religionId is required' });
  if (typeof religionId === 'string' && !(await religionExists(db, religionId))) {
    errors.push({ field: 'religionId', message: 'religionId does not match any religion' });
  }
  if (errors.length > 0 || !result.ok) throw invalid(errors);
  const { religion: _religion, ...record } = result.value as RecordOfKind[CatalogueKind] & { religion?: unknown };
  const input = hasReligion ? { ...record, religionId } : record;
  return input as InputOfKind[K];
}

async function religionExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from religions where id = $1', [id]);
  return rows.length > 0;
}

/** PostgreSQL error codes the writes turn into readable answers. */
export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Runs a write; a duplicate becomes 409 with the given sentence, a vanished religion a 400. */
export async function guardedWrite<T>(duplicate: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, duplicate);
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) {
      throw invalid([{ field: 'religionId', message: 'religionId does not match any religion' }]);
    }
    throw error;
  }
}
