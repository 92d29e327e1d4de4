/** /api/names: the names of the catalogue (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, ok } from '../schemas/common.ts';
import {
  NameBody,
  NamePatch,
  NameSchema,
  NamesPageSchema,
  NameItemsQuery,
  NamesQuery,
  SuggestionsSchema,
  SuggestQuery,
} from '../schemas/catalogue.ts';
import * as names from '../repositories/names.ts';
import * as religions from '../repositories/religions.ts';
import * as popularity from '../repositories/popularity.ts';
import { nameItems } from '../repositories/name-items.ts';
import { catalogueItemRoutes } from './catalogue-writes.ts';
import { found } from '../repositories/outcome.ts';
import { notFound } from '../errors.ts';
import { NAME_ITEMS_MAX, NAMES_PAGE_SIZE } from '../../shared/constants.ts';
import { COUNTRY_DATASETS } from '../../shared/popularity-countries.ts';
import { loadPopularityOf } from '../seed/popularity/index.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;
  const warnBirthsNotLoaded = (err: unknown) => app.log.warn({ err }, "the saved name's US births were not loaded");

  app.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'listNames',
        summary: 'A page of names, ordered by name (case-insensitive), or a ranked search',
        description:
          'Filter by gender and religion, then by search or by first letter; search wins when both are given. A search is ranked, best first: the name itself, one of its spellings or its native script; names starting with the term; close spellings (typos) and sound-alikes; meanings with the term as a word, then inside a word; popularity breaks ties. Each row of a search says how it matched (match); the page offers "did you mean" spellings when nothing matched directly and, when a gender is chosen, how many names the other gender has.',
        querystring: NamesQuery,
        response: { 200: NamesPageSchema, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const q = request.query;
        const filter = names.namesFilter(q);
        if (filter.religionId && !(await religions.get(app.db, filter.religionId)).ok) throw notFound('Religion');
        const page = q.page ?? 1;
        const limit = q.limit ?? NAMES_PAGE_SIZE;
        // The count of a whole letter is the costly part of a page; it only changes on writes.
        const countKey = JSON.stringify(filter);
        // sort=popular ranks by the US, or by a register beyond it (popularIn).
        const register = COUNTRY_DATASETS.find((d) => d.id === q.popularIn);
        const pageOf =
          q.sort === 'popular'
            ? (...args: Parameters<typeof names.page>) => names.pageByPopularity(...args, register)
            : names.page;
        // A search's count comes with its "did you mean" and the other gender's count.
        const search = filter.search;
        const [{ totalNames, ...extras }, rows] = await Promise.all([
          search
            ? cache.memo(`names search ${countKey}`, () => names.searchSummary(app.db, { ...filter, search }))
            : cache.memo(`names count ${countKey}`, async () => ({ totalNames: await names.count(app.db, filter) })),
          pageOf(app.db, filter, limit, (page - 1) * limit),
        ]);
        const summaries = await popularity.summariesOf(
          app.db,
          rows.map((n) => n.id),
        );
        const data = rows.map((n) => ({ ...n, popularity: summaries.get(n.id) ?? null }));
        return {
          success: true as const,
          data,
          totalPages: Math.ceil(totalNames / limit),
          totalNames,
          page,
          ...extras,
        };
      }),
  );

  app.get(
    '/suggest',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'suggestNames',
        summary: 'Names to suggest while a visitor types a search',
        description:
          'At most 8 names for what has been typed, in the ranking of a search (the name or a spelling, then names starting with it, then close spellings and sound-alikes, then meanings), each with its religion and how it matched. One character suggests names starting with it. Answers are small and remembered per term until the catalogue changes.',
        querystring: SuggestQuery,
        response: { 200: SuggestionsSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const q = request.query;
        const data = await names.suggest(app.db, q.q, q.gender || undefined);
        return { success: true as const, data };
      }),
  );

  app.get(
    '/items',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'getNameItems',
        summary: 'Several names, each as its own item answers it',
        description: `Up to ${NAME_ITEMS_MAX} names by id, in the order asked, each exactly as GET /api/names/{id} answers it; an id with no name is left out. For a static build, which needs every name's details: a few hundred requests instead of one per name.`,
        querystring: NameItemsQuery,
        response: { 200: ok(Type.Array(NameSchema)), 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        success: true as const,
        data: await nameItems(app.db, request.query.ids.split(',')),
      })),
  );

  catalogueItemRoutes(app, {
    kind: 'names',
    noun: 'name',
    operation: 'Name',
    item: NameSchema,
    body: NameBody,
    patch: NamePatch,
    // The item carries its US popularity: the years, and the summary a list row has.
    repository: {
      ...names,
      // A spelling new to the catalogue brings its US births with it, for every instance.
      async create(db, input) {
        const id = await names.create(db, input);
        await loadPopularityOf(db, [input.name, ...input.variants], warnBirthsNotLoaded);
        return id;
      },
      async update(db, id, input) {
        const updated = await names.update(db, id, input);
        if (updated.ok) await loadPopularityOf(db, [input.name, ...input.variants], warnBirthsNotLoaded);
        return updated;
      },
      async get(db, id) {
        const [item] = await nameItems(db, [id]);
        return found(item);
      },
    },
    duplicate: 'A name with this spelling, gender and religion already exists',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
