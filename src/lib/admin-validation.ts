/**
 * Client-side validation of the dashboard's forms. It runs the very rules the server applies to
 * catalogue records (validateRecord and LIMITS of src/shared/catalogue-format.ts, a plain module
 * with no Node imports), so a form never accepts what the API would refuse, and its messages read
 * the same as the server's field errors.
 */
import { LIMITS, validateRecord, type CatalogueKind, type FieldError } from '../shared/catalogue-format.ts';
import type { DataGender } from '../shared/constants.ts';
import { characterCount, PASSWORD_LIMITS } from '../shared/account-rules.ts';
import { DETAIL_LIMITS, type NameDetails } from '../shared/name-details.ts';

export { DETAIL_LIMITS, LIMITS, PASSWORD_LIMITS };
export type { FieldError };

/**
 * Name details (src/shared/name-details.ts) as typed: the lists are one text, names separated by
 * commas.
 */
export interface DetailFormValues {
  variants: string;
  pronunciation: string;
  ipa: string;
  script: string;
  scriptLang: string;
}

const NO_DETAIL_VALUES: DetailFormValues = { variants: '', pronunciation: '', ipa: '', script: '', scriptLang: '' };

/** "Zayn, Zaine" → ["Zayn", "Zaine"]: commas or | between names, blanks dropped. */
export function splitNameList(text: string): string[] {
  return text
    .split(/[,|\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function detailValuesOf(item: Partial<NameDetails>): DetailFormValues {
  return {
    variants: (item.variants ?? []).join(', '),
    pronunciation: item.pronunciation ?? '',
    ipa: item.ipa ?? '',
    script: item.script ?? '',
    scriptLang: item.scriptLang ?? '',
  };
}

/** The details typed into the form; a form without the fields (older callers) sends none. */
function detailPayload(v: Partial<DetailFormValues>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  if (v.variants !== undefined) payload['variants'] = splitNameList(v.variants);
  for (const field of ['pronunciation', 'ipa', 'script', 'scriptLang'] as const) {
    const text = v[field];
    if (text !== undefined) payload[field] = text.trim() || null;
  }
  return payload;
}

export interface NameFormValues extends Partial<DetailFormValues> {
  name: string;
  gender: DataGender | '';
  meaning: string;
  origin: string;
  description: string;
  /** '' means no religion: the name shows as UNIVERSAL. */
  religionId: string;
  source: string;
}

export interface GodNameFormValues extends Partial<DetailFormValues> {
  name: string;
  religionId: string;
  description: string;
  subNames: string[];
  source: string;
}

export interface NicknameFormValues {
  name: string;
  description: string;
  source: string;
  /** The names it is short for, separated by commas. */
  fullNames?: string;
}

export interface ReligionFormValues {
  name: string;
  isActive: boolean;
  source: string;
}

export interface FormValuesOfKind {
  names: NameFormValues;
  'god-names': GodNameFormValues;
  nicknames: NicknameFormValues;
  religions: ReligionFormValues;
}

/** Field name to its first message; empty when the form is valid. */
export type FieldErrors = Partial<Record<string, string>>;

export function emptyValues<K extends CatalogueKind>(kind: K): FormValuesOfKind[K] {
  const values: FormValuesOfKind = {
    names: {
      name: '',
      gender: '',
      meaning: '',
      origin: '',
      description: '',
      religionId: '',
      source: '',
      ...NO_DETAIL_VALUES,
    },
    'god-names': { name: '', religionId: '', description: '', subNames: [], source: '', ...NO_DETAIL_VALUES },
    nicknames: { name: '', description: '', source: '', fullNames: '' },
    religions: { name: '', isActive: true, source: '' },
  };
  return values[kind];
}

/**
 * The record the catalogue format would hold for these form values. Records name their religion
 * while the API takes its id; only presence matters to the rules, so the id stands in.
 */
function recordOf(kind: CatalogueKind, values: FormValuesOfKind[CatalogueKind]): Record<string, unknown> {
  const record: Record<string, unknown> = { ...values };
  if ('religionId' in values) {
    delete record['religionId'];
    record['religion'] = values.religionId || null;
  }
  if (kind === 'names' && (values as NameFormValues).gender === '') delete record['gender'];
  if ('variants' in values && values.variants !== undefined) record['variants'] = splitNameList(values.variants);
  if ('fullNames' in values && values.fullNames !== undefined) record['fullNames'] = splitNameList(values.fullNames);
  return record;
}

/** Field errors of the API and of the format, keyed by the form's field names. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const { field, message } of errors) {
    // Records say `religion`, the API and the form say `religionId`; array items come as subNames.3.
    const key = field === 'religion' ? 'religionId' : (field.split(/[.[/]/)[0] ?? field) || '_form';
    byField[key] ??= message;
  }
  return byField;
}

export function validateForm<K extends CatalogueKind>(kind: K, values: FormValuesOfKind[K]): FieldErrors {
  const result = validateRecord(kind, recordOf(kind, values));
  return result.ok ? {} : toFieldErrors(result.errors);
}

/** The JSON body of POST and PUT for the values: trimmed text, optional text as null. */
export function toPayload<K extends CatalogueKind>(kind: K, values: FormValuesOfKind[K]): Record<string, unknown> {
  const optional = (text: string) => text.trim() || null;
  switch (kind) {
    case 'names': {
      const v = values as NameFormValues;
      return {
        name: v.name.trim(),
        gender: v.gender,
        meaning: v.meaning.trim(),
        origin: v.origin.trim(),
        description: v.description.trim(),
        religionId: v.religionId || null,
        source: optional(v.source),
        ...detailPayload(v),
      };
    }
    case 'god-names': {
      const v = values as GodNameFormValues;
      return {
        name: v.name.trim(),
        religionId: v.religionId,
        description: v.description.trim(),
        subNames: v.subNames.map((s) => s.trim()),
        source: optional(v.source),
        ...detailPayload(v),
      };
    }
    case 'nicknames': {
      const v = values as NicknameFormValues;
      return {
        name: v.name.trim(),
        description: v.description.trim(),
        source: optional(v.source),
        ...(v.fullNames === undefined ? {} : { fullNames: splitNameList(v.fullNames) }),
      };
    }
    default: {
      const v = values as ReligionFormValues;
      return { name: v.name.trim(), isActive: v.isActive, source: optional(v.source) };
    }
  }
}

/**
 * Sub-names pasted at once: one per line or separated by commas. List markers that come along
 * when copying from a document ("1.", "-", "•") are dropped, and so are blank entries.
 */
export function parseSubNames(text: string): string[] {
  return text
    .split(/[\n\r,;]+/)
    .map((part) => part.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/**
 * Adds sub-names to a list, skipping those already present (case-insensitively) so a repeated
 * paste does not double the list.
 */
export function mergeSubNames(
  existing: readonly string[],
  added: readonly string[],
): { list: string[]; skipped: string[] } {
  const seen = new Set(existing.map((s) => s.toLowerCase()));
  const list = [...existing];
  const skipped: string[] = [];
  for (const name of added) {
    const key = name.toLowerCase();
    if (seen.has(key)) {
      skipped.push(name);
    } else {
      seen.add(key);
      list.push(name);
    }
  }
  return { list, skipped };
}

/** Moves the item at `from` by `delta` places (−1 up, +1 down); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChange(values: PasswordFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors['currentPassword'] = 'Enter your current password';
  const length = characterCount(values.newPassword);
  if (length < PASSWORD_LIMITS.min) {
    errors['newPassword'] = `The new password must be at least ${PASSWORD_LIMITS.min} characters`;
  } else if (length > PASSWORD_LIMITS.max) {
    errors['newPassword'] = `The new password must be at most ${PASSWORD_LIMITS.max} characters`;
  } else if (values.newPassword === values.currentPassword) {
    errors['newPassword'] = 'The new password must differ from the current one';
  }
  if (values.confirmPassword !== values.newPassword) errors['confirmPassword'] = 'The two new passwords do not match';
  return errors;
}

/**
 * A field message as a sentence for a person: the rules speak of `subNames` or `religion`, the
 * form shows "Sub-names" or "Religion".
 */
export function humaniseMessage(message: string, field: string, label: string): string {
  // The data says male and female; the site says Boy and Girl.
  if (field === 'gender' && /male or female/.test(message)) return 'Choose Boy or Girl';
  const keys = field === 'religionId' ? ['religionId', 'religion'] : [field];
  for (const key of keys) {
    if (message.startsWith(`${key} `)) return `${label}${message.slice(key.length)}`;
  }
  return message.charAt(0).toUpperCase() + message.slice(1);
}
