/**
 * The catalogue calls of the islands, answering with normalised shapes so screens never
 * see `_id` or a religion given as a bare id. They are public reads (no session, no body): plain
 * fetch, so the browse pages' first load does not carry the shared API client (ofetch and its URL
 * helpers, about 4 KB gzip), which only signed-in actions need.
 */
import { REQUEST_TIMEOUT_MS } from '../shared/constants.ts';
import type { UiGender } from '../shared/constants.ts';
import { listOf, normaliseName, normaliseReligion } from './normalise.ts';
import type { BabyName, Id, Religion } from '../shared/types.ts';
import { namesQuery, type NamesQuery } from '../shared/list-state.ts';

export type { NamesApiQuery, NamesQuery } from '../shared/list-state.ts';
export { namesApiQuery, namesQuery } from '../shared/list-state.ts';

export interface NamesResult {
  names: BabyName[];
  totalPages: number;
  totalNames: number;
  /** A search that found no name starting with the term: close catalogue spellings to offer. */
  didYouMean?: string[];
  /** A search with a gender: how many names the other gender has for it. */
  otherGender?: { gender: UiGender; totalNames: number };
}

type Body = Record<string, unknown>;

/** A failed call as the API client reports one (status, parsed body as `data`: api-errors.ts reads both). */
class CatalogueError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.data = data;
  }
}

/** GET a catalogue path as JSON, with the spec's 10 s timeout (and the caller's signal, if any). */
async function get(path: string, signal?: AbortSignal, query?: object): Promise<Body> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await fetch(`${import.meta.env.PUBLIC_API_URL ?? ''}${path}${search}`, {
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CatalogueError(response.status, body);
  return typeof body === 'object' && body !== null ? (body as Body) : {};
}

/**
 * For calls through the shared API client: ofetch drops its own timeout when the caller passes a
 * signal, so a cancellable call carries the spec's 10 s timeout in its signal itself.
 */
export function withTimeout(signal?: AbortSignal): { signal?: AbortSignal } {
  return signal ? { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) } : {};
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export async function fetchNames(query: NamesQuery, signal?: AbortSignal): Promise<NamesResult> {
  return namesResultOf(await get('/api/names', signal, namesQuery(query)));
}

/** A GET /api/names answer as the lists show it (our server renders a list from the same answer). */
export function namesResultOf(raw: unknown): NamesResult {
  const body: Body = typeof raw === 'object' && raw !== null ? (raw as Body) : {};
  const result: NamesResult = {
    names: listOf(body['data'], normaliseName),
    totalPages: count(body['totalPages']),
    totalNames: count(body['totalNames']),
  };
  const offered = body['didYouMean'];
  if (Array.isArray(offered)) {
    const spellings = offered.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, 5);
    if (spellings.length > 0) result.didYouMean = spellings;
  }
  const other = body['otherGender'];
  if (typeof other === 'object' && other !== null) {
    const { gender, totalNames } = other as Body;
    if ((gender === 'male' || gender === 'female') && count(totalNames) > 0) {
      result.otherGender = { gender: gender === 'female' ? 'girl' : 'boy', totalNames: count(totalNames) };
    }
  }
  return result;
}

export async function fetchName(id: Id, signal?: AbortSignal): Promise<BabyName> {
  const body = await get(`/api/names/${encodeURIComponent(id)}`, signal);
  return normaliseName(body['data']);
}

/** Active religions only: the spec never lists the others. */
export async function fetchReligions(signal?: AbortSignal): Promise<Religion[]> {
  const body = await get('/api/religions', signal);
  return listOf(body['data'], normaliseReligion).filter((r) => r.isActive);
}

export async function fetchReligion(id: Id, signal?: AbortSignal): Promise<Religion> {
  const body = await get(`/api/religions/${encodeURIComponent(id)}`, signal);
  return normaliseReligion(body['data']);
}

/** The HTTP status of a failed call; undefined for a network failure or a timeout. */
export function statusOf(error: unknown): number | undefined {
  // Ours (CatalogueError) carries `status`; the API client's (ofetch's FetchError) `statusCode` too.
  const e = typeof error === 'object' && error !== null ? (error as { status?: unknown; statusCode?: unknown }) : {};
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** The API's own sentence for a failed call (`error` of its answer), if it sent one. */
export function apiSentenceOf(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const sentence = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof sentence === 'string' && sentence ? sentence : undefined;
}

/** Whether a call was cancelled by its caller: fetch's AbortError, or ofetch's error caused by one. */
export function isAbort(error: unknown): boolean {
  const aborted = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
  return aborted(error) || (error instanceof Error && aborted(error.cause));
}

// --- God names and nicknames -------------------------------------------------------------
// Both lists are unpaged on the wire: the screens filter and page them themselves.
import { normaliseGodName, normaliseNickname } from './normalise.ts';
import type { GodName, Nickname } from '../shared/types.ts';

export async function fetchGodNames(signal?: AbortSignal): Promise<GodName[]> {
  const body = await get('/api/god-names', signal);
  return listOf(body['data'], normaliseGodName);
}

export async function fetchGodName(id: Id, signal?: AbortSignal): Promise<GodName> {
  const body = await get(`/api/god-names/${encodeURIComponent(id)}`, signal);
  return normaliseGodName(body['data']);
}

export async function fetchNicknames(signal?: AbortSignal): Promise<Nickname[]> {
  const body = await get('/api/nicknames', signal);
  return listOf(body['data'], normaliseNickname);
}

export async function fetchNickname(id: Id, signal?: AbortSignal): Promise<Nickname> {
  const body = await get(`/api/nicknames/${encodeURIComponent(id)}`, signal);
  return normaliseNickname(body['data']);
}
