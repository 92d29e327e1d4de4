/** /api/god-names: god names with their ordered sub-names (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { DeletedSchema, GodNameBody, GodNamePatch, GodNameSchema, GodNamesQuery } from '../schemas/catalogue.ts';
import * as godNames from '../repositories/god-names.ts';
import { checkInput, guardedWrite } from '../catalogue/write.ts';
import { notFound } from '../errors.ts';

const DUPLICATE = 'A god name with this spelling already exists in this religion';
const admin = { tags: ['god-names'], security: [{ bearerAuth: [] }] };

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
      cache.send(request, reply, async () => ({ success: true as const, data: await godNames.list(app.db, request.query.religionId || undefined) })),
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

  app.post(
    '/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Create a god name (admin)',
        body: GodNameBody,
        response: { 201: ok(GodNameSchema), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const input = await checkInput(app.db, 'god-names', request.body);
      const id = await guardedWrite(DUPLICATE, () => godNames.create(app.db, input));
      cache.invalidate();
      return reply.status(201).send({ success: true as const, data: (await godNames.get(app.db, id))! });
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Update a god name (admin); fields not sent keep their values',
        params: IdParams,
        body: GodNamePatch,
        response: {
          200: ok(GodNameSchema),
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const stored = await godNames.getInput(app.db, id);
      if (!stored) throw notFound('God name');
      const input = await checkInput(app.db, 'god-names', { ...stored, ...request.body });
      const found = await guardedWrite(DUPLICATE, () => godNames.update(app.db, id, input));
      cache.invalidate();
      if (!found) throw notFound('God name');
      return { success: true as const, data: (await godNames.get(app.db, id))! };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Delete a god name (admin); it leaves every favourites list',
        params: IdParams,
        response: { 200: DeletedSchema, 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const found = await godNames.remove(app.db, request.params.id);
      if (!found) throw notFound('God name');
      cache.invalidate();
      return { success: true as const };
    },
  );
};

export default routes;
