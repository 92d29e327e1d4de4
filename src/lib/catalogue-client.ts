/**
 * The catalogue calls of the islands (spec §7), through the shared API client, answering with
 * normalised shapes so screens never see `_id` or a religion given as a bare id.
 */
import { FetchError } from 'ofetch';
import { api } from './api.ts';
import { problemOf } from './api-errors.ts';
import { GENDER_TO_DATA, NAMES_PAGE_SIZE, REQUEST_TIMEOUT_MS } from '../shared/constants.ts';
import type { DataGender, UiGender } from '../shared/constants.ts';
import { listOf, normaliseName, normaliseReligion } from './normalise.ts';
import type { BabyName, Id, Religion } from '../shared/types.ts';

export interface NamesQuery {
  gender: UiGender | null;
  religionId?: Id | undefined;
  page: number;
  /** Either a search term or a letter; a non-empty search wins. */
  search?: string | undefined;
  letter?: string | null | undefined;
  limit?: number;
  /** 'popular': by US rank (issue 16); absent: A–Z. */
  sort?: 'popular' | undefined;
}

export interface NamesResult {
  names: BabyName[];
  totalPages: number;
  totalNames: number;
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

/** What GET /api/names takes, in the API's own terms (data gender, page and limit). */
export interface NamesApiQuery {
  gender?: DataGender | '' | undefined;
  religionId?: Id | undefined;
  page: number;
  limit: number;
  search?: string | undefined;
  letter?: string | null | undefined;
  sort?: 'popular' | undefined;
}

/**
 * The query string of GET /api/names, for the public lists and the dashboard alike. The browser
 * decides here, once, that a non-empty search wins over a letter (the server would too).
 */
export function namesApiQuery(query: NamesApiQuery): Record<string, string> {
  const params: Record<string, string> = {
    gender: query.gender ?? '',
    page: String(query.page),
    limit: String(query.limit),
  };
  if (query.religionId) params['religionId'] = query.religionId;
  if (query.search) params['search'] = query.search;
  else if (query.letter) params['letter'] = query.letter;
  if (query.sort) params['sort'] = query.sort;
  return params;
}

/** The public lists' query: gender boy, girl or none, 15 a page unless told. */
export function namesQuery(query: NamesQuery): Record<string, string> {
  return namesApiQuery({
    ...query,
    gender: query.gender ? GENDER_TO_DATA[query.gender] : '',
    limit: query.limit ?? NAMES_PAGE_SIZE,
  });
}

export async function fetchNames(query: NamesQuery, signal?: AbortSignal): Promise<NamesResult> {
  const body = await api<Body>('/api/names', { query: namesQuery(query), ...withTimeout(signal) });
  return {
    names: listOf(body['data'], normaliseName),
    totalPages: count(body['totalPages']),
    totalNames: count(body['totalNames']),
  };
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
