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
  /** The spellings it is short for (issue 15); linked to the catalogue's names of that spelling. */
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

  optionalText(field: string, max: number): string | null {
    return this.text(field, max, false) || null;
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
      value = {
        name: r.text('name', LIMITS.name, true),
        isActive: isActive === undefined || isActive === true || isActive === 'true',
        source: r.optionalText('source', LIMITS.source),
      };
      break;
    }
    case 'names': {
      const gender = object['gender'];
      if (gender !== 'male' && gender !== 'female') {
        r.errors.push({ field: 'gender', message: 'gender must be male or female' });
      }
      const name = r.text('name', LIMITS.name, true);
      value = {
        name,
        gender: gender === 'female' ? 'female' : 'male',
        meaning: r.text('meaning', LIMITS.meaning, true),
        origin: r.text('origin', LIMITS.origin, true),
        religion: r.optionalText('religion', LIMITS.name),
        description: r.text('description', LIMITS.description, false),
        source: r.optionalText('source', LIMITS.source),
        ...readDetails(object, name, r.errors),
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
      if (subNames.some((s) => s.length > LIMITS.subName)) {
        r.errors.push({ field: 'subNames', message: `each sub-name must be at most ${LIMITS.subName} characters` });
      }
      if (subNames.length > LIMITS.subNames) {
        r.errors.push({ field: 'subNames', message: `at most ${LIMITS.subNames} sub-names` });
      }
      const name = r.text('name', LIMITS.name, true);
      value = {
        name,
        religion: r.text('religion', LIMITS.name, true),
        description: r.text('description', LIMITS.description, false),
        subNames,
        source: r.optionalText('source', LIMITS.source),
        ...readDetails(object, name, r.errors),
      };
      break;
    }
    case 'nicknames': {
      const name = r.text('name', LIMITS.name, true);
      value = {
        name,
        description: r.text('description', LIMITS.description, true),
        source: r.optionalText('source', LIMITS.source),
        fullNames: readNameList(object, 'fullNames', name, DETAIL_LIMITS.fullNames, r.errors),
      };
      break;
    }
    default:
      return { ok: false, errors: [{ field: 'kind', message: `unknown kind ${String(kind)}` }] };
  }
  return r.errors.length > 0 ? { ok: false, errors: r.errors } : { ok: true, value: value as RecordOfKind[K] };
}
