/**
 * The dashboard's calls to the catalogue API (API.md "Catalogue", plus the admin import and
 * export), all through the islands' `api` client so they carry the session's token and timeout.
 * Reads use `cache: 'no-store'`: an editor must see their own write on the next list.
 */
import { api } from './api.ts';
import type { CatalogueKind, FieldError } from '../shared/catalogue-format.ts';
import { listOf, normaliseGodName, normaliseName, normaliseNickname, normaliseReligion } from './normalise.ts';
import type { DataGender } from '../shared/constants.ts';
import type { BabyName, GodName, Nickname, Religion } from '../shared/types.ts';

export type { CatalogueKind };

export interface ItemOfKind {
  names: BabyName;
  'god-names': GodName;
  nicknames: Nickname;
  religions: Religion;
}

const NORMALISE: { [K in CatalogueKind]: (raw: unknown) => ItemOfKind[K] } = {
  names: normaliseName,
  'god-names': normaliseGodName,
  nicknames: normaliseNickname,
  religions: normaliseReligion,
};

const NO_STORE = { cache: 'no-store' } as const;

interface Body {
  data?: unknown;
  totalPages?: unknown;
  totalNames?: unknown;
  page?: unknown;
}

/** What went wrong with a call, in the terms the screens show. */
export interface ApiProblem {
  /** HTTP status; 0 when no answer came (network down, timeout). */
  status: number;
  message: string;
  details: FieldError[];
  /** Per-row errors of an import. */
  rows: ImportRowError[];
}

export interface ImportRowError {
  row: number;
  errors: FieldError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return value.filter(isRecord).map((d) => ({ field: text(d['field']), message: text(d['message']) }));
}

export function problemOf(error: unknown): ApiProblem {
  const e = isRecord(error) || error instanceof Error ? (error as unknown as Record<string, unknown>) : {};
  const status =
    typeof e['status'] === 'number' ? e['status'] : typeof e['statusCode'] === 'number' ? e['statusCode'] : 0;
  const body = isRecord(e['data']) ? e['data'] : {};
  const rows = Array.isArray(body['rows'])
    ? body['rows'].filter(isRecord).map((r) => ({ row: Number(r['row'] ?? 0), errors: fieldErrorsOf(r['errors']) }))
    : [];
  let message = typeof body['error'] === 'string' && body['error'] ? body['error'] : '';
  if (!message) {
    message =
      status === 0
        ? 'The server did not answer. Check your connection and try again.'
        : status >= 500
          ? 'Server error. Please try again later.'
          : `The request failed (${status}).`;
  }
  return { status, message, details: fieldErrorsOf(body['details']), rows };
}

export async function listReligions(): Promise<Religion[]> {
  const body = await api<Body>('/api/religions', NO_STORE);
  return listOf(body.data, normaliseReligion);
}

export async function listGodNames(): Promise<GodName[]> {
  const body = await api<Body>('/api/god-names', NO_STORE);
  return listOf(body.data, normaliseGodName);
}

export async function listNicknames(): Promise<Nickname[]> {
  const body = await api<Body>('/api/nicknames', NO_STORE);
  return listOf(body.data, normaliseNickname);
}

export interface NamesQuery {
  page: number;
  limit: number;
  search?: string;
  letter?: string;
  gender?: DataGender | '';
  religionId?: string;
}

export interface NamesResult {
  items: BabyName[];
  totalPages: number;
  totalNames: number;
  page: number;
}

export async function listNames(query: NamesQuery): Promise<NamesResult> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.search) params['search'] = query.search;
  else if (query.letter) params['letter'] = query.letter;
  if (query.gender) params['gender'] = query.gender;
  if (query.religionId) params['religionId'] = query.religionId;
  const body = await api<Body>('/api/names', { ...NO_STORE, query: params });
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    items: listOf(body.data, normaliseName),
    totalPages: count(body.totalPages),
    totalNames: count(body.totalNames),
    page: count(body.page) || query.page,
  };
}

export async function getItem<K extends CatalogueKind>(kind: K, id: string): Promise<ItemOfKind[K]> {
  const body = await api<Body>(`/api/${kind}/${encodeURIComponent(id)}`, NO_STORE);
  return NORMALISE[kind](body.data);
}

export async function createItem<K extends CatalogueKind>(
  kind: K,
  payload: Record<string, unknown>,
): Promise<ItemOfKind[K]> {
  const body = await api<Body>(`/api/${kind}`, { method: 'POST', body: payload });
  return NORMALISE[kind](body.data);
}

export async function updateItem<K extends CatalogueKind>(
  kind: K,
  id: string,
  payload: Record<string, unknown>,
): Promise<ItemOfKind[K]> {
  const body = await api<Body>(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body: payload });
  return NORMALISE[kind](body.data);
}

export async function deleteItem(kind: CatalogueKind, id: string): Promise<void> {
  await api(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export type CatalogueFormat = 'json' | 'csv';

export interface ImportRequest {
  kind: CatalogueKind;
  format: CatalogueFormat;
  content: string;
}

export interface ImportResult {
  /** Records written. */
  imported: number;
  /** The server's whole answer, for counts it may add beyond `imported`. */
  raw: Record<string, unknown>;
}

/** Imports one catalogue file; a file with bad rows throws, and problemOf(error).rows lists them. */
export async function importCatalogue(request: ImportRequest, signal?: AbortSignal): Promise<ImportResult> {
  // A large file can take the server longer than the 10 s of ordinary calls.
  const body = await api<Record<string, unknown>>('/api/admin/import', {
    method: 'POST',
    body: request,
    timeout: 120_000,
    ...(signal ? { signal } : {}),
  });
  const data = isRecord(body['data']) ? body['data'] : body;
  const imported = [data['imported'], data['count'], data['inserted'], data['created']].find(
    (v) => typeof v === 'number',
  );
  return { imported: typeof imported === 'number' ? imported : 0, raw: data };
}

/** The catalogue of one kind as a file, in the format of the import CLI. */
export async function exportCatalogue(kind: CatalogueKind, format: CatalogueFormat): Promise<Blob> {
  return api(`/api/admin/export`, { ...NO_STORE, query: { kind, format }, responseType: 'blob', timeout: 120_000 });
}

/** Changes the admin's password; answers the fresh token when the server issues one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string | null> {
  const body = await api<{ token?: unknown }>('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
  return typeof body.token === 'string' && body.token ? body.token : null;
}
