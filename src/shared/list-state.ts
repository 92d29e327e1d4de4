/**
 * The list URL rules, once for both sides: what a list's query string means, and how search,
 * letter, gender and paging change it. The islands keep their state in the address through these
 * (a link, a reload and back/forward all show the same list), and our server reads an address
 * with the same functions when it renders a list for a visitor without JavaScript, so both show
 * the same list for the same address.
 */
import {
  DEFAULT_GENDER,
  DEFAULT_LETTER,
  GENDER_TO_DATA,
  GENDERS,
  LETTERS,
  NAMES_PAGE_SIZE,
  ROUTES,
  SEARCH_MAX_LENGTH,
} from './constants.ts';
import type { DataGender, Letter, UiGender } from './constants.ts';
import type { Id } from './types.ts';
import { listParam } from './list-query.ts';
import { COUNTRY_DATASETS } from './popularity-countries.ts';

export interface ListState {
  /** null: no letter filter (searching, or a religion page showing all its names). */
  letter: Letter | null;
  /** null: both genders (religion pages before a gender is chosen). */
  gender: UiGender | null;
  search: string;
  page: number;
  /** Names lists only: 'popular' orders by US rank; absent means A–Z, the default. */
  sort?: 'popular';
  /** With sort 'popular' only: a register beyond the US (a COUNTRY_DATASETS id) ranks instead. */
  popularIn?: string;
}

/** What a list shows when its URL says nothing. */
export interface ListDefaults {
  letter: Letter | null;
  gender: UiGender | null;
}

/** Names and nicknames: letter A, boys. */
export const NAMES_DEFAULTS: ListDefaults = { letter: DEFAULT_LETTER, gender: DEFAULT_GENDER };
/** Nicknames have no gender: letter A until another letter or a search is chosen. */
export const NICKNAME_DEFAULTS: ListDefaults = { letter: DEFAULT_LETTER, gender: null };
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

/** A register's id as an address may give it; null for the US (the default) or anything unknown. */
export function parsePopularIn(value: string | null | undefined): string | null {
  const id = (value ?? '').trim().toLowerCase();
  return COUNTRY_DATASETS.find((d) => d.id === id)?.id ?? null;
}

/**
 * The list a query string asks for; anything invalid falls back to the defaults. A search looks
 * at both genders unless the address names one: the default gender (boys) is for browsing by
 * letter, so a name typed into the box is found whichever gender it is.
 */
export function parseListState(params: URLSearchParams, defaults: ListDefaults = NAMES_DEFAULTS): ListState {
  // The API refuses longer terms (400); a shared link with one searches its first characters.
  const search = listParam(params, 'search').slice(0, SEARCH_MAX_LENGTH).trim();
  const popular = listParam(params, 'sort') === 'popular';
  const popularIn = popular ? parsePopularIn(listParam(params, 'popularIn')) : null;
  return {
    // The API takes either a search or a letter: a search wins over a letter left in the URL.
    letter: search ? null : (parseLetter(listParam(params, 'letter')) ?? defaults.letter),
    gender: parseGender(listParam(params, 'gender')) ?? (search ? null : defaults.gender),
    search,
    page: parsePage(listParam(params, 'page')),
    ...(popular ? { sort: 'popular' as const } : {}),
    ...(popularIn ? { popularIn } : {}),
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
  if (state.sort && state.popularIn) params.set('popularIn', state.popularIn);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function toHref(basePath: string, state: ListState): string {
  const query = toQueryString(state);
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * Typing a term: searches from page 1 without a letter. A new search (from a letter's list) looks
 * at both genders; changing the term of a search keeps the gender picked for it. Clearing it
 * brings the default letter and gender back.
 */
export function setSearch(state: ListState, term: string, defaults: ListDefaults = NAMES_DEFAULTS): ListState {
  const search = term.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  if (search) return { ...state, search, letter: null, gender: state.search ? state.gender : null, page: 1 };
  return { ...state, search: '', letter: defaults.letter, gender: state.gender ?? defaults.gender, page: 1 };
}

/** What the search box keeps when it is sent without JavaScript: the gender picked for a search. */
export function searchKeeps(state: ListState): Record<string, string> {
  return state.search && state.gender ? { gender: state.gender } : {};
}

/** Picking a letter clears the search and starts at page 1. */
export function pickLetter(state: ListState, letter: Letter): ListState {
  return { ...state, letter, search: '', page: 1 };
}

export function setGender(state: ListState, gender: UiGender | null): ListState {
  return { ...state, gender, page: 1 };
}

/** Changing the order starts again at page 1, by US rank when it is popularity. */
export function setSort(state: ListState, popular: boolean): ListState {
  const { sort: _sort, popularIn: _popularIn, ...rest } = state;
  return { ...rest, ...(popular ? { sort: 'popular' as const } : {}), page: 1 };
}

/** Most popular in a register (its id), or in the US (null): from page 1. */
export function setPopularIn(state: ListState, popularIn: string | null): ListState {
  const { popularIn: _popularIn, ...rest } = setSort(state, true);
  return { ...rest, ...(popularIn ? { popularIn } : {}) };
}

/** What the register choice sends along without JavaScript: the list as it is, from page 1. */
export function popularInKeeps(state: ListState): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(toQueryString(setPopularIn(state, null))));
}

/** Only pages 1..total exist: anything else leaves the state as it is. */
export function goToPage(state: ListState, page: number, totalPages: number): ListState {
  if (!Number.isInteger(page) || page < 1 || page > totalPages || page === state.page) return state;
  return { ...state, page };
}

/**
 * A list shows pages 1 to total. A page past the end (an old bookmark, a hand-edited
 * link) is corrected to the last page; null when the page is in range.
 */
export function clampedPage(query: ListState, totalPages: number): ListState | null {
  return totalPages > 0 && query.page > totalPages ? { ...query, page: totalPages } : null;
}

export function sameState(a: ListState, b: ListState): boolean {
  return (
    a.letter === b.letter &&
    a.gender === b.gender &&
    a.search === b.search &&
    a.page === b.page &&
    a.sort === b.sort &&
    a.popularIn === b.popularIn
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

export interface NamesQuery {
  gender: UiGender | null;
  religionId?: Id | undefined;
  page: number;
  /** Either a search term or a letter; a non-empty search wins. */
  search?: string | undefined;
  letter?: string | null | undefined;
  limit?: number;
  /** 'popular': by US rank; absent: A–Z. */
  sort?: 'popular' | undefined;
  /** With sort 'popular': by this register's rank instead of the US's. */
  popularIn?: string | undefined;
}

/** What GET /api/names takes, in the API's own terms (data gender, page and limit). */
export interface NamesApiQuery {
  gender?: DataGender | '' | undefined;
  religionId?: Id | undefined;
  page: number;
  limit: number;
  search?: string | undefined;
  letter?: string | null | undefined;
  sort?: 'popular' | undefined;
  popularIn?: string | undefined;
}

/**
 * The query string of GET /api/names, for the public lists and the dashboard alike: a non-empty
 * search wins over a letter (the API's rule too).
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
  if (query.sort && query.popularIn) params['popularIn'] = query.popularIn;
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
