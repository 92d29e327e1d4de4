/** /api/religions: the religions of the catalogue (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { ReligionBody, ReligionPatch, ReligionSchema } from '../schemas/catalogue.ts';
import * as religions from '../repositories/religions.ts';
import { catalogueWrites } from './catalogue-writes.ts';
import { notFound } from '../errors.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      schema: {
        tags: ['religions'],
        summary: 'All religions (the site lists the active ones)',
        response: { 200: ok(Type.Array(ReligionSchema)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await religions.list(app.db) })),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['religions'],
        summary: 'One religion',
        params: IdParams,
        response: { 200: ok(ReligionSchema), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const religion = await religions.get(app.db, request.params.id);
        if (!religion) throw notFound('Religion');
        return { success: true as const, data: religion };
      }),
  );

  catalogueWrites(app, {
    kind: 'religions',
    noun: 'religion',
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
