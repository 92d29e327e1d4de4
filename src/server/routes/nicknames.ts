/** /api/nicknames: nicknames (reads public and cached, writes admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../schemas/common.ts';
import { NicknameBody, NicknamePatch, NicknameSchema } from '../schemas/catalogue.ts';
import * as nicknames from '../repositories/nicknames.ts';
import * as names from '../repositories/names.ts';
import { catalogueItemRoutes } from './catalogue-writes.ts';
import { success } from '../repositories/outcome.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['nicknames'],
        operationId: 'listNicknames',
        summary: 'All nicknames, unpaged, ordered by name (the site pages and filters them)',
        description:
          'Every nickname with its description; the site pages and filters them itself. The item (GET /api/nicknames/{id}) adds the names it is short for.',
        response: { 200: ok(Type.Array(NicknameSchema)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await nicknames.list(app.db) })),
  );

  catalogueItemRoutes(app, {
    kind: 'nicknames',
    noun: 'nickname',
    operation: 'Nickname',
    item: NicknameSchema,
    body: NicknameBody,
    patch: NicknamePatch,
    // The item links the catalogue names of its full names (src/shared/name-details.ts).
    repository: {
      ...nicknames,
      async get(db, id) {
        const nickname = await nicknames.get(db, id);
        if (!nickname.ok) return nickname;
        return success({ ...nickname.value, names: await names.linksOf(db, nickname.value.fullNames ?? []) });
      },
    },
    duplicate: 'A nickname with this spelling already exists',
    deleteEffect: 'it leaves every favourites list',
  });
};

export default routes;
