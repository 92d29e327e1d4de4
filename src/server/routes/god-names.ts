/** /api/god-names: god names with their ordered sub-names (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { GodNameBody, GodNamePatch, GodNameSchema, GodNamesQuery } from '../schemas/catalogue.ts';
import * as godNames from '../repositories/god-names.ts';
import { catalogueWrites } from './catalogue-writes.ts';
import { notFound } from '../errors.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      schema: {
        tags: ['god-names'],
        summary: 'All god names, unpaged, ordered by name (the site groups them by religion)',
        querystring: GodNamesQuery,
        response: { 200: ok(Type.Array(GodNameSchema)), 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        success: true as const,
        data: await godNames.list(app.db, request.query.religionId || undefined),
      })),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['god-names'],
        summary: 'One god name',
        params: IdParams,
        response: { 200: ok(GodNameSchema), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const godName = await godNames.get(app.db, request.params.id);
        if (!godName) throw notFound('God name');
        return { success: true as const, data: godName };
      }),
  );

  catalogueWrites(app, {
    kind: 'god-names',
    noun: 'god name',
    item: GodNameSchema,
    body: GodNameBody,
    patch: GodNamePatch,
    repository: godNames,
    duplicate: 'A god name with this spelling already exists in this religion',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
