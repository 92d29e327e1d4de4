/**
 * The dashboard's calls to the catalogue API (docs/api.md, "Catalogue reads" and "Writes", plus the
 * admin import and export), all through the islands' `api` client so they carry the session's token
 * and timeout. Reads use `cache: 'no-store'`: an editor must see their own write on the next list.
 */
import { api } from './api.ts';
import { namesApiQuery, type NamesApiQuery } from './catalogue-client.ts';
import type { CatalogueKind } from '../shared/catalogue-format.ts';
import type { CatalogueFormat, CatalogueImportResult } from '../shared/catalogue-files.ts';
import { listOf, normaliseGodName, normaliseName, normaliseNickname, normaliseReligion } from './normalise.ts';
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

// Failures are read once for every screen (api-errors.ts); the dashboard's modules take them from here.
export { problemOf, type ApiProblem, type ImportRowError } from './api-errors.ts';

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

export type { NamesApiQuery as NamesQuery };

export interface NamesResult {
  items: BabyName[];
  totalPages: number;
  totalNames: number;
  page: number;
}

export async function listNames(query: NamesApiQuery): Promise<NamesResult> {
  const body = await api<Body>('/api/names', { ...NO_STORE, query: namesApiQuery(query) });
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

export type { CatalogueFormat };

export interface ImportRequest {
  kind: CatalogueKind;
  format: CatalogueFormat;
  content: string;
}

export type { CatalogueImportResult };

/** Imports one catalogue file; a file with bad rows throws, and problemOf(error).rows lists them. */
export async function importCatalogue(request: ImportRequest, signal?: AbortSignal): Promise<CatalogueImportResult> {
  // A large file can take the server longer than the 10 s of ordinary calls.
  const body = await api<{ data: CatalogueImportResult }>('/api/admin/import', {
    method: 'POST',
    body: request,
    timeout: 120_000,
    ...(signal ? { signal } : {}),
  });
  return body.data;
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
