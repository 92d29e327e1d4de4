/** /api/religions: the religions of the catalogue (reads public, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import * as religions from '../repositories/religions.ts';
import { notFound } from '../errors.ts';

export const ReligionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isActive: Type.Boolean(),
  source: Type.Union([Type.String(), Type.Null()]),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['religions'],
        summary: 'All religions (the site lists the active ones)',
        response: { 200: ok(Type.Array(ReligionSchema)) },
      },
    },
    async () => ({ success: true as const, data: await religions.list(app.db) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['religions'],
        summary: 'One religion',
        params: IdParams,
        response: { 200: ok(ReligionSchema), 404: errorResponses[404] },
      },
    },
    async (request) => {
      const religion = await religions.get(app.db, request.params.id);
      if (!religion) throw notFound('Religion');
      return { success: true as const, data: religion };
    },
  );
};

export default routes;
