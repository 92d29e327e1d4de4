/**
 * The catalogue calls of the islands (spec §7), through the shared API client, answering with
 * normalised shapes so screens never see `_id` or a religion given as a bare id.
 */
import { FetchError } from 'ofetch';
import { api } from './api.ts';
import { problemOf } from './api-errors.ts';
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

/**
 * ofetch drops its own timeout when the caller passes a signal, so a cancellable call carries
 * the spec's 10 s timeout in its signal itself.
 */
export function withTimeout(signal?: AbortSignal): { signal?: AbortSignal } {
  return signal ? { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) } : {};
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export async function fetchNames(query: NamesQuery, signal?: AbortSignal): Promise<NamesResult> {
  return namesResultOf(await api<Body>('/api/names', { query: namesQuery(query), ...withTimeout(signal) }));
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
  const body = await api<Body>(`/api/names/${encodeURIComponent(id)}`, withTimeout(signal));
  return normaliseName(body['data']);
}

/** Active religions only: the spec never lists the others. */
export async function fetchReligions(signal?: AbortSignal): Promise<Religion[]> {
  const body = await api<Body>('/api/religions', withTimeout(signal));
  return listOf(body['data'], normaliseReligion).filter((r) => r.isActive);
}

export async function fetchReligion(id: Id, signal?: AbortSignal): Promise<Religion> {
  const body = await api<Body>(`/api/religions/${encodeURIComponent(id)}`, withTimeout(signal));
  return normaliseReligion(body['data']);
}

/** The HTTP status of a failed call; undefined for a network failure or a timeout. */
export function statusOf(error: unknown): number | undefined {
  return problemOf(error).status || undefined;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
    ? true
    : error instanceof FetchError && error.cause instanceof DOMException && error.cause.name === 'AbortError';
}

// --- God names and nicknames (issue 7, part 2) ---------------------------------------------
// Both lists are unpaged on the wire (spec §7): the screens filter and page them themselves.
import { normaliseGodName, normaliseNickname } from './normalise.ts';
import type { GodName, Nickname } from '../shared/types.ts';

export async function fetchGodNames(signal?: AbortSignal): Promise<GodName[]> {
  const body = await api<Body>('/api/god-names', withTimeout(signal));
  return listOf(body['data'], normaliseGodName);
}

export async function fetchGodName(id: Id, signal?: AbortSignal): Promise<GodName> {
  const body = await api<Body>(`/api/god-names/${encodeURIComponent(id)}`, withTimeout(signal));
  return normaliseGodName(body['data']);
}

export async function fetchNicknames(signal?: AbortSignal): Promise<Nickname[]> {
  const body = await api<Body>('/api/nicknames', withTimeout(signal));
  return listOf(body['data'], normaliseNickname);
}

export async function fetchNickname(id: Id, signal?: AbortSignal): Promise<Nickname> {
  const body = await api<Body>(`/api/nicknames/${encodeURIComponent(id)}`, withTimeout(signal));
  return normaliseNickname(body['data']);
}
