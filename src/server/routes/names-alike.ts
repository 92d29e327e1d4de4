/**
 * /api/names/alike: what the build ranks "Names like this" and sibling ideas by, for every
 * catalogue name at once (one query), public and cached like the rest of the catalogue.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../schemas/common.ts';
import { alikeFeatures } from '../repositories/names-alike.ts';
import { ERA_DECADES, ERA_FIRST_DECADE } from '../../shared/names-alike.ts';

const AlikeFeaturesSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Type.Unsafe<'male' | 'female'>({ type: 'string', enum: ['male', 'female'] }),
  origin: Type.String(),
  religionId: Type.Union([Type.String(), Type.Null()]),
  era: Type.Union([
    Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { minItems: ERA_DECADES, maxItems: ERA_DECADES }),
    Type.Null(),
  ]),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;
  app.get(
    '/alike',
    {
      compress: false,
      schema: {
        tags: ['names'],
        operationId: 'listNameEras',
        summary: 'Every name with its era, origin and tradition (for "Names like this")',
        description:
          `Every catalogue name (id order) with what the site's "Names like this" ranking compares: gender, origin, ` +
          `religion, and its era: its share of the US births of its sex in each of the ${ERA_DECADES} decades from ` +
          `the ${ERA_FIRST_DECADE}s (US Social Security Administration data, public domain), scaled so the highest ` +
          'is 1000; null when the SSA never listed the spelling for that sex.',
        response: { 200: ok(Type.Array(AlikeFeaturesSchema)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, data: await alikeFeatures(app.db) })),
  );
};

export default routes;
