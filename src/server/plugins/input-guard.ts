/**
 * Bad input that schemas cannot express, refused with a 400 for every route at once rather
 * than route by route (the rules are in input-rules.ts, which imported files meet too): JSON
 * nested too deeply (refused by the body parser before anything walks it), NUL characters
 * (PostgreSQL text cannot hold them, so they would otherwise fail deep in a query as a 500) and
 * numbers that only parse as infinite (`page=Infinity`, `limit=1e400`), which pass JSON Schema
 * bounds but no SQL cast.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { TOO_DEEP, findBadFields, finite, jsonTooDeep, noNul, type Check } from '../input-rules.ts';

export { findBadFields } from '../input-rules.ts';

function refuseIf(request: FastifyRequest, check: Check): void {
  const details = [request.params, request.query, request.body].flatMap((part) => findBadFields(part, check));
  if (details.length > 0) throw new HttpError(400, `Invalid input: ${details[0]!.message}`, details);
}

export default fp(
  async (app) => {
    // Fastify's own JSON parser (it refuses __proto__ and constructor.prototype keys), behind a
    // depth check on the text: a deeply nested body is refused before it is parsed or walked.
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonTooDeep(body as string)) {
        done(new HttpError(400, `Invalid input: ${TOO_DEEP}`, [{ field: 'body', message: `body: ${TOO_DEEP}` }]));
        return;
      }
      void json(request, body as string, done);
    });
    // Before validation, so a NUL never reaches a pattern or a query.
    app.addHook('preValidation', async (request) => refuseIf(request, noNul));
    // After validation has coerced query strings to numbers.
    app.addHook('preHandler', async (request) => refuseIf(request, finite));
  },
  { name: 'input-guard' },
);
