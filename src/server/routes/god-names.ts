/** /api/god-names: god names with their ordered sub-names (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses } from '../schemas/common.ts';
import { GodNameBody, GodNamePatch, GodNameSchema, GodNamesQuery } from '../schemas/catalogue.ts';
import * as godNames from '../repositories/god-names.ts';
import { catalogueItemRoutes } from './catalogue-writes.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['god-names'],
        operationId: 'listGodNames',
        summary: 'All god names, unpaged, ordered by name (the site groups them by religion)',
        description: 'Every god name with its ordered sub-names; `religionId` keeps those of one religion.',
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

  catalogueItemRoutes(app, {
    kind: 'god-names',
    noun: 'god name',
    operation: 'GodName',
    item: GodNameSchema,
    body: GodNameBody,
    patch: GodNamePatch,
    repository: godNames,
    duplicate: 'A god name with this spelling already exists in this religion',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
