/**
 * The list URL rules of spec §4 as pure functions: what a list's query string means, and how
 * search, letter, gender and paging change it. Islands keep their state in the URL through
 * these, so a link, a reload and browser back/forward all show the same list.
 */
import { DEFAULT_GENDER, DEFAULT_LETTER, GENDERS, LETTERS, ROUTES, SEARCH_MAX_LENGTH } from '../shared/constants.ts';
import type { Letter, UiGender } from '../shared/constants.ts';
import { listParam } from '../shared/list-query.ts';

export interface ListState {
  /** null: no letter filter (searching, or a religion page showing all its names). */
  letter: Letter | null;
  /** null: both genders (religion pages before a gender is chosen). */
  gender: UiGender | null;
  search: string;
  page: number;
  /** Names lists only: 'popular' orders by US rank (issue 16); absent means A–Z, the default. */
  sort?: 'popular';
}

/** What a list shows when its URL says nothing. */
export interface ListDefaults {
  letter: Letter | null;
  gender: UiGender | null;
}

/** Names and nicknames: letter A, boys. */
export const NAMES_DEFAULTS: ListDefaults = { letter: DEFAULT_LETTER, gender: DEFAULT_GENDER };
/** A religion's names: every name of the religion until a letter or gender is picked. */
export const RELIGION_DEFAULTS: ListDefaults = { letter: null, gender: null };

export function parseLetter(value: string | null | undefined): Letter | null {
  const upper = (value ?? '').trim().toUpperCase();
  return LETTERS.find((letter) => letter === upper) ?? null;
}

export function parseGender(value: string | null | undefined): UiGender | null {
  const lower = (value ?? '').trim().toLowerCase();
  return GENDERS.find((gender) => gender === lower) ?? null;
}

export function parsePage(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list a query string asks for; anything invalid falls back to the defaults. */
export function parseListState(params: URLSearchParams, defaults: ListDefaults = NAMES_DEFAULTS): ListState {
  // The API refuses longer terms (400); a shared link with one searches its first characters.
  const search = listParam(params, 'search').slice(0, SEARCH_MAX_LENGTH).trim();
  return {
    // The API takes either a search or a letter: a search wins over a letter left in the URL.
    letter: search ? null : (parseLetter(listParam(params, 'letter')) ?? defaults.letter),
    gender: parseGender(listParam(params, 'gender')) ?? defaults.gender,
    search,
    page: parsePage(listParam(params, 'page')),
    ...(listParam(params, 'sort') === 'popular' ? { sort: 'popular' as const } : {}),
  };
}

/**
 * The query string of a state, without the leading '?'. Letter and gender stay explicit (a
 * shared link says what it shows); page 1 is left out.
 */
export function toQueryString(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  else if (state.letter) params.set('letter', state.letter);
  if (state.gender) params.set('gender', state.gender);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function toHref(basePath: string, state: ListState): string {
  const query = toQueryString(state);
  return query ? `${basePath}?${query}` : basePath;
}

/** Typing a term: searches from page 1 without a letter. Clearing it brings the default letter back. */
export function setSearch(state: ListState, term: string, defaults: ListDefaults = NAMES_DEFAULTS): ListState {
  const search = term.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  if (search) return { ...state, search, letter: null, page: 1 };
  return { ...state, search: '', letter: defaults.letter, page: 1 };
}

/** Picking a letter clears the search and starts at page 1. */
export function pickLetter(state: ListState, letter: Letter): ListState {
  return { ...state, letter, search: '', page: 1 };
}

export function setGender(state: ListState, gender: UiGender | null): ListState {
  return { ...state, gender, page: 1 };
}

/** Changing the order starts again at page 1. */
export function setSort(state: ListState, popular: boolean): ListState {
  const { sort: _sort, ...rest } = state;
  return { ...rest, ...(popular ? { sort: 'popular' as const } : {}), page: 1 };
}

/** Only pages 1..total exist: anything else leaves the state as it is. */
export function goToPage(state: ListState, page: number, totalPages: number): ListState {
  if (!Number.isInteger(page) || page < 1 || page > totalPages || page === state.page) return state;
  return { ...state, page };
}

/**
 * Spec §4: a list shows pages 1 to total. A page past the end (an old bookmark, a hand-edited
 * link) is corrected to the last page; null when the page is in range.
 */
export function clampedPage(query: ListState, totalPages: number): ListState | null {
  return totalPages > 0 && query.page > totalPages ? { ...query, page: totalPages } : null;
}

export function sameState(a: ListState, b: ListState): boolean {
  return (
    a.letter === b.letter && a.gender === b.gender && a.search === b.search && a.page === b.page && a.sort === b.sort
  );
}

/**
 * The static, crawlable letter pages of the names list: /names/boy/a, /names/boy/a/2, ...
 * Two path segments after /names, so they never meet /names/{nameId} (one segment).
 */
export function letterPagePath(gender: UiGender, letter: Letter, page = 1): string {
  const base = `${ROUTES.names}/${gender}/${letter.toLowerCase()}`;
  return page > 1 ? `${base}/${page}` : base;
}

/** The list state a static letter page shows, or null when the path is not one. */
export function parseLetterPagePath(pathname: string): ListState | null {
  const match = /^\/names\/(boy|girl)\/([a-z])(?:\/([1-9]\d*))?\/?$/.exec(pathname);
  if (!match) return null;
  const [, gender, letter, page] = match;
  return { gender: parseGender(gender), letter: parseLetter(letter), search: '', page: parsePage(page ?? '1') };
}

/** The static page of a religion's names: /religion/{id}, /religion/{id}/2, ... */
export function religionPagePath(religionId: string, page = 1): string {
  const base = `${ROUTES.religion}/${encodeURIComponent(religionId)}`;
  return page > 1 ? `${base}/${page}` : base;
}
