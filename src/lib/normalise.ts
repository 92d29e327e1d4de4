/**
 * The API contract lets items arrive as `id` or `_id`, religions as an object or a bare id, and any
 * field missing. These functions turn whatever arrives into the shapes of types.ts so the
 * screens never crash on odd data.
 */
import { SEARCH_MATCH_KINDS } from '../shared/types.ts';
import type { BabyName, GodName, Id, Nickname, Religion, ReligionRef, SearchMatch } from '../shared/types.ts';
import type { PopularitySummary, Trend } from '../shared/popularity.ts';
import type { NameDetails } from '../shared/name-details.ts';

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** The item's id, from `id` or `_id`; empty string when it has neither. */
export function idOf(item: unknown): Id {
  if (!isObject(item)) return typeof item === 'string' || typeof item === 'number' ? String(item) : '';
  return str(item['id'] ?? item['_id']);
}

export function religionRefOf(value: unknown): ReligionRef | null {
  if (value === null || value === undefined || value === '') return null;
  if (isObject(value)) {
    const id = idOf(value);
    return id || value['name'] ? { id, name: str(value['name']) } : null;
  }
  const id = str(value);
  return id ? { id, name: '' } : null;
}

export function normaliseReligion(raw: unknown): Religion {
  const item = isObject(raw) ? raw : {};
  return {
    id: idOf(item),
    name: str(item['name']),
    // Only an explicit true counts as active: the religion lists show those with isActive true.
    isActive: item['isActive'] === true,
    source: str(item['source']) || null,
  };
}

/**
 * The name details (src/shared/name-details.ts) when the item carries them (item routes and god
 * name rows do, list rows of names do not): absent stays absent, so list rows keep their shape.
 */
function detailsOf(item: Loose): Partial<NameDetails> {
  if (!('variants' in item) && !('script' in item) && !('pronunciation' in item)) return {};
  const variants = Array.isArray(item['variants']) ? item['variants'] : [];
  return {
    variants: variants.map((v) => str(v)).filter(Boolean),
    pronunciation: str(item['pronunciation']) || null,
    ipa: str(item['ipa']) || null,
    script: str(item['script']) || null,
    scriptLang: str(item['scriptLang']) || null,
  };
}

export function normaliseName(raw: unknown): BabyName {
  const item = isObject(raw) ? raw : {};
  return {
    id: idOf(item),
    name: str(item['name']),
    gender: item['gender'] === 'female' ? 'female' : 'male',
    meaning: str(item['meaning']),
    origin: str(item['origin']),
    description: str(item['description']),
    religionId: religionRefOf(item['religionId']),
    source: str(item['source']) || null,
    // The list rows' US popularity rank (src/shared/popularity.ts), kept only when the API sent
    // one.
    ...popularityOf(item['popularity']),
    ...detailsOf(item),
    ...matchOf(item['match']),
  };
}

/** A search row's reason for matching, kept only when the API sent a known one. */
function matchOf(raw: unknown): { match: SearchMatch } | Record<string, never> {
  if (!isObject(raw)) return {};
  const kind = SEARCH_MATCH_KINDS.find((k) => k === raw['kind']);
  if (!kind) return {};
  const via = typeof raw['via'] === 'string' && raw['via'].trim() ? raw['via'] : undefined;
  return { match: via ? { kind, via } : { kind } };
}

const TRENDS: readonly Trend[] = ['rising', 'falling', 'steady', 'new', 'gone'];

function popularityOf(raw: unknown): { popularity: PopularitySummary } | Record<string, never> {
  if (!isObject(raw)) return {};
  const rank = typeof raw['rank'] === 'number' && raw['rank'] >= 1 ? Math.floor(raw['rank']) : null;
  const births = typeof raw['births'] === 'number' && raw['births'] >= 0 ? Math.floor(raw['births']) : 0;
  const trend = TRENDS.find((t) => t === raw['trend']) ?? 'steady';
  return { popularity: { rank, births, trend } };
}

export function normaliseGodName(raw: unknown): GodName {
  const item = isObject(raw) ? raw : {};
  const subNames = Array.isArray(item['subNames']) ? item['subNames'] : [];
  return {
    id: idOf(item),
    name: str(item['name']),
    description: str(item['description']),
    subNames: subNames.map((s) => str(s)).filter(Boolean),
    religionId: religionRefOf(item['religionId']),
    source: str(item['source']) || null,
    ...detailsOf(item),
  };
}

export function normaliseNickname(raw: unknown): Nickname {
  const item = isObject(raw) ? raw : {};
  return {
    id: idOf(item),
    name: str(item['name']),
    description: str(item['description']),
    source: str(item['source']) || null,
    // A nickname's item carries the spellings it is short for.
    ...(Array.isArray(item['fullNames']) ? { fullNames: item['fullNames'].map((f) => str(f)).filter(Boolean) } : {}),
  };
}

/** A list from a response that may be missing or not an array. */
export function listOf<T>(value: unknown, normalise: (raw: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(normalise) : [];
}
