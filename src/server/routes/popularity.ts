/**
 * /api/names/popular: the home page's lists of US popularity, public and cached;
 * /api/names/popular/{register}: a register's most popular catalogue names beyond the US; and
 * /api/names/similar: catalogue spellings close to one the catalogue lacks (compare's "did you mean");
 * /api/names/compare: compare's names in one country's register, and one name across them all.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '../schemas/common.ts';
import {
  CompareAcrossSchema,
  CompareInDatasetSchema,
  PopularListsSchema,
  RegisterListsSchema,
} from '../schemas/popularity.ts';
import { notFound } from '../errors.ts';
import {
  COMPARE_DATASET_IDS,
  COMPARE_DATASETS,
  COUNTRY_DATASETS,
  REGISTER_LIST_SIZE,
  US_DATASET,
} from '../../shared/popularity-countries.ts';
import { withSource } from '../../shared/popularity-sources.ts';
import * as popularity from '../repositories/popularity.ts';
import {
  COMPARE_MAX,
  POPULAR_LIST_SIZE,
  POPULARITY_LATEST_YEAR,
  RISING_WITHIN_RANK,
  TREND_YEARS,
} from '../../shared/popularity.ts';

/** The spellings of a comma-separated list, trimmed, each once (any case), at most COMPARE_MAX. */
export function comparedSpellings(list: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of list.split(',')) {
    const name = part.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names.slice(0, COMPARE_MAX);
}

const DATASET_LIST = COMPARE_DATASETS.map((d) => `${d.id} (${d.label}, to ${d.lastYear})`).join('; ');
/** A spelling as compare sends it: what a name can be, with room for a visitor's spaces. */
const SPELLING = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'A spelling (any case)' });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/popular',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'listPopularNames',
        summary: `Most popular in ${POPULARITY_LATEST_YEAR} and rising fastest, boys and girls`,
        description:
          `Catalogue names by US Social Security Administration data (births per name, sex and year; public domain): ` +
          `the ${POPULAR_LIST_SIZE} best ranked in ${POPULARITY_LATEST_YEAR} for each sex, and the ${POPULAR_LIST_SIZE} that climbed ` +
          `the most places in rank over ${TREND_YEARS} years among those in the top ${RISING_WITHIN_RANK}. A spelling held by ` +
          'several names (one per religion) is listed once.',
        response: { 200: ok(PopularListsSchema) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await popularity.popularLists(app.db) })),
  );

  app.get(
    '/popular/:dataset',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'listPopularNamesInRegister',
        summary: "A register's most popular catalogue names, boys and girls",
        description:
          `The ${REGISTER_LIST_SIZE} catalogue names of each sex best ranked in a birth register beyond the US, in its last year: ` +
          COUNTRY_DATASETS.map(withSource)
            .map((d) => `${d.id} (${d.label}, ${d.lastYear}; ${d.source}, ${d.licence})`)
            .join('; ') +
          '. A spelling held by several names is listed once.',
        params: Type.Object({ dataset: Type.String({ maxLength: 40, description: 'The register' }) }),
        response: { 200: ok(RegisterListsSchema), 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const lists = await popularity.registerLists(app.db, request.params.dataset);
        if (!lists.ok) throw notFound('Register');
        return { success: true as const, data: lists.value };
      }),
  );

  app.get(
    '/similar',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'listSimilarSpellings',
        summary: 'Catalogue spellings close to a name (did you mean)',
        description:
          'Up to 5 spellings of catalogue names that look like `name` (trigram similarity), best first; the ' +
          'spelling itself is never among them. Empty when nothing is close.',
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ok(Type.Array(Type.String())) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        success: true as const,
        data: await popularity.similarSpellings(app.db, request.query.name.trim(), SIMILAR_LIMIT),
      })),
  );
  app.get(
    '/compare',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'compareNamesInDataset',
        summary: "Up to four names' births a year in one country's register",
        description:
          `For each spelling of \`names\` (comma-separated, repeats in any case once, the first ${COMPARE_MAX} kept), its catalogue ` +
          'record and, for its own sex, its births, rank and share of all births each year in `dataset` (default us). Where ' +
          'several records share a spelling, the one the dataset lists comes first, then the best ranked in the US. ' +
          `Datasets: ${DATASET_LIST}.`,
        querystring: Type.Object({
          names: Type.String({
            minLength: 1,
            maxLength: COMPARE_MAX * 101,
            pattern: '[^,\\s]',
            description: `Up to ${COMPARE_MAX} spellings, comma-separated`,
          }),
          dataset: Type.Optional(
            Type.Unsafe<string>({
              type: 'string',
              enum: [...COMPARE_DATASET_IDS],
              default: US_DATASET,
              description: `Which country's births: ${DATASET_LIST}`,
            }),
          ),
        }),
        response: { 200: ok(CompareInDatasetSchema), 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const names = comparedSpellings(request.query.names).map((n) => n.slice(0, 100));
        const dataset = request.query.dataset ?? US_DATASET;
        return { success: true as const, data: await popularity.compareInDataset(app.db, names, dataset) };
      }),
  );

  app.get(
    '/compare/countries',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'compareNameAcrossCountries',
        summary: "One name's share of births a year in every country",
        description:
          'The catalogue record of `name` (any case) that the most datasets list, and its births, rank and share of all ' +
          'births of its own sex each year in every dataset that lists it: the share, not the count, is what compares ' +
          `across countries of different sizes. Datasets, in this order: ${DATASET_LIST}.`,
        querystring: Type.Object({ name: SPELLING }),
        response: { 200: ok(CompareAcrossSchema), 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        success: true as const,
        data: await popularity.compareAcross(app.db, request.query.name.trim()),
      })),
  );
};

/** How many "did you mean" spellings a visitor is offered. */
const SIMILAR_LIMIT = 5;

export default routes;
