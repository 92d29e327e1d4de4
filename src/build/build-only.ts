/**
 * What an incremental build (a build of only some pages, after admin edits) shares between its
 * plan (incremental-plan.ts, which decides the pages) and the build's data (build-data.ts, which
 * reads only what those pages need): the pages' addresses, the catalogue's lists as the full
 * build groups them, and the plan's shape. No top-level work: importing it reads nothing.
 */
import { listOf, normaliseName } from '../lib/normalise.ts';
import { parseLetter } from '../shared/list-state.ts';
import { DATA_TO_GENDER, NAMES_LIMIT_MAX, type DataGender, type Letter, type UiGender } from '../shared/constants.ts';
import type { BabyName } from '../shared/types.ts';

/**
 * The pages an incremental build writes and the pages it takes away, as site paths
 * (`/names/12`, `/names/boy/a/2`, `/religion/3`). BUILD_PAGES carries it into the build as JSON.
 */
export interface BuildPlan {
  pages: string[];
  removed: string[];
}

/** Reads BUILD_PAGES; null (a whole build) when unset or empty. */
export function planFromEnv(value: string | undefined): BuildPlan | null {
  if (!value) return null;
  const parsed = JSON.parse(value) as Partial<BuildPlan>;
  const paths = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : [];
  return { pages: paths(parsed.pages), removed: paths(parsed.removed) };
}

/** Page `page` (from 1) of a paged list at `base`: page 1 at the list's own address. */
export function pagedPath(base: string, page: number): string {
  return page > 1 ? `${base}/${page}` : base;
}

export const namePath = (id: string) => `/names/${id}`;
export const letterPath = (gender: UiGender, letter: Letter, page = 1) =>
  pagedPath(`/names/${gender}/${letter.toLowerCase()}`, page);
export const religionPath = (religionId: string, page = 1) => pagedPath(`/religion/${religionId}`, page);
export const nicknamePath = (id: string) => `/nicknames/${id}`;
export const godNamePath = (id: string) => `/godname/${id}`;
export const godNamesPath = (religionId: string) => `/godnames/${religionId}`;

/** The letter list a name is on (none for a name that starts with anything but A–Z), as the full build groups them. */
export function letterOf(name: string): Letter | null {
  return parseLetter(name.charAt(0));
}

export type GetJson = (path: string) => Promise<Record<string, unknown>>;

/** A fetch of our API that fails the build on any answer but 200. */
export function apiReader(apiUrl: string | undefined): GetJson {
  return async (path) => {
    if (!apiUrl) {
      throw new Error('BUILD_API_URL is not set: build with `npm run build`, which starts the API for the build.');
    }
    const response = await fetch(new URL(path, apiUrl));
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} during the build`);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** Every name of one list (a query of GET /api/names), in the API's order, its largest pages a few at once. */
export async function namesOfQuery(getJson: GetJson, query: URLSearchParams, atOnce = 8): Promise<BabyName[]> {
  const pageOfNames = (page: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(page));
    params.set('limit', String(NAMES_LIMIT_MAX));
    return getJson(`/api/names?${params.toString()}`);
  };
  const first = await pageOfNames(1);
  const totalPages = typeof first['totalPages'] === 'number' ? first['totalPages'] : 0;
  const bodies = [first];
  // A few at a time, in order: a catalogue of 100,000 names is a thousand pages.
  for (let page = 2; page <= totalPages; page += atOnce) {
    const upTo = Math.min(totalPages, page + atOnce - 1);
    bodies.push(...(await Promise.all(Array.from({ length: upTo - page + 1 }, (_, i) => pageOfNames(page + i)))));
  }
  return bodies.flatMap((body) => listOf(body['data'], normaliseName));
}

/**
 * The names of one letter page list, exactly as the full build groups the whole catalogue: the
 * API's letter filter, then the build's own rule (the first character is the letter).
 */
export async function namesOfLetter(getJson: GetJson, gender: UiGender, letter: Letter): Promise<BabyName[]> {
  const data: DataGender = gender === 'boy' ? 'male' : 'female';
  const list = await namesOfQuery(getJson, new URLSearchParams({ gender: data, letter: letter.toLowerCase() }));
  return list.filter((n) => DATA_TO_GENDER[n.gender] === gender && letterOf(n.name) === letter);
}

/** The names of one religion (both genders), in the API's order. */
export function namesOfReligion(getJson: GetJson, religionId: string): Promise<BabyName[]> {
  return namesOfQuery(getJson, new URLSearchParams({ gender: '', religionId }));
}

/** The lists and items a set of pages shows: which letter and religion lists, which names' pages. */
export interface PagesNeed {
  letters: { gender: UiGender; letter: Letter }[];
  religions: string[];
  names: string[];
  nicknames: string[];
}

export function needOf(paths: readonly string[]): PagesNeed {
  const letters = new Map<string, { gender: UiGender; letter: Letter }>();
  const religions = new Set<string>();
  const names = new Set<string>();
  const nicknames = new Set<string>();
  for (const path of paths) {
    const letterPage = /^\/names\/(boy|girl)\/([a-z])(?:\/\d+)?$/.exec(path);
    const letter = letterPage && parseLetter(letterPage[2]);
    if (letterPage && letter)
      letters.set(path.split('/').slice(0, 4).join('/'), { gender: letterPage[1] as UiGender, letter });
    const religion = /^\/religion\/(\d+)(?:\/\d+)?$/.exec(path)?.[1];
    if (religion) religions.add(religion);
    const name = /^\/names\/(\d+)$/.exec(path)?.[1];
    if (name) names.add(name);
    const nickname = /^\/nicknames\/(\d+)$/.exec(path)?.[1];
    if (nickname) nicknames.add(nickname);
  }
  return { letters: [...letters.values()], religions: [...religions], names: [...names], nicknames: [...nicknames] };
}
