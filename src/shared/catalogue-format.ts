/**
 * The catalogue file format (seed/catalogue/FORMAT.md): records of one kind that refer to
 * religions by name. Validation here is shared by the seed, the import CLI and the admin import.
 */

import { DETAIL_LIMITS, NO_DETAILS, readDetails, readNameList } from './name-details.ts';
import {
  CATALOGUE_KINDS,
  FIELDS,
  LIMITS,
  RELIGION,
  fileFieldNames,
  hasReligion,
  isRequired,
  schemaType,
  type BodyOf,
  type CatalogueKind,
  type FieldSpec,
} from './catalogue-schema.ts';

export { CATALOGUE_KINDS, LIMITS, type CatalogueKind };

/**
 * A record of a kind as a file holds it once read: every field of the write body present (an
 * optional one at its empty value), the religion by name instead of by id.
 */
type RecordOf<K extends CatalogueKind> = Required<Omit<BodyOf<K>, 'religionId'>> &
  (K extends keyof typeof RELIGION
    ? { religion: (typeof RELIGION)[K]['required'] extends true ? string : string | null }
    : unknown);
export type ReligionRecord = RecordOf<'religions'>;
export type NameRecord = RecordOf<'names'>;
export type GodNameRecord = RecordOf<'god-names'>;
export type NicknameRecord = RecordOf<'nicknames'>;
export interface RecordOfKind {
  religions: ReligionRecord;
  names: NameRecord;
  'god-names': GodNameRecord;
  nicknames: NicknameRecord;
}

export interface FieldError {
  field: string;
  message: string;
}
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * A text field of a record: the longest it may be once trimmed, whether a record needs it, and
 * what an optional one holds when left empty ('' or null).
 */
export interface TextField {
  readonly max: number;
  readonly required: boolean;
  readonly empty: '' | null;
}

/**
 * The text fields of a kind's record in file order, read off the schema (catalogue-schema.ts):
 * every string field but the choices (gender) and the name details, which name-details.ts reads
 * with their own rules. The religion is a name here, required where the kind needs one.
 */
function textFieldsOf(kind: CatalogueKind): Record<string, TextField> {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  const table: Record<string, TextField> = {};
  for (const name of fileFieldNames(kind)) {
    if (name === 'religion' && hasReligion(kind)) {
      const { required } = RELIGION[kind];
      table[name] = { max: LIMITS.name, required, empty: required ? '' : null };
      continue;
    }
    const write = fields[name]?.write as { type?: unknown; maxLength?: number; enum?: unknown } | undefined;
    if (!write || schemaType(fields[name]!.write) !== 'string' || write.enum || name in NO_DETAILS) continue;
    table[name] = {
      max: write.maxLength ?? LIMITS.description,
      required: isRequired(kind, name),
      empty: Array.isArray(write.type) ? null : '',
    };
  }
  return table;
}

/**
 * The text fields of each kind's record, in the order they are checked: validateRecord reads
 * records by this table, so a text field added to the schema is read and checked without more.
 */
export const TEXT_FIELDS = Object.fromEntries(CATALOGUE_KINDS.map((kind) => [kind, textFieldsOf(kind)])) as Record<
  CatalogueKind,
  Record<string, TextField>
>;

/** A god name's other names: how many, and the longest each may be. */
export const SUB_NAMES = { maxItems: LIMITS.subNames, itemMax: LIMITS.subName } as const;

export function isCatalogueKind(value: unknown): value is CatalogueKind {
  return typeof value === 'string' && (CATALOGUE_KINDS as readonly string[]).includes(value);
}

class Reader {
  readonly errors: FieldError[] = [];
  private readonly raw: Record<string, unknown>;

  constructor(raw: Record<string, unknown>) {
    this.raw = raw;
  }

  text(field: string, max: number, required: boolean): string {
    const value = this.raw[field];
    if (value === undefined || value === null || value === '') {
      if (required) this.errors.push({ field, message: `${field} is required` });
      return '';
    }
    if (typeof value !== 'string') {
      this.errors.push({ field, message: `${field} must be text` });
      return '';
    }
    const trimmed = value.trim();
    if (required && !trimmed) this.errors.push({ field, message: `${field} is required` });
    if (trimmed.length > max) this.errors.push({ field, message: `${field} must be at most ${max} characters` });
    return trimmed;
  }

  /** Every field of a table of text fields, in its order. */
  texts(fields: Record<string, TextField>): Record<string, string | null> {
    const values: Record<string, string | null> = {};
    for (const [field, { max, required, empty }] of Object.entries(fields)) {
      const text = this.text(field, max, required);
      values[field] = text || empty;
    }
    return values;
  }
}

function asObject(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

export function validateRecord<K extends CatalogueKind>(kind: K, raw: unknown): Validated<RecordOfKind[K]> {
  const object = asObject(raw);
  if (!object) return { ok: false, errors: [{ field: '', message: 'each record must be an object' }] };
  const r = new Reader(object);
  let value: RecordOfKind[CatalogueKind];
  switch (kind) {
    case 'religions': {
      const isActive = object['isActive'];
      if (isActive !== undefined && typeof isActive !== 'boolean' && isActive !== 'true' && isActive !== 'false') {
        r.errors.push({ field: 'isActive', message: 'isActive must be true or false' });
      }
      const texts = r.texts(TEXT_FIELDS.religions);
      value = {
        ...texts,
        isActive: isActive === undefined || isActive === true || isActive === 'true',
      } as ReligionRecord;
      break;
    }
    case 'names': {
      const gender = object['gender'];
      if (gender !== 'male' && gender !== 'female') {
        r.errors.push({ field: 'gender', message: 'gender must be male or female' });
      }
      const texts = r.texts(TEXT_FIELDS.names);
      value = {
        ...texts,
        gender: gender === 'female' ? 'female' : 'male',
        ...readDetails(object, texts['name'] ?? '', r.errors),
      } as NameRecord;
      break;
    }
    case 'god-names': {
      let subNames: string[] = [];
      const rawSubNames = object['subNames'];
      if (typeof rawSubNames === 'string') subNames = rawSubNames.split('|');
      else if (Array.isArray(rawSubNames)) subNames = rawSubNames.map((s) => (typeof s === 'string' ? s : ''));
      else r.errors.push({ field: 'subNames', message: 'subNames must be a list of names' });
      subNames = subNames.map((s) => s.trim());
      if (subNames.some((s) => !s))
        r.errors.push({ field: 'subNames', message: 'subNames must not contain empty names' });
      if (subNames.some((s) => s.length > SUB_NAMES.itemMax)) {
        r.errors.push({ field: 'subNames', message: `each sub-name must be at most ${SUB_NAMES.itemMax} characters` });
      }
      if (subNames.length > SUB_NAMES.maxItems) {
        r.errors.push({ field: 'subNames', message: `at most ${SUB_NAMES.maxItems} sub-names` });
      }
      const texts = r.texts(TEXT_FIELDS['god-names']);
      value = { ...texts, subNames, ...readDetails(object, texts['name'] ?? '', r.errors) } as GodNameRecord;
      break;
    }
    case 'nicknames': {
      const texts = r.texts(TEXT_FIELDS.nicknames);
      value = {
        ...texts,
        fullNames: readNameList(object, 'fullNames', texts['name'] ?? '', DETAIL_LIMITS.fullNames, r.errors),
      } as NicknameRecord;
      break;
    }
    default:
      return { ok: false, errors: [{ field: 'kind', message: `unknown kind ${String(kind)}` }] };
  }
  return r.errors.length > 0 ? { ok: false, errors: r.errors } : { ok: true, value: value as RecordOfKind[K] };
}
