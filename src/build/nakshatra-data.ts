/**
 * The birth-star pages' data, read once at build time: which names and god-name lists begin with
 * each syllable (GET /api/nakshatra/syllables), joined to the catalogue the build already has.
 */
import { godNames, nameById, religions } from './build-data.ts';
import type { BabyName, Religion } from '../shared/types.ts';
import { PADAS, type Pada } from '../shared/nakshatra.ts';
import { buildApiUrl } from './api-url.ts';

/** Names of each gender on one syllable page. */
export const STAR_PAGE_SIZE = 30;

const apiUrl = await buildApiUrl();

export interface StarName {
  name: BabyName;
  script: string | null;
  scriptLang: string | null;
  matchedOn: 'script' | 'spelling';
}

export interface StarGodName {
  id: string;
  name: string;
  religionId: string | null;
  subNames: string[];
}

export interface PadaNames {
  pada: Pada;
  names: StarName[];
  godNames: StarGodName[];
}

interface WireSyllable {
  slug: string;
  names: { id: string; script: string | null; scriptLang: string | null; matchedOn: 'script' | 'spelling' }[];
  godNames: { id: string; name: string; subNames: string[] }[];
}

async function syllables(): Promise<WireSyllable[]> {
  if (!apiUrl) throw new Error('BUILD_API_URL is not set: build with `npm run build`.');
  const response = await fetch(new URL('/api/nakshatra/syllables', apiUrl));
  if (!response.ok) throw new Error(`GET /api/nakshatra/syllables answered ${response.status} during the build`);
  return ((await response.json()) as { data: WireSyllable[] }).data;
}

const godReligion = new Map(godNames.map((g) => [g.id, g.religionId?.id ?? null]));

/** Every pada with its names (in the catalogue's order) and god names. */
export const padaNames: PadaNames[] = await syllables().then((rows) => {
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return PADAS.map((pada) => {
    const row = bySlug.get(pada.slug);
    return {
      pada,
      names: (row?.names ?? []).flatMap((n) => {
        const name = nameById.get(n.id);
        return name ? [{ name, script: n.script, scriptLang: n.scriptLang, matchedOn: n.matchedOn }] : [];
      }),
      godNames: (row?.godNames ?? []).map((g) => ({ ...g, religionId: godReligion.get(g.id) ?? null })),
    };
  });
});

/** The religions that have names at a pada, with how many, in the catalogue's order of religions. */
export function religionsOf(entry: PadaNames): { religion: Religion; count: number }[] {
  return religions.flatMap((religion) => {
    const count = entry.names.filter((n) => n.name.religionId?.id === religion.id).length;
    return count > 0 && religion.isActive ? [{ religion, count }] : [];
  });
}
