/** /api/nicknames: nicknames (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, IdParams } from '../schemas/common.ts';
import { NicknameBody, NicknamePatch, NicknameSchema } from '../schemas/catalogue.ts';
import * as nicknames from '../repositories/nicknames.ts';
import { catalogueWrites } from './catalogue-writes.ts';
import { notFound } from '../errors.ts';

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

  catalogueWrites(app, {
    kind: 'nicknames',
    noun: 'nickname',
    item: NicknameSchema,
    body: NicknameBody,
    patch: NicknamePatch,
    repository: nicknames,
    duplicate: 'A nickname with this spelling already exists',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
