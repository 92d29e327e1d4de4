/** Schemas of the US popularity data: on names, and GET /api/names/popular. */
import { Type } from 'typebox';
import { POPULARITY_LATEST_YEAR, TREND_YEARS, RISING_WITHIN_RANK } from '../../shared/popularity.ts';
import { COMPARE_DATASETS, COUNTRY_DATASETS } from '../../shared/popularity-countries.ts';

const Trend = Type.Unsafe<'rising' | 'falling' | 'steady' | 'new' | 'gone'>({
  type: 'string',
  enum: ['rising', 'falling', 'steady', 'new', 'gone'],
  description: `The rank in ${POPULARITY_LATEST_YEAR} against ${TREND_YEARS} years before: rising or falling by at least a tenth, steady, new (not listed then) or gone (not listed in ${POPULARITY_LATEST_YEAR})`,
});
const Sex = Type.Unsafe<'M' | 'F'>({ type: 'string', enum: ['M', 'F'], description: 'M: boys, F: girls' });
const Rank = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
  description: `SSA rank in ${POPULARITY_LATEST_YEAR}; null when not listed that year`,
});

export const PopularitySummarySchema = Type.Union(
  [Type.Object({ rank: Rank, births: Type.Integer({ minimum: 0 }), trend: Trend }), Type.Null()],
  {
    description: `US births and rank of the name's own sex in ${POPULARITY_LATEST_YEAR} (SSA data); null when the SSA never listed the spelling for that sex`,
  },
);

export const PopularitySeriesSchema = Type.Array(
  Type.Object({
    sex: Sex,
    firstYear: Type.Integer(),
    births: Type.Array(Type.Integer({ minimum: 0 }), {
      description: 'One a year from firstYear; 0: not listed (fewer than five births)',
    }),
    ranks: Type.Array(Type.Integer({ minimum: 0 }), { description: 'The SSA rank of each year; 0: not listed' }),
    rank: Rank,
    peakRank: Type.Integer({ minimum: 1 }),
    peakYear: Type.Integer(),
    trend: Trend,
  }),
  {
    description:
      "US births and ranks per year, 1880–2024 (SSA national data), of the name's spelling: its own sex first, then the other where the SSA lists it; empty: not in US records",
  },
);

const Entry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Type.Unsafe<'male' | 'female'>({ type: 'string', enum: ['male', 'female'] }),
  rank: Type.Integer({ minimum: 1 }),
  births: Type.Integer({ minimum: 0 }),
  earlierRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: `The rank ${TREND_YEARS} years before`,
  }),
});
const BoysAndGirls = Type.Object({ boys: Type.Array(Entry), girls: Type.Array(Entry) });

export const PopularListsSchema = Type.Object({
  year: Type.Integer(),
  mostPopular: BoysAndGirls,
  risingFastest: Type.Object(BoysAndGirls.properties, {
    description: `Largest climb in rank over ${TREND_YEARS} years, among names ranked in the top ${RISING_WITHIN_RANK} in ${POPULARITY_LATEST_YEAR}`,
  }),
});

const DATASETS = COUNTRY_DATASETS.map((d) => `${d.id} (${d.label})`).join(', ');

/** A name's births beyond the US, on the item (names only). */
export const CountriesSchema = Type.Object(
  {
    registers: Type.Array(
      Type.Object({
        dataset: Type.String({ description: `The register: ${DATASETS}` }),
        sex: Sex,
        firstYear: Type.Integer(),
        births: Type.Array(Type.Integer({ minimum: 0 }), { description: 'One a year from firstYear; 0: not listed' }),
        ranks: Type.Array(Type.Integer({ minimum: 0 }), {
          description: 'The rank of each year within the register, by births; 0: not listed',
        }),
        latestRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
          description: "Rank in the register's last year; null: not listed that year",
        }),
        latestBirths: Type.Integer({ minimum: 0 }),
        latestShare: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
          description: "Share of all births of that sex in the register's last year",
        }),
      }),
      {
        description:
          "The name's births for its own sex in each register that lists it: the matching community's first, then by share",
      },
    ),
    mostAtHome: Type.Union(
      [
        Type.Object({
          dataset: Type.String({ description: `us, or a register: ${DATASETS}` }),
          year: Type.Integer(),
          share: Type.Number({ minimum: 0, maximum: 1 }),
        }),
        Type.Null(),
      ],
      { description: "Where the name has its largest share of births, in each register's last year" },
    ),
    soundAlike: Type.Array(
      Type.Object({
        dataset: Type.String({ description: `us, or a Latin register: ${DATASETS}` }),
        year: Type.Integer(),
        births: Type.Integer({
          minimum: 0,
          description: 'Births that year of every spelling that sounds like the name',
        }),
        share: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
        spellings: Type.Array(Type.String(), { description: 'The spellings, most given first, in lower case' }),
      }),
      { description: "How common the name will feel: its sound's births (the search's sound key), per register" },
    ),
  },
  { description: 'The item only: births beyond the US (UK nations, Israel by community)' },
);

/** GET /api/names/popular/{dataset}: a register's most popular catalogue names. */
export const RegisterListsSchema = Type.Object({
  dataset: Type.String({ description: `The register: ${DATASETS}` }),
  year: Type.Integer({ description: "The register's last year, which the ranks are of" }),
  boys: Type.Array(Entry, { description: 'Rank and births in that year within the register (earlierRank is null)' }),
  girls: Type.Array(Entry),
});

const COMPARE_DATASET_LIST = COMPARE_DATASETS.map((d) => `${d.id} (${d.label})`).join(', ');

const CompareLineSchema = Type.Object({
  dataset: Type.String({ description: `us, or a register: ${DATASETS}` }),
  sex: Sex,
  firstYear: Type.Integer(),
  births: Type.Array(Type.Integer({ minimum: 0 }), { description: 'One a year from firstYear; 0: not listed' }),
  ranks: Type.Array(Type.Integer({ minimum: 0 }), {
    description: 'The rank of each year in the dataset; 0: not listed',
  }),
  shares: Type.Array(Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]), {
    description:
      "Each year's births as a share of all births of that sex in the dataset that year (comparable across countries, where counts are not); null: the dataset's total is unknown",
  }),
});

const ComparedRecordSchema = Type.Union(
  [
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      gender: Type.Unsafe<'male' | 'female'>({ type: 'string', enum: ['male', 'female'] }),
    }),
    Type.Null(),
  ],
  { description: 'The catalogue record of that spelling (any case); null: the catalogue has none' },
);

/** GET /api/names/compare. */
export const CompareInDatasetSchema = Type.Object({
  dataset: Type.String({ description: `The dataset: ${COMPARE_DATASET_LIST}` }),
  names: Type.Array(
    Type.Object({
      asked: Type.String({ description: 'The spelling as asked' }),
      name: ComparedRecordSchema,
      line: Type.Union([CompareLineSchema, Type.Null()], {
        description: "The record's births for its own sex in the dataset; null: the dataset does not list it",
      }),
    }),
    { description: 'One per asked spelling, in the order asked' },
  ),
});

/** GET /api/names/compare/countries. */
export const CompareAcrossSchema = Type.Object({
  asked: Type.String(),
  name: ComparedRecordSchema,
  lines: Type.Array(CompareLineSchema, {
    description: `The record's births for its own sex in every dataset that lists it, in this order: ${COMPARE_DATASET_LIST}`,
  }),
});

/** sort=popular's country on the names list: the US (the default) or a register beyond it. */
export const PopularInSchema = Type.Optional(
  Type.Unsafe<string>({
    type: 'string',
    enum: [...COMPARE_DATASETS.map((d) => d.id)],
    default: 'us',
    description:
      "With sort=popular, whose births rank the names: us (the default), or a register beyond the US by the name's rank for its own sex in the register's last year, names it does not list then last, A–Z: " +
      COUNTRY_DATASETS.map((d) => `${d.id} (${d.label}, ${d.lastYear})`).join(', ') +
      ". Israel's registers rank a record by its Hebrew script. Ignored without sort=popular.",
  }),
);
