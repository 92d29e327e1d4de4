/**
 * /api/user/favorites: the signed-in user's three favourite lists and their toggles. Each toggle
 * answers the updated user record, so the browser's lists follow the server's. Every route needs
 * role user: 401 without a valid token, 403 for an admin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { Queryable } from '../db/index.ts';
import { ok, errorResponses, IdParams, ReligionRefSchema } from '../schemas/common.ts';
import { GodNameSchema, NameSchema, NicknameSchema } from '../schemas/catalogue.ts';
import { UserSchema } from '../schemas/user.ts';
import * as favorites from '../repositories/favorites.ts';
import { getPublicUser } from '../repositories/users.ts';
import { HttpError, notFound } from '../errors.ts';
import { userId } from '../auth/caller.ts';

// The favourites query left-joins religions, so its rows are typed with a religion that may be
// null; god_names.religion_id is not null, so none is, but the schema follows the type.
const FavoriteGodNameSchema = Type.Object({
  ...GodNameSchema.properties,
  religionId: Type.Union([ReligionRefSchema, Type.Null()]),
});

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };
const toggled = { 200: ok(UserSchema), 400: errorResponses[400], 404: errorResponses[404], ...guarded };

const NOT_FOUND: Record<favorites.FavoriteKind, string> = {
  names: 'Name',
  'god-names': 'God name',
  nicknames: 'Nickname',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('user'));

  /** One favourites list: the item schema of its kind, read by the repository's list of it. */
  const listRoute = (
    url: string,
    operationId: string,
    summary: string,
    description: string,
    item: TSchema,
    list: (db: Queryable, userId: string) => Promise<unknown[]>,
  ) =>
    app.get(
      url,
      {
        schema: {
          tags: ['favourites'],
          operationId,
          summary,
          description,
          security: [{ bearerAuth: [] }],
          'x-role': 'user',
          response: { 200: ok(Type.Array(item)), ...guarded },
        },
      },
      async (request) => ({ success: true as const, data: await list(app.db, userId(request)) }),
    );

  listRoute(
    '/',
    'listFavouriteNames',
    'Favourite names',
    "The signed-in user's favourite names, as the catalogue answers them.",
    NameSchema,
    favorites.listNames,
  );
  listRoute(
    '/god-names',
    'listFavouriteGodNames',
    'Favourite god names',
    "The signed-in user's favourite god names, with the religion each belongs to.",
    FavoriteGodNameSchema,
    favorites.listGodNames,
  );
  listRoute(
    '/nicknames',
    'listFavouriteNicknames',
    'Favourite nicknames',
    "The signed-in user's favourite nicknames.",
    NicknameSchema,
    favorites.listNicknames,
  );

  const toggleRoute = (url: string, kind: favorites.FavoriteKind, operationId: string) =>
    app.post(
      url,
      {
        schema: {
          tags: ['favourites'],
          operationId,
          summary: `Flip a favourite (${kind}); answers the updated user`,
          description: `Adds the item to the signed-in user's favourite ${kind}, or takes it out when it is there; 404 for an unknown id.`,
          security: [{ bearerAuth: [] }],
          'x-role': 'user',
          // The site sends `{}`; the body carries nothing, so none is validated or required.
          params: IdParams,
          response: toggled,
        },
      },
      async (request) => {
        const id = userId(request);
        const toggled = await favorites.toggle(app.db, kind, id, request.params.id);
        if (!toggled.ok) throw notFound(NOT_FOUND[kind]);
        const user = await getPublicUser(app.db, id);
        if (!user.ok) throw new HttpError(401, 'Your session has expired. Please sign in again.');
        return { success: true as const, data: user.value };
      },
    );

  toggleRoute('/:id', 'names', 'toggleFavouriteName');
  toggleRoute('/god-names/:id', 'god-names', 'toggleFavouriteGodName');
  toggleRoute('/nicknames/:id', 'nicknames', 'toggleFavouriteNickname');
};

export default routes;
