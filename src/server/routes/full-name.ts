/**
 * /api/full-name: the full-name workbench's report for a first, middle and surname and the
 * siblings' names. Public, read only, never stored or logged beyond the usual request line; the
 * island asks it as the visitor types, and the server's plain-form answer reads the same report.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses } from '../schemas/common.ts';
import { fullNameReport } from '../full-name-page.ts';
import { FULL_NAME_PART_MAX, SIBLINGS_MAX } from '../../shared/full-name.ts';

const Part = Type.Optional(Type.String({ maxLength: FULL_NAME_PART_MAX }));
const Query = Type.Object(
  {
    first: Part,
    middle: Part,
    surname: Part,
    sibling: Type.Optional(
      Type.Union([
        Type.String({ maxLength: FULL_NAME_PART_MAX * SIBLINGS_MAX }),
        Type.Array(Type.String({ maxLength: FULL_NAME_PART_MAX }), { maxItems: SIBLINGS_MAX }),
      ]),
    ),
  },
  { additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['full-name'],
        operationId: 'getFullNameReport',
        summary: 'Check a full name',
        description:
          'Initials and monogram (with a warning when they spell a word on a short curated list), flow checks (alliteration, rhyme, running together, length, rhythm), syllables (from the catalogue respelling or the spelling), and the siblings beside the baby (initial, US peak decade, origin). Nothing is stored.',
        querystring: Query,
        response: { 200: ok(Type.Unknown()), 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, 'http://x');
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await fullNameReport(app.db, url.searchParams) };
    },
  );
};

export default routes;
