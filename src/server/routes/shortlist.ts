/**
 * /api/shortlists: "Decide together", a shortlist two partners share. Every route
 * needs role user. A shortlist the caller is not a member of answers 404 for every id in it, the
 * same as one that does not exist; a partner's answers are seen only as matches.
 *
 * The matches are polled: each answer carries an ETag (the shortlist's version, kept in the
 * database so every instance agrees) and a repeat with If-None-Match costs one indexed read and
 * a 304.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, errorResponses } from '../schemas/common.ts';
import {
  CreatedInvitationSchema,
  DeckCardSchema,
  DeckQuery,
  DeckSchema,
  Done,
  DuelBody,
  DuelSchema,
  FiltersSchema,
  InvitationParams,
  InvitationStatusQuery,
  InvitationStatusSchema,
  JoinBody,
  MatchesSchema,
  NameParams,
  NotModifiedSchema,
  NoteBody,
  OwnNameBody,
  RankingBody,
  ShortlistListSchema,
  ShortlistParams,
  ShortlistSchema,
  VoteBody,
  VoteResultSchema,
} from '../schemas/shortlist.ts';
import * as shortlist from '../repositories/shortlist.ts';
import { limit } from '../auth/rate-limit.ts';
import { HttpError } from '../errors.ts';
import { userId } from '../auth/caller.ts';
import {
  DECK_PAGE_SIZE,
  INVITATION_ERRORS,
  INVITATION_STATUS_LIMIT,
  INVITATION_TTL_MS,
  NOTE_MAX_LENGTH,
  SHORTLIST_LIMITS,
  type DeckFilters,
} from '../../shared/shortlist.ts';

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };
const withId = { 400: errorResponses[400], 404: errorResponses[404], ...guarded };
const security = [{ bearerAuth: [] }];
/** Role user; with an {id}, also a member of that shortlist (anyone else gets 404). */
const userOnly = { security, 'x-role': 'user' } as const;
const memberOnly = { ...userOnly, 'x-membership': 'shortlist' } as const;
const tags = ['shortlist'];
const NOT_FOUND = 'Shortlist not found';
const DAY_MS = 24 * 60 * 60 * 1000;

const lengthsInOrder = (filters: DeckFilters) => {
  if (filters.minLength && filters.maxLength && filters.minLength > filters.maxLength)
    throw new HttpError(400, 'Invalid input: minLength must not be more than maxLength', [
      { field: 'minLength', message: 'minLength must not be more than maxLength' },
    ]);
};

/** The one route a signed-out visitor may call: what became of an invitation link. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/invitations/status',
    {
      schema: {
        tags,
        operationId: 'getShortlistInvitationStatus',
        summary: 'What became of an invitation link',
        description:
          'Whether an invitation link can still be used, so that a signed-out visitor is told that it was used, expired or cancelled before being asked to sign in. Says nothing about the shortlist. Rate limited per address.',
        querystring: InvitationStatusQuery,
        response: { 200: ok(InvitationStatusSchema), 400: errorResponses[400], 429: errorResponses[429] },
      },
    },
    async (request) => {
      const { max, windowMs } = INVITATION_STATUS_LIMIT;
      await limit(app.db, `shortlist:invitation-status:${request.ip}`, max, windowMs);
      const state = await shortlist.invitationStatus(app.db, request.query.token);
      return {
        success: true as const,
        data: { state, message: state === 'valid' ? null : INVITATION_ERRORS[state] },
      };
    },
  );
};

/** An invitation link that cannot be used: unknown 404, spent 410 (gone for good), else 409. */
const JOIN_REFUSAL_STATUS: Record<shortlist.JoinRefusal, 404 | 409 | 410> = {
  unknown: 404,
  used: 410,
  revoked: 410,
  expired: 410,
  own: 409,
  full: 409,
  alreadyPaired: 409,
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(publicRoutes);
  await app.register(memberRoutes);
};

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('user'));
  // Personal answers: no cache keeps them. The matches' ETag needs no cache either, since the
  // client sends back the tag it was given.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  const rateLimit = (kind: keyof typeof SHORTLIST_LIMITS, user: string) =>
    limit(app.db, `shortlist:${kind}:${user}`, SHORTLIST_LIMITS[kind].max, SHORTLIST_LIMITS[kind].windowMs);
  const found = async (id: string, user: string) => {
    const value = await shortlist.get(app.db, id, user);
    if (!value.ok) throw new HttpError(404, NOT_FOUND);
    return value.value;
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'listShortlists',
        summary: 'My shortlist',
        description: 'The shortlist the signed-in user belongs to: an empty list, or one shortlist.',
        ...userOnly,
        response: { 200: ok(ShortlistListSchema), ...guarded },
      },
    },
    async (request) => {
      const user = userId(request);
      const id = await shortlist.shortlistOf(app.db, user);
      return { success: true as const, data: id ? [await found(id, user)] : [] };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'createShortlist',
        summary: 'Start a shortlist',
        description: 'Starts a shortlist owned by the signed-in user; 409 when they already belong to one.',
        ...userOnly,
        response: { 201: ok(ShortlistSchema), 409: errorResponses[409], ...guarded },
      },
    },
    async (request, reply) => {
      const user = userId(request);
      const created = await shortlist.create(app.db, user);
      if (!created.ok) throw new HttpError(409, 'You already have a shortlist');
      return reply.status(201).send({ success: true as const, data: await found(created.value, user) });
    },
  );

  app.post(
    '/join',
    {
      schema: {
        tags,
        operationId: 'joinShortlist',
        summary: 'Join with an invitation',
        description:
          'Redeems an invitation token: the signed-in user joins its shortlist. 404 for an unknown token; 410 for one used, expired or revoked; 409 when the shortlist is full or the user already has a partner.',
        ...userOnly,
        body: JoinBody,
        response: {
          200: ok(ShortlistSchema),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
          410: errorResponses[404],
          429: errorResponses[429],
          ...guarded,
        },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('invitations', user);
      const joined = await shortlist.join(app.db, request.body.token, user);
      if (!joined.ok) throw new HttpError(JOIN_REFUSAL_STATUS[joined.reason], INVITATION_ERRORS[joined.reason]);
      return { success: true as const, data: await found(joined.value, user) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'getShortlist',
        summary: 'A shortlist',
        description: 'Its members and, for the owner, its pending invitations. 404 unless the caller is a member.',
        ...memberOnly,
        params: ShortlistParams,
        response: { 200: ok(ShortlistSchema), ...withId },
      },
    },
    async (request) => ({ success: true as const, data: await found(request.params.id, userId(request)) }),
  );

  app.delete(
    '/:id/membership',
    {
      schema: {
        tags,
        operationId: 'leaveShortlist',
        summary: 'Leave a shortlist',
        description:
          "Takes the caller out of the shortlist. The partner keeps it (and becomes its owner); the last one out deletes it. Each user's answers stay theirs.",
        ...memberOnly,
        params: ShortlistParams,
        response: { 200: ok(Done), ...withId },
      },
    },
    async (request) => {
      if (!(await shortlist.leave(app.db, request.params.id, userId(request))).ok) throw new HttpError(404, NOT_FOUND);
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.post(
    '/:id/invitations',
    {
      schema: {
        tags,
        operationId: 'createShortlistInvitation',
        summary: 'Invite a partner',
        description: `Creates a single-use invitation that expires in ${INVITATION_TTL_MS / DAY_MS} days. Only the owner invites; 409 when the shortlist already has two members. Rate limited per user.`,
        ...memberOnly,
        params: ShortlistParams,
        response: { 201: ok(CreatedInvitationSchema), 409: errorResponses[409], 429: errorResponses[429], ...withId },
      },
    },
    async (request, reply) => {
      const user = userId(request);
      await rateLimit('invitations', user);
      const invited = await shortlist.invite(app.db, request.params.id, user);
      if (!invited.ok) {
        if (invited.reason === 'not-owner')
          throw new HttpError(403, 'Only the person who started the shortlist can invite');
        if (invited.reason === 'full') throw new HttpError(409, 'This shortlist already has two partners');
        throw new HttpError(404, NOT_FOUND);
      }
      return reply.status(201).send({ success: true as const, data: invited.value });
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        operationId: 'revokeShortlistInvitation',
        summary: 'Cancel an invitation',
        description: 'The owner cancels a pending invitation; its link then answers that it was cancelled.',
        ...memberOnly,
        params: InvitationParams,
        response: { 200: ok(Done), ...withId },
      },
    },
    async (request) => {
      const revoked = await shortlist.revoke(app.db, request.params.id, request.params.invitationId, userId(request));
      if (!revoked.ok && revoked.reason === 'not-owner')
        throw new HttpError(403, 'Only the person who started the shortlist can cancel invitations');
      if (!revoked.ok) throw new HttpError(404, 'Invitation not found');
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.get(
    '/:id/deck',
    {
      schema: {
        tags,
        operationId: 'getShortlistDeck',
        summary: 'Names to answer',
        description:
          "Names the caller has not answered yet, in the shortlist's shared order (the same for both partners with the same filters), with names the partner answered Yes or Love brought forward among them. Without filter parameters, the shortlist's saved filters (gender, religion, first letter, length, US popularity band); fromFavourites narrows to the caller's favourites.",
        ...memberOnly,
        params: ShortlistParams,
        querystring: DeckQuery,
        response: { 200: ok(DeckSchema), ...withId },
      },
    },
    async (request) => {
      const { size, fromFavourites, ...filters } = request.query;
      lengthsInOrder(filters);
      const asked = Object.keys(filters).length > 0;
      const dealt = await shortlist.deck(
        app.db,
        request.params.id,
        userId(request),
        asked ? filters : null,
        size ?? DECK_PAGE_SIZE,
        fromFavourites ?? false,
      );
      if (!dealt.ok) throw new HttpError(404, NOT_FOUND);
      return { success: true as const, data: dealt.value };
    },
  );

  app.put(
    '/:id/votes/:nameId',
    {
      schema: {
        tags,
        operationId: 'voteShortlistName',
        summary: 'Answer a name',
        description:
          'Records Yes, No or Love for a name (answering again replaces it) and says whether it is now a match. Rate limited per user.',
        ...memberOnly,
        params: NameParams,
        body: VoteBody,
        response: { 200: ok(VoteResultSchema), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('votes', user);
      const voted = await shortlist.vote(app.db, request.params.id, user, request.params.nameId, request.body.answer);
      if (!voted.ok) throw new HttpError(404, voted.reason === 'no-name' ? 'Name not found' : NOT_FOUND);
      return { success: true as const, data: voted.value };
    },
  );

  app.put(
    '/:id/filters',
    {
      schema: {
        tags,
        operationId: 'setShortlistFilters',
        summary: 'Save the deck filters',
        description:
          "Saves the deck's filters for both partners (an empty object: all names); the partner's next poll of the matches sees a new version and reads them. Rate limited per user.",
        ...memberOnly,
        params: ShortlistParams,
        body: FiltersSchema,
        response: { 200: ok(ShortlistSchema), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      lengthsInOrder(request.body);
      await rateLimit('edits', user);
      const saved = await shortlist.saveFilters(app.db, request.params.id, user, request.body);
      if (!saved.ok) throw new HttpError(404, NOT_FOUND);
      return { success: true as const, data: saved.value };
    },
  );

  app.post(
    '/:id/undo',
    {
      schema: {
        tags,
        operationId: 'undoShortlistAnswer',
        summary: 'Undo the last answer',
        description:
          "Takes back the caller's newest answer and answers its card, to be shown again; called again, the one before. 404 when there is nothing to undo. Rate limited per user (as answers).",
        ...memberOnly,
        params: ShortlistParams,
        response: { 200: ok(DeckCardSchema), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('votes', user);
      const undone = await shortlist.undo(app.db, request.params.id, user);
      if (!undone.ok) throw new HttpError(404, undone.reason === 'nothing' ? 'There is no answer to undo' : NOT_FOUND);
      return { success: true as const, data: undone.value };
    },
  );

  app.post(
    '/:id/own-names',
    {
      schema: {
        tags,
        operationId: 'addShortlistOwnName',
        summary: 'Add a name of your own',
        description:
          "Adds a name the catalogue lacks (a family name) to this shortlist only: it counts as the caller's Yes and is dealt to the partner like any other name. 409 when the pair already added it. Rate limited per user.",
        ...memberOnly,
        params: ShortlistParams,
        body: OwnNameBody,
        response: { 201: ok(DeckCardSchema), 409: errorResponses[409], 429: errorResponses[429], ...withId },
      },
    },
    async (request, reply) => {
      const user = userId(request);
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      if (!/^\p{L}[\p{L}\p{M}' .-]*$/u.test(name)) {
        const message = 'name must start with a letter and hold only letters, spaces, hyphens and apostrophes';
        throw new HttpError(400, `Invalid input: ${message}`, [{ field: 'name', message }]);
      }
      await rateLimit('edits', user);
      const added = await shortlist.addOwnName(app.db, request.params.id, user, name, request.body.gender);
      if (!added.ok && added.reason === 'conflict')
        throw new HttpError(409, `${name} is already one of your own names`);
      if (!added.ok) throw new HttpError(404, NOT_FOUND);
      return reply.status(201).send({ success: true as const, data: added.value });
    },
  );

  app.get(
    '/:id/duel',
    {
      schema: {
        tags,
        operationId: 'getShortlistDuel',
        summary: 'Two matches to choose between',
        description:
          'The next pair of matches for the caller to compare ("which do you prefer?"): pairs the caller has compared least come first. Null with fewer than two matches.',
        ...memberOnly,
        params: ShortlistParams,
        response: { 200: ok(DuelSchema), ...withId },
      },
    },
    async (request) => {
      const next = await shortlist.duel(app.db, request.params.id, userId(request));
      if (!next.ok) throw new HttpError(404, NOT_FOUND);
      return { success: true as const, data: { pair: next.value } };
    },
  );

  app.post(
    '/:id/duels',
    {
      schema: {
        tags,
        operationId: 'decideShortlistDuel',
        summary: 'Choose between two matches',
        description:
          'Records which of two matches the caller prefers; the matches then carry the orders the duels give. 400 unless both are current matches. Rate limited per user (as answers).',
        ...memberOnly,
        params: ShortlistParams,
        body: DuelBody,
        response: { 200: ok(Done), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('votes', user);
      const { winner, loser } = request.body;
      const decided = await shortlist.decideDuel(app.db, request.params.id, user, winner, loser);
      if (!decided.ok && decided.reason === 'not-found') throw new HttpError(404, NOT_FOUND);
      if (!decided.ok) {
        const message = 'winner and loser must be two different matches';
        throw new HttpError(400, `Invalid input: ${message}`, [{ field: 'winner', message }]);
      }
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.get(
    '/:id/matches',
    {
      schema: {
        tags,
        operationId: 'getShortlistMatches',
        summary: 'Matches and their ranking',
        description:
          'The names both partners answered Yes or Love (Love-Love first), with notes and the shared ranking. Answers an ETag; with If-None-Match and no change since, 304 with no body.',
        ...memberOnly,
        params: ShortlistParams,
        response: { 200: ok(MatchesSchema), 304: NotModifiedSchema, ...withId },
      },
    },
    async (request, reply) => {
      const user = userId(request);
      const etagOf = (v: string) => `"shortlist-${request.params.id}-${v}"`;
      const known = request.headers['if-none-match'];
      if (known) {
        const current = await shortlist.version(app.db, request.params.id, user);
        if (!current.ok) throw new HttpError(404, NOT_FOUND);
        if (known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etagOf(current.value)))
          return reply.header('etag', etagOf(current.value)).code(304).send(null);
      }
      const state = await shortlist.matches(app.db, request.params.id, user);
      if (!state.ok) throw new HttpError(404, NOT_FOUND);
      return reply.header('etag', etagOf(state.value.version)).send({ success: true as const, data: state.value });
    },
  );

  app.put(
    '/:id/ranking',
    {
      schema: {
        tags,
        operationId: 'rankShortlist',
        summary: 'Rank the matches',
        description:
          'Sets the order of the matched names (ids first to last); matches left out follow. 400 for an id that is not a match. Rate limited per user.',
        ...memberOnly,
        params: ShortlistParams,
        body: RankingBody,
        response: { 200: ok(Done), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('edits', user);
      const ranked = await shortlist.rank(app.db, request.params.id, user, request.body.nameIds);
      if (!ranked.ok && ranked.reason === 'not-found') throw new HttpError(404, NOT_FOUND);
      if (!ranked.ok && ranked.reason === 'not-matched') {
        const message = `nameIds holds ${ranked.nameId}, which is not one of your matches`;
        throw new HttpError(400, `Invalid input: ${message}`, [{ field: 'nameIds', message }]);
      }
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.put(
    '/:id/notes/:nameId',
    {
      schema: {
        tags,
        operationId: 'setShortlistNote',
        summary: 'Note on a match',
        description: `Sets the shared note on a matched name (up to ${NOTE_MAX_LENGTH} characters; empty clears it). 404 for a name that is not a match. Rate limited per user.`,
        ...memberOnly,
        params: NameParams,
        body: NoteBody,
        response: { 200: ok(Done), 429: errorResponses[429], ...withId },
      },
    },
    async (request) => {
      const user = userId(request);
      await rateLimit('edits', user);
      const noted = await shortlist.setNote(
        app.db,
        request.params.id,
        user,
        request.params.nameId,
        request.body.note.trim(),
      );
      if (!noted.ok) throw new HttpError(404, noted.reason === 'not-matched' ? 'Match not found' : NOT_FOUND);
      return { success: true as const, data: { done: true as const } };
    },
  );
};

export default routes;
