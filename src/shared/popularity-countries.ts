/**
 * The birth registers beyond the US that the site charts: one dataset per country or nation, and
 * per community where the register counts them apart (Israel). Each is a file in
 * src/server/seed/popularity/ made by `npm run data:countries` from a public repository. Who
 * collected each one's figures, and under which licence, is in ./popularity-sources.ts.
 */
import { POPULARITY_LATEST_YEAR, type PopularEntry } from './popularity.ts';

export interface CountryDataset {
  /** File stem and API key. */
  id: string;
  /** What a chart or list calls it: "England and Wales", "Israel, Jewish births". */
  label: string;
  /** Where a sentence puts a name: "in England and Wales", "among Jewish births in Israel". */
  where: string;
  /**
   * Whether the register's total counts every birth (its own count, or a list of every name):
   * otherwise a share is of the births whose names it lists, and says so.
   */
  complete: boolean;
  country: string;
  /** The register's community, where it counts births by community. */
  community: string | null;
  /** How the register spells names: Latin letters, or Hebrew script (matched on a record's script). */
  script: 'latin' | 'hebrew';
  /** The last year the register has. */
  lastYear: number;
  /** The religion whose records it shows first (a community's register). */
  religion: string | null;
}

export const COUNTRY_DATASETS: readonly CountryDataset[] = [
  {
    id: 'ew',
    label: 'England and Wales',
    where: 'in England and Wales',
    complete: false,
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    lastYear: 2020,
    religion: null,
  },
  {
    id: 'sct',
    label: 'Scotland',
    where: 'in Scotland',
    complete: true,
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    lastYear: 2020,
    religion: null,
  },
  {
    id: 'ni',
    label: 'Northern Ireland',
    where: 'in Northern Ireland',
    complete: false,
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    lastYear: 2020,
    religion: null,
  },
  {
    id: 'on',
    label: 'Ontario',
    where: 'in Ontario',
    complete: false,
    country: 'Canada',
    community: null,
    script: 'latin',
    lastYear: 2019,
    religion: null,
  },
  {
    id: 'qc',
    label: 'Quebec',
    where: 'in Quebec',
    complete: true,
    country: 'Canada',
    community: null,
    script: 'latin',
    lastYear: 2020,
    religion: null,
  },
  {
    id: 'bc',
    label: 'British Columbia',
    where: 'in British Columbia',
    complete: false,
    country: 'Canada',
    community: null,
    script: 'latin',
    lastYear: 2014,
    religion: null,
  },
  {
    id: 'nz',
    label: 'New Zealand',
    where: 'in New Zealand',
    complete: false,
    country: 'New Zealand',
    community: null,
    script: 'latin',
    lastYear: 2020,
    religion: null,
  },
  ...(
    [
      ['il-jewish', 'Jewish', 'Judaism'],
      ['il-muslim', 'Muslim', 'Islam'],
      ['il-christian', 'Christian Arab', 'Christianity'],
      ['il-druze', 'Druze', null],
    ] as const
  ).map(([id, community, religion]): CountryDataset => ({
    id,
    label: `Israel, ${community} births`,
    where: `among ${community} births in Israel`,
    complete: true,
    country: 'Israel',
    community,
    script: 'hebrew',
    lastYear: 2024,
    religion,
  })),
];

/**
 * Israel's registers of Arab communities: they write Arabic names in Hebrew letters, which the
 * catalogue's Latin spellings of Arabic names are matched to (shared/hebrew-transliteration.ts).
 */
export const ARABIC_IN_HEBREW: ReadonlySet<string> = new Set(['il-muslim', 'il-christian', 'il-druze']);

/** The register's own word for each Israeli community, as the source files name its sector. */
export const ISRAEL_SECTORS: Readonly<Record<string, string>> = {
  'il-jewish': 'Jewish',
  'il-muslim': 'Muslim',
  'il-christian': 'Christian-Arab',
  'il-druze': 'Druze',
};

/** The key birth_totals files the US under, beside the registers above. */
export const US_DATASET = 'us';

/**
 * How a register keys a spelling: Latin spellings lower-cased, Hebrew ones unpointed; a space or
 * a maqaf as `_`, as the derived files write them.
 */
export function registerKey(script: CountryDataset['script'], spelling: string): string {
  const text = spelling.normalize('NFC').trim();
  if (script === 'hebrew') {
    return text.replace(/[\u0591-\u05BD\u05BF-\u05C7]/g, '').replace(/[\s\u05BE]+/g, '_');
  }
  return text.toLowerCase().replace(/\s+/g, '_');
}

/** A name's births in one register, for the name's own sex. */
export interface RegisterSeries {
  /** A COUNTRY_DATASETS id. */
  dataset: string;
  sex: 'M' | 'F';
  firstYear: number;
  /** births[i] and ranks[i] are the year firstYear + i; 0: not listed that year. */
  births: number[];
  ranks: number[];
  /** Rank and births in the register's last year (null and 0: not listed that year). */
  latestRank: number | null;
  latestBirths: number;
  /** Its share of all births of that sex in the register's last year (null: not listed). */
  latestShare: number | null;
}

/** Where a name has its largest share of births, in each register's last year. */
export interface MostAtHome {
  /** US_DATASET or a COUNTRY_DATASETS id. */
  dataset: string;
  year: number;
  share: number;
}

/** "about 1 in 240": a share as one baby in so many, rounded to two significant figures. */
export function oneIn(share: number): string {
  const n = 1 / share;
  const rounded = n < 10 ? Math.round(n) : Number(n.toPrecision(2));
  return `about 1 in ${rounded.toLocaleString('en-GB')}`;
}

/** The US beside the registers above, as "most at home" names it. */
const US_PLACE = { where: 'in the United States', complete: false };

/**
 * "Noa is most at home among Jewish births in Israel: about 1 in 65 girls there in 2024 was
 * given it." A share of a register that lists only some names says it is of those it lists.
 */
export function mostAtHomeSentence(name: string, home: MostAtHome, babies: string): string {
  const place = home.dataset === US_DATASET ? US_PLACE : COUNTRY_DATASETS.find((d) => d.id === home.dataset)!;
  const whose = place.complete ? `${babies} there` : `of the ${babies} whose names were listed there`;
  return `${name} is most at home ${place.where}: ${oneIn(home.share)} ${whose} in ${home.year} was given it.`;
}

/** How many names a register's "most popular" page lists per sex. */
export const REGISTER_LIST_SIZE = 25;

/** A register's most popular catalogue names in its last year (GET /api/names/popular/{dataset}). */
export interface RegisterLists {
  dataset: string;
  year: number;
  boys: PopularEntry[];
  girls: PopularEntry[];
}

/** The index of the registers' "most popular" pages, and where each register's lives. */
export const POPULAR_PATH = '/popular';
export const registerListPath = (id: string) => `${POPULAR_PATH}/${id}`;

/** How common a name will feel: the births of every spelling that sounds like it, in one register. */
export interface SoundAlike {
  /** US_DATASET or a COUNTRY_DATASETS id. */
  dataset: string;
  year: number;
  births: number;
  /** Of all births of that sex in that year (null: the register's total is unknown). */
  share: number | null;
  /** The group's spellings, most given first (lower case, as the register writes them). */
  spellings: string[];
}

/** "mary-jane" → "Mary-Jane": a register's lower-case spelling as a name is written. */
export const capitalised = (spelling: string) =>
  spelling
    .replaceAll('_', ' ')
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/**
 * "About 1 in 120 girls born in the United States in 2024 got a name that sounds like Aidan"
 * (the place as "most at home" names it).
 */
export function soundAlikeSentence(name: string, group: SoundAlike, babies: string): string | null {
  if (group.share === null) return null;
  const place = group.dataset === US_DATASET ? US_PLACE : COUNTRY_DATASETS.find((d) => d.id === group.dataset)!;
  const whose = place.complete ? `${babies} born ${place.where}` : `${babies} whose names were listed ${place.where}`;
  const about = oneIn(group.share);
  return `${about[0]!.toUpperCase()}${about.slice(1)} ${whose} in ${group.year} got a name that sounds like ${name}.`;
}

/** A name's births beyond the US, on its item. */
export interface NameCountries {
  registers: RegisterSeries[];
  mostAtHome: MostAtHome | null;
  /** The US first, then the Latin registers; only where the name's sound has births. */
  soundAlike: SoundAlike[];
}

/** Every dataset compare can chart, the US first: what its country choice offers. */
export const COMPARE_DATASETS: readonly { id: string; label: string; where: string; lastYear: number }[] = [
  { id: US_DATASET, label: 'United States', where: 'in the United States', lastYear: POPULARITY_LATEST_YEAR },
  ...COUNTRY_DATASETS.map(({ id, label, where, lastYear }) => ({ id, label, where, lastYear })),
];
export const COMPARE_DATASET_IDS: readonly string[] = COMPARE_DATASETS.map((d) => d.id);

/**
 * One name's years in one dataset (the US or a register), for its own sex, with each year's
 * share of all births of that sex: counts are not comparable across countries, shares are.
 */
export interface CompareLine {
  /** US_DATASET or a COUNTRY_DATASETS id. */
  dataset: string;
  sex: 'M' | 'F';
  firstYear: number;
  /** births[i], ranks[i] and shares[i] are the year firstYear + i; 0: not listed that year. */
  births: number[];
  ranks: number[];
  /** Of all births of that sex that year; null: the dataset's total for that year is unknown. */
  shares: (number | null)[];
}

/** The catalogue record compare shows for a spelling. */
export interface ComparedRecord {
  id: string;
  name: string;
  gender: 'male' | 'female';
}

/** GET /api/names/compare: each asked spelling's record and its line in one dataset. */
export interface CompareInDataset {
  dataset: string;
  names: { asked: string; name: ComparedRecord | null; line: CompareLine | null }[];
}

/** GET /api/names/compare/countries: one spelling's record and its line in every dataset that lists it. */
export interface CompareAcross {
  asked: string;
  name: ComparedRecord | null;
  /** In COMPARE_DATASETS order; only the datasets that list the name. */
  lines: CompareLine[];
}
