/** /api/names: the names of the catalogue (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { NameBody, NamePatch, NameSchema, NamesPageSchema, NamesQuery } from '../schemas/catalogue.ts';
import * as names from '../repositories/names.ts';
import * as religions from '../repositories/religions.ts';
import { catalogueWrites } from './catalogue-writes.ts';
import { notFound } from '../errors.ts';
import { NAMES_PAGE_SIZE } from '../../shared/constants.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      schema: {
        tags: ['names'],
        summary: 'A page of names, ordered by name (case-insensitive)',
        description:
          'Filter by gender and religion, then by search (name prefix first, then name anywhere, then meaning) or by first letter; search wins when both are given.',
        querystring: NamesQuery,
        response: { 200: NamesPageSchema, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const q = request.query;
        const filter: names.NamesFilter = {
          gender: q.gender || undefined,
          religionId: q.religionId || undefined,
          search: q.search?.trim() || undefined,
          letter: q.letter || undefined,
        };
        if (filter.religionId && !(await religions.get(app.db, filter.religionId))) throw notFound('Religion');
        const page = q.page ?? 1;
        const limit = q.limit ?? NAMES_PAGE_SIZE;
        // The count of a whole letter is the costly part of a page; it only changes on writes.
        const countKey = JSON.stringify({
          ...filter,
          letter: filter.search ? undefined : filter.letter?.toLowerCase(),
        });
        const [totalNames, data] = await Promise.all([
          cache.memo(`names count ${countKey}`, () => names.count(app.db, filter)),
          names.page(app.db, filter, limit, (page - 1) * limit),
        ]);
        return { success: true as const, data, totalPages: Math.ceil(totalNames / limit), totalNames, page };
      }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['names'],
        summary: 'One name',
        params: IdParams,
        response: { 200: ok(NameSchema), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const name = await names.get(app.db, request.params.id);
        if (!name) throw notFound('Name');
        return { success: true as const, data: name };
      }),
  );

  catalogueWrites(app, {
    kind: 'names',
    noun: 'name',
    item: NameSchema,
    body: NameBody,
    patch: NamePatch,
    repository: names,
    duplicate: 'A name with this spelling, gender and religion already exists',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
