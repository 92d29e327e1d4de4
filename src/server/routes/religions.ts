/** /api/religions: the religions of the catalogue (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { DeletedSchema, ReligionBody, ReligionPatch, ReligionSchema } from '../schemas/catalogue.ts';
import * as religions from '../repositories/religions.ts';
import { checkInput, FOREIGN_KEY_VIOLATION, guardedWrite, pgCode } from '../catalogue/write.ts';
import { HttpError, notFound } from '../errors.ts';

const DUPLICATE = 'A religion with this name already exists';
const IN_USE = 'This religion still has god names: move or delete them first';
const admin = { tags: ['religions'], security: [{ bearerAuth: [] }] };

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
    async (request, reply) => cache.send(request, reply, async () => ({ success: true as const, data: await religions.list(app.db) })),
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

  app.post(
    '/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Create a religion (admin)',
        body: ReligionBody,
        response: { 201: ok(ReligionSchema), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const input = await checkInput(app.db, 'religions', request.body);
      const id = await guardedWrite(DUPLICATE, () => religions.create(app.db, input));
      cache.invalidate();
      return reply.status(201).send({ success: true as const, data: (await religions.get(app.db, id))! });
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Update a religion (admin); fields not sent keep their values',
        params: IdParams,
        body: ReligionPatch,
        response: {
          200: ok(ReligionSchema),
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
      const stored = await religions.getInput(app.db, id);
      if (!stored) throw notFound('Religion');
      const input = await checkInput(app.db, 'religions', { ...stored, ...request.body });
      const found = await guardedWrite(DUPLICATE, () => religions.update(app.db, id, input));
      cache.invalidate();
      if (!found) throw notFound('Religion');
      return { success: true as const, data: (await religions.get(app.db, id))! };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Delete a religion (admin); its names become UNIVERSAL; refused (409) while god names belong to it',
        params: IdParams,
        response: {
          200: DeletedSchema,
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
      if ((await religions.godNameCount(app.db, id)) > 0) throw new HttpError(409, IN_USE);
      let found: boolean;
      try {
        found = await religions.remove(app.db, id);
      } catch (error) {
        // A god name added between the check and the delete: the foreign key still says no.
        if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw new HttpError(409, IN_USE);
        throw error;
      }
      if (!found) throw notFound('Religion');
      cache.invalidate();
      return { success: true as const };
    },
  );
};

export default routes;
