/** /api/religions: the religions of the catalogue (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../schemas/common.ts';
import { ReligionBody, ReligionPatch, ReligionSchema } from '../schemas/catalogue.ts';
import * as religions from '../repositories/religions.ts';
import { catalogueItemRoutes } from './catalogue-writes.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['religions'],
        operationId: 'listReligions',
        summary: 'All religions (the site lists the active ones)',
        description: 'Every religion, active or not, with its description; the site shows only the active ones.',
        response: { 200: ok(Type.Array(ReligionSchema)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await religions.list(app.db) })),
  );

  catalogueItemRoutes(app, {
    kind: 'religions',
    noun: 'religion',
    operation: 'Religion',
    item: ReligionSchema,
    body: ReligionBody,
    patch: ReligionPatch,
    repository: religions,
    duplicate: 'A religion with this name already exists',
    deleteEffect: 'its names become UNIVERSAL; refused (409) while god names belong to it',
    inUse: { message: 'This religion still has god names: move or delete them first', count: religions.godNameCount },
  });
};

export default routes;
