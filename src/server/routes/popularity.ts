/**
 * /api/names/popular: the home page's lists of US popularity, public and cached;
 * /api/names/popular/{register}: a register's most popular catalogue names beyond the US; and
 * /api/names/similar: catalogue spellings close to one the catalogue lacks (compare's "did you mean").
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ok } from '../schemas/common.ts';
import { PopularListsSchema, RegisterListsSchema } from '../schemas/popularity.ts';
import { notFound } from '../errors.ts';
import { COUNTRY_DATASETS, REGISTER_LIST_SIZE } from '../../shared/popularity-countries.ts';
import * as popularity from '../repositories/popularity.ts';
import { POPULAR_LIST_SIZE, POPULARITY_LATEST_YEAR, RISING_WITHIN_RANK, TREND_YEARS } from '../../shared/popularity.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/popular',
    {
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
      schema: {
        tags: ['names'],
        operationId: 'listPopularNamesInRegister',
        summary: "A register's most popular catalogue names, boys and girls",
        description:
          `The ${REGISTER_LIST_SIZE} catalogue names of each sex best ranked in a birth register beyond the US, in its last year: ` +
          COUNTRY_DATASETS.map((d) => `${d.id} (${d.label}, ${d.lastYear}; ${d.source}, ${d.licence})`).join('; ') +
          '. A spelling held by several names is listed once.',
        params: Type.Object({ dataset: Type.String({ maxLength: 40, description: 'The register' }) }),
        response: { 200: ok(RegisterListsSchema), 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const lists = await popularity.registerLists(app.db, request.params.dataset);
        if (!lists) throw notFound('Register');
        return { success: true as const, data: lists };
      }),
  );

  app.get(
    '/similar',
    {
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
};

/** How many "did you mean" spellings a visitor is offered. */
const SIMILAR_LIMIT = 5;

export default routes;
