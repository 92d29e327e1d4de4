/**
 * Name details: other spellings, a pronunciation, the name in its own script, and the
 * full names a nickname is short for. One set of rules for the import format, the admin form and
 * the API, like the other catalogue limits.
 */
import type { FieldError } from './catalogue-format.ts';

export const DETAIL_LIMITS = {
  variant: 100,
  variants: 30,
  pronunciation: 100,
  ipa: 100,
  script: 100,
  scriptLang: 35,
  fullNames: 30,
};

/**
 * A BCP 47 tag as the catalogue uses it: a language, then optionally a script and a region
 * (hi, pa-Guru, ar, he, bo, gu, fa, ae, sa-Deva).
 */
export const SCRIPT_LANG_PATTERN = '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$';

/** Languages written right to left, for dir="rtl" on the script (Arabic, Hebrew, Persian, Urdu, Yiddish, Avestan). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ae']);

export function isRightToLeft(lang: string | null | undefined): boolean {
  return !!lang && RTL_LANGUAGES.has(lang.split('-')[0]!.toLowerCase());
}

/** The fields names and god names share. */
export interface NameDetails {
  variants: string[];
  pronunciation: string | null;
  ipa: string | null;
  script: string | null;
  scriptLang: string | null;
}

export const NO_DETAILS: NameDetails = { variants: [], pronunciation: null, ipa: null, script: null, scriptLang: null };

function optionalText(raw: Record<string, unknown>, field: string, max: number, errors: FieldError[]): string | null {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    errors.push({ field, message: `${field} must be text` });
    return null;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors.push({ field, message: `${field} must be at most ${max} characters` });
  return trimmed || null;
}

/**
 * A list of names: an array, or text split on | (a CSV cell). Trimmed, none empty, none repeated
 * (case-insensitive), none the record's own name.
 */
export function readNameList(
  raw: Record<string, unknown>,
  field: string,
  ownName: string,
  maxItems: number,
  errors: FieldError[],
): string[] {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return [];
  let list: string[];
  if (typeof value === 'string') list = value.split('|');
  else if (Array.isArray(value)) list = value.map((s) => (typeof s === 'string' ? s : ''));
  else {
    errors.push({ field, message: `${field} must be a list of names` });
    return [];
  }
  list = list.map((s) => s.trim());
  if (list.some((s) => !s)) errors.push({ field, message: `${field} must not contain empty names` });
  if (list.some((s) => s.length > DETAIL_LIMITS.variant)) {
    errors.push({ field, message: `each of ${field} must be at most ${DETAIL_LIMITS.variant} characters` });
  }
  if (list.length > maxItems) errors.push({ field, message: `at most ${maxItems} ${field}` });
  const seen = new Set<string>();
  for (const s of list) {
    const key = s.toLowerCase();
    if (key && key === ownName.trim().toLowerCase())
      errors.push({ field, message: `${field} must not repeat the name itself` });
    else if (seen.has(key)) errors.push({ field, message: `${field} lists "${s}" twice` });
    seen.add(key);
  }
  return list.filter(Boolean);
}

/** Reads and checks the detail fields of a name or god name record. */
export function readDetails(raw: Record<string, unknown>, ownName: string, errors: FieldError[]): NameDetails {
  const script = optionalText(raw, 'script', DETAIL_LIMITS.script, errors);
  const scriptLang = optionalText(raw, 'scriptLang', DETAIL_LIMITS.scriptLang, errors);
  if (scriptLang && !new RegExp(SCRIPT_LANG_PATTERN).test(scriptLang)) {
    errors.push({ field: 'scriptLang', message: 'scriptLang must be a language tag such as hi, pa-Guru, ar or he' });
  }
  // The script is useless to a reader's browser and screen reader without its language.
  if (script && !scriptLang) errors.push({ field: 'scriptLang', message: 'scriptLang is required with script' });
  if (scriptLang && !script) errors.push({ field: 'script', message: 'script is required with scriptLang' });
  return {
    variants: readNameList(raw, 'variants', ownName, DETAIL_LIMITS.variants, errors),
    pronunciation: optionalText(raw, 'pronunciation', DETAIL_LIMITS.pronunciation, errors),
    ipa: optionalText(raw, 'ipa', DETAIL_LIMITS.ipa, errors),
    script,
    scriptLang,
  };
}

/** A catalogue name a detail page links to. */
export interface NameLink {
  id: string;
  name: string;
  gender: 'male' | 'female';
  religion: string | null;
}

/** A nickname a name's page links to. */
export interface NicknameLink {
  id: string;
  name: string;
}

/** What a detail page shows of a name's details (the item route's fields, checked). */
export interface NameExtras extends NameDetails {
  variantLinks: NameLink[];
  nicknames: NicknameLink[];
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

function linksOf<T extends { id: string; name: string }>(
  value: unknown,
  pick: (raw: Record<string, unknown>) => T,
): T[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .filter((v) => typeof v['id'] === 'string' && typeof v['name'] === 'string')
    .map(pick);
}

export function nameLinksOf(value: unknown): NameLink[] {
  return linksOf(value, (raw) => ({
    id: raw['id'] as string,
    name: raw['name'] as string,
    gender: raw['gender'] === 'female' ? 'female' : 'male',
    religion: textOrNull(raw['religion']),
  }));
}

/** The details of an item as the API sends it; anything missing or odd is empty. */
export function extrasOf(raw: unknown): NameExtras {
  const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const script = textOrNull(item['script']);
  const scriptLang = textOrNull(item['scriptLang']);
  return {
    variants: strings(item['variants']),
    pronunciation: textOrNull(item['pronunciation']),
    ipa: textOrNull(item['ipa']),
    // A script without its language would be read and rendered wrongly: both or neither.
    script: script && scriptLang ? script : null,
    scriptLang: script && scriptLang ? scriptLang : null,
    variantLinks: nameLinksOf(item['variantLinks']),
    nicknames: linksOf(item['nicknames'], (r) => ({ id: r['id'] as string, name: r['name'] as string })),
  };
}
