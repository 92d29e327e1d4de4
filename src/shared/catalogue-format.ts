/**
 * The catalogue file format (seed/catalogue/FORMAT.md): records of one kind that refer to
 * religions by name. Validation here is shared by the seed, the import CLI and the admin import.
 */

import { DETAIL_LIMITS, readDetails, readNameList, type NameDetails } from './name-details.ts';

export const CATALOGUE_KINDS = ['religions', 'names', 'god-names', 'nicknames'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export interface ReligionRecord {
  name: string;
  isActive: boolean;
  source: string | null;
}
export interface NameRecord extends NameDetails {
  name: string;
  gender: 'male' | 'female';
  meaning: string;
  origin: string;
  religion: string | null;
  description: string;
  source: string | null;
}
export interface GodNameRecord extends NameDetails {
  name: string;
  religion: string;
  description: string;
  subNames: string[];
  source: string | null;
}
export interface NicknameRecord {
  name: string;
  description: string;
  source: string | null;
  /**
   * The spellings it is short for (name-details.ts); linked to the catalogue's names of that
   * spelling.
   */
  fullNames: string[];
}
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

export const LIMITS = {
  name: 100,
  meaning: 200,
  origin: 100,
  description: 2000,
  source: 500,
  subName: 200,
  subNames: 1000,
};

/**
 * A text field of a record: the longest it may be once trimmed, whether a record needs it, and
 * what an optional one holds when left empty ('' or null).
 */
export interface TextField {
  readonly max: number;
  readonly required: boolean;
  readonly empty: '' | null;
}
const required = (max: number) => ({ max, required: true, empty: '' }) as const;
const optional = (max: number) => ({ max, required: false, empty: '' }) as const;
const orNull = (max: number) => ({ max, required: false, empty: null }) as const;

/**
 * The text fields of each kind's record, in the order they are checked. validateRecord reads
 * records by this table and the API's write bodies (src/server/schemas/catalogue.ts) are built
 * from it, so which fields a kind has, their limits and which are required are written once.
 * Records name their religion; the API takes its id instead (`religion` is not a body field).
 */
export const TEXT_FIELDS = {
  religions: { name: required(LIMITS.name), source: orNull(LIMITS.source) },
  names: {
    name: required(LIMITS.name),
    meaning: required(LIMITS.meaning),
    origin: required(LIMITS.origin),
    religion: orNull(LIMITS.name),
    description: optional(LIMITS.description),
    source: orNull(LIMITS.source),
  },
  'god-names': {
    name: required(LIMITS.name),
    religion: required(LIMITS.name),
    description: optional(LIMITS.description),
    source: orNull(LIMITS.source),
  },
  nicknames: {
    name: required(LIMITS.name),
    description: required(LIMITS.description),
    source: orNull(LIMITS.source),
  },
} as const satisfies Record<CatalogueKind, Record<string, TextField>>;

/** A god name's other names: how many, and the longest each may be. */
export const SUB_NAMES = { maxItems: LIMITS.subNames, itemMax: LIMITS.subName } as const;

/** The values of a table of text fields: text, or null where an empty one is null. */
type TextValues<T extends Record<string, TextField>> = {
  -readonly [F in keyof T]: T[F]['empty'] extends null ? string | null : string;
};

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
  texts<T extends Record<string, TextField>>(fields: T): TextValues<T> {
    const values: Record<string, string | null> = {};
    for (const [field, { max, required, empty }] of Object.entries(fields)) {
      const text = this.text(field, max, required);
      values[field] = text || empty;
    }
    return values as TextValues<T>;
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
      const { name, source } = r.texts(TEXT_FIELDS.religions);
      value = { name, isActive: isActive === undefined || isActive === true || isActive === 'true', source };
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
        ...readDetails(object, texts.name, r.errors),
      };
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
      value = { ...texts, subNames, ...readDetails(object, texts.name, r.errors) };
      break;
    }
    case 'nicknames': {
      const texts = r.texts(TEXT_FIELDS.nicknames);
      value = {
        ...texts,
        fullNames: readNameList(object, 'fullNames', texts.name, DETAIL_LIMITS.fullNames, r.errors),
      };
      break;
    }
    default:
      return { ok: false, errors: [{ field: 'kind', message: `unknown kind ${String(kind)}` }] };
  }
  return r.errors.length > 0 ? { ok: false, errors: r.errors } : { ok: true, value: value as RecordOfKind[K] };
}
