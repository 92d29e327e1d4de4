/** /api/nicknames: nicknames (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { DeletedSchema, NicknameBody, NicknamePatch, NicknameSchema } from '../schemas/catalogue.ts';
import * as nicknames from '../repositories/nicknames.ts';
import { checkInput, guardedWrite } from '../catalogue/write.ts';
import { notFound } from '../errors.ts';

const DUPLICATE = 'A nickname with this spelling already exists';
const admin = { tags: ['nicknames'], security: [{ bearerAuth: [] }] };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      schema: {
        tags: ['nicknames'],
        summary: 'All nicknames, unpaged, ordered by name (the site pages and filters them)',
        response: { 200: ok(Type.Array(NicknameSchema)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await nicknames.list(app.db) })),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['nicknames'],
        summary: 'One nickname',
        params: IdParams,
        response: { 200: ok(NicknameSchema), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const nickname = await nicknames.get(app.db, request.params.id);
        if (!nickname) throw notFound('Nickname');
        return { success: true as const, data: nickname };
      }),
  );

  app.post(
    '/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Create a nickname (admin)',
        body: NicknameBody,
        response: { 201: ok(NicknameSchema), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const input = await checkInput(app.db, 'nicknames', request.body);
      const id = await guardedWrite(DUPLICATE, () => nicknames.create(app.db, input));
      cache.invalidate();
      return reply.status(201).send({ success: true as const, data: (await nicknames.get(app.db, id))! });
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Update a nickname (admin); fields not sent keep their values',
        params: IdParams,
        body: NicknamePatch,
        response: {
          200: ok(NicknameSchema),
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
      const stored = await nicknames.getInput(app.db, id);
      if (!stored) throw notFound('Nickname');
      const input = await checkInput(app.db, 'nicknames', { ...stored, ...request.body });
      const found = await guardedWrite(DUPLICATE, () => nicknames.update(app.db, id, input));
      cache.invalidate();
      if (!found) throw notFound('Nickname');
      return { success: true as const, data: (await nicknames.get(app.db, id))! };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...admin,
        summary: 'Delete a nickname (admin); it leaves every favourites list',
        params: IdParams,
        response: { 200: DeletedSchema, 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const found = await nicknames.remove(app.db, request.params.id);
      if (!found) throw notFound('Nickname');
      cache.invalidate();
      return { success: true as const };
    },
  );
};

export default routes;
