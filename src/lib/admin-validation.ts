/**
 * Client-side validation of the dashboard's forms. It runs the very rules the server applies to
 * catalogue records (validateRecord and LIMITS of src/shared/catalogue-format.ts, a plain module
 * with no Node imports), so a form never accepts what the API would refuse, and its messages read
 * the same as the server's field errors. Which fields a form has, and how each is typed and sent,
 * is read off the schema (formFields of src/shared/catalogue-schema.ts).
 */
import { LIMITS, validateRecord, type CatalogueKind, type FieldError } from '../shared/catalogue-format.ts';
import { formFields, nullableFields } from '../shared/catalogue-schema.ts';
import { characterCount, PASSWORD_LIMITS } from '../shared/account-rules.ts';
import { DETAIL_LIMITS } from '../shared/name-details.ts';

export { DETAIL_LIMITS, LIMITS, PASSWORD_LIMITS };
export type { FieldError };

/** "Zayn, Zaine" → ["Zayn", "Zaine"]: commas or | between names, blanks dropped. */
export function splitNameList(text: string): string[] {
  return text
    .split(/[,|\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A form's values, one per field of formFields (src/shared/catalogue-schema.ts) as typed: text;
 * a list as one text, names separated by commas; sub-names as a list; a checkbox as true or
 * false; the religion as its id, '' for none. A field left out (an older caller) is not sent.
 */
export type FormValues = { name: string } & Partial<Record<string, string | boolean | string[]>>;
export type NameFormValues = FormValues;
export type GodNameFormValues = FormValues;
export type NicknameFormValues = FormValues;
export type ReligionFormValues = FormValues;
export type FormValuesOfKind = Record<CatalogueKind, FormValues>;

/** Field name to its first message; empty when the form is valid. */
export type FieldErrors = Partial<Record<string, string>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function emptyValues(kind: CatalogueKind): FormValues {
  const values: FormValues = { name: '' };
  for (const field of formFields(kind)) {
    if (field.widget === 'checkbox') values[field.name] = true;
    else if (field.widget === 'sub-names') values[field.name] = [];
    else values[field.name] = '';
  }
  return values;
}

/** The form's values of an item as the API answers it. */
export function formValuesOf(kind: CatalogueKind, item: object): FormValues {
  const raw = item as Record<string, unknown>;
  const values: FormValues = { name: text(raw['name']) };
  for (const field of formFields(kind)) {
    const value = raw[field.name];
    if (field.widget === 'religion') values[field.name] = (value as { id?: string } | null)?.id ?? '';
    else if (field.widget === 'checkbox') values[field.name] = value !== false;
    else if (field.widget === 'sub-names') values[field.name] = Array.isArray(value) ? (value as string[]) : [];
    else if (field.widget === 'list') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else values[field.name] = text(value);
  }
  return values;
}

/**
 * The record the catalogue format would hold for these form values. Records name their religion
 * while the API takes its id; only presence matters to the rules, so the id stands in.
 */
function recordOf(kind: CatalogueKind, values: FormValues): Record<string, unknown> {
  const record: Record<string, unknown> = { ...values };
  for (const field of formFields(kind)) {
    const value = values[field.name];
    if (field.widget === 'religion') {
      delete record['religionId'];
      record['religion'] = value || null;
    } else if (field.widget === 'select' && value === '') delete record[field.name];
    else if (field.widget === 'list' && typeof value === 'string') record[field.name] = splitNameList(value);
  }
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

export function validateForm(kind: CatalogueKind, values: FormValues): FieldErrors {
  const result = validateRecord(kind, recordOf(kind, values));
  return result.ok ? {} : toFieldErrors(result.errors);
}

/**
 * The JSON body of POST and PUT for the values: trimmed text, optional text that is null when
 * empty as null, lists split, no religion as null (UNIVERSAL).
 */
export function toPayload(kind: CatalogueKind, values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const nullable = new Set(nullableFields(kind));
  for (const field of formFields(kind)) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.widget === 'checkbox') payload[field.name] = value;
    else if (field.widget === 'sub-names') payload[field.name] = (value as string[]).map((s) => s.trim());
    else if (field.widget === 'list') payload[field.name] = splitNameList(text(value));
    else if (field.widget === 'religion') payload[field.name] = field.required ? value : value || null;
    else if (nullable.has(field.name)) payload[field.name] = text(value).trim() || null;
    else payload[field.name] = text(value).trim();
  }
  return payload;
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
