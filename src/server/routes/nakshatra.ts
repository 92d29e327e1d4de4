/**
 * /api/nakshatra: the names that begin with each of the 108 birth-star syllables, read-only and
 * cached like the rest of the catalogue. The site's syllable pages are built from it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../schemas/common.ts';
import * as store from '../repositories/nakshatra.ts';
import { PADAS } from '../../shared/nakshatra.ts';
import { latinKey, padasOfKey, padasOfName } from '../../shared/syllable-match.ts';
import { NAKSHATRA_GOD_RELIGIONS, NAKSHATRA_SPELLING_RELIGIONS } from '../../shared/nakshatra-names.ts';

const SyllableNames = Type.Object({
  slug: Type.String({ description: 'The pada: rohini-2' }),
  nakshatra: Type.Integer({ minimum: 1, maximum: 27 }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  syllable: Type.String({ description: 'The syllable in Devanagari' }),
  names: Type.Array(
    Type.Object({
      id: Type.String(),
      script: Type.Union([Type.String(), Type.Null()], { description: 'The native spelling the match was read from' }),
      scriptLang: Type.Union([Type.String(), Type.Null()]),
      matchedOn: Type.Union([Type.Literal('script'), Type.Literal('spelling')], {
        description:
          'script: the first akshara of its native spelling; spelling: its Latin letters (no native spelling)',
      }),
    }),
  ),
  godNames: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), subNames: Type.Array(Type.String()) }), {
    description: 'God names whose traditional list has names beginning with the syllable, with those names',
  }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/syllables',
    {
      compress: false,
      schema: {
        tags: ['nakshatra'],
        operationId: 'listNakshatraSyllables',
        summary: 'The names that begin with each birth-star syllable',
        description:
          'For each of the 108 padas (27 nakshatras × 4), in zodiac order: the ids of the names that begin with its syllable, matched on the first akshara of their Indic spelling (converted to Devanagari), or on their Latin letters for names of Indian religions without one; and the god names whose lists have names beginning with it.',
        response: { 200: ok(Type.Array(SyllableNames)) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const [spellings, godNames] = await Promise.all([store.nameSpellings(app.db), store.godNameLists(app.db)]);
        const bySlug = new Map(
          PADAS.map((p) => [
            p.slug,
            {
              slug: p.slug,
              nakshatra: p.nakshatra,
              pada: p.pada,
              syllable: p.syllable,
              names: [] as {
                id: string;
                script: string | null;
                scriptLang: string | null;
                matchedOn: 'script' | 'spelling';
              }[],
              godNames: [] as { id: string; name: string; subNames: string[] }[],
            },
          ]),
        );
        for (const n of spellings) {
          if (!n.script && !NAKSHATRA_SPELLING_RELIGIONS.includes(n.religion ?? '')) continue;
          const match = padasOfName(n);
          for (const pada of match?.padas ?? [])
            bySlug
              .get(pada.slug)!
              .names.push({ id: n.id, script: n.script, scriptLang: n.scriptLang, matchedOn: match!.matchedOn });
        }
        for (const god of godNames) {
          if (!NAKSHATRA_GOD_RELIGIONS.includes(god.religion)) continue;
          const groups = new Map<string, string[]>();
          for (const sub of god.subNames) {
            for (const pada of padasOfKey(latinKey(sub)))
              groups.set(pada.slug, [...(groups.get(pada.slug) ?? []), sub]);
          }
          for (const [slug, subNames] of groups)
            bySlug.get(slug)!.godNames.push({ id: god.id, name: god.name, subNames });
        }
        return { success: true as const, data: [...bySlug.values()] };
      }),
  );
};

export default routes;
