/** Shapes of the API's answers (docs/api.md, /api/openapi.json), as the client sees them once normalised. */
import type { DataGender } from './constants.ts';
import type { PopularitySeries, PopularitySummary } from './popularity.ts';
import type { NameLink, NicknameLink } from './name-details.ts';
import type { NameCountries } from './popularity-countries.ts';
import type { ReadFields } from './catalogue-schema.ts';

export type Id = string;

export interface ReligionRef {
  id: Id;
  name: string;
}

/**
 * The catalogue records' fields are the schemas' (catalogue-schema.ts, read off with Static); each
 * type here adds the id and what the API derives for it.
 */
export type Religion = { id: Id } & ReadFields<'religions'>;

export type BabyName = { id: Id } & ReadFields<'names'> & {
    /** US rank and births in the latest year (list rows and the item; null: not in US records). */
    popularity?: PopularitySummary | null;
    /** Years of US data, own sex first (the item only; empty: not in US records). */
    popularitySeries?: PopularitySeries[];
    /** Births beyond the US, and where the name is most at home (the item only). */
    countries?: NameCountries;
    /** The catalogue names of its variants' spellings. */
    variantLinks?: NameLink[];
    /** The nicknames short for it. */
    nicknames?: NicknameLink[];
    /** Rows of a search answer only: why the row matched the term. */
    match?: SearchMatch;
  };

/**
 * How a search row matched, best first: the name itself, one of its other spellings, its native
 * script, a name starting with the term, a close spelling (one or two slips), a name that sounds
 * the same, a meaning with the term as a whole word, a meaning with it inside a word.
 */
export const SEARCH_MATCH_KINDS = [
  'name',
  'spelling',
  'script',
  'prefix',
  'close',
  'sound',
  'meaningWord',
  'meaning',
] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

export interface SearchMatch {
  kind: SearchMatchKind;
  /** The spelling or script text that matched, when it is not the row's own name (row Clare: "Claire"). */
  via?: string;
}

/** The API always names a god name's religion; the browser's copy may have lost it (normalise.ts). */
export type GodName = { id: Id } & Omit<ReadFields<'god-names'>, 'religionId'> & { religionId: ReligionRef | null };

export type Nickname = { id: Id } & ReadFields<'nicknames'> & {
    /** The catalogue names of its full names (the item only). */
    names?: NameLink[];
  };

export type Role = 'user' | 'admin';

export interface User {
  id: Id;
  name: string;
  displayName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  favorites: Id[];
  godNameFavorites: Id[];
  nicknameFavorites: Id[];
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface NamesPage extends ApiSuccess<BabyName[]> {
  totalPages: number;
  totalNames: number;
  page: number;
  /**
   * A search answer only: up to 5 catalogue spellings close to the term, offered as "Did you
   * mean"; non-empty only when no name, spelling, script or prefix matched.
   */
  didYouMean?: string[];
  /** A search answer with a gender only: how many names the other gender has for the same search. */
  otherGender?: { gender: DataGender; totalNames: number };
}

/** One suggestion of GET /api/names/suggest (the search box's list). */
export interface NameSuggestion {
  id: Id;
  name: string;
  gender: DataGender;
  /** The religion's name; null: UNIVERSAL. */
  religion: string | null;
  match: SearchMatch;
}
