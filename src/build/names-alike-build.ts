/**
 * "Names like this" and sibling ideas for every name page, worked out once per build: one call
 * to GET /api/names/alike (every name's era, origin and tradition, one query on the server) when
 * the first name page imports this module, then one pass of the ranking over the whole catalogue.
 * No name page asks anything at view time; each reads its two short lists from here.
 */
import { namesAlike, type AlikeFeatures } from '../shared/names-alike.ts';
import type { DataGender } from '../shared/constants.ts';
import { buildApiUrl } from './api-url.ts';

export interface AlikeLink {
  id: string;
  name: string;
  gender: DataGender;
}

const apiUrl = await buildApiUrl();

async function features(): Promise<AlikeFeatures[]> {
  if (!apiUrl) {
    throw new Error('BUILD_API_URL is not set: build with `npm run build`, which starts the API for the build.');
  }
  const response = await fetch(new URL('/api/names/alike', apiUrl));
  if (!response.ok) throw new Error(`GET /api/names/alike answered ${response.status} during the build`);
  const body = (await response.json()) as { data?: unknown };
  return Array.isArray(body.data) ? (body.data as AlikeFeatures[]) : [];
}

const all = await features();
const byId = new Map(all.map((f) => [f.id, f]));
const ranked = namesAlike(all);

const linksOf = (ids: readonly string[]): AlikeLink[] =>
  ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ id: f.id, name: f.name, gender: f.gender }] : [];
  });

/** A name's names like it and its sibling ideas (both empty for a name the build did not see). */
export function namesAlikeOf(id: string): { alike: AlikeLink[]; siblings: AlikeLink[] } {
  const found = ranked.get(id);
  return found ? { alike: linksOf(found.alike), siblings: linksOf(found.siblings) } : { alike: [], siblings: [] };
}
