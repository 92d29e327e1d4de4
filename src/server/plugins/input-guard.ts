/**
 * Bad input that schemas cannot express, refused with a 400 for every route at once rather
 * than route by route: NUL characters (PostgreSQL text cannot hold them, so they would
 * otherwise fail deep in a query as a 500) and numbers that only parse as infinite
 * (`page=Infinity`, `limit=1e400`), which pass JSON Schema bounds but no SQL cast.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../shared/catalogue-format.ts';
import { HttpError } from '../errors.ts';

type Check = (value: unknown) => string | null;

const noNul: Check = (value) =>
  typeof value === 'string' && value.includes('\u0000') ? 'must not contain NUL characters' : null;
const finite: Check = (value) =>
  typeof value === 'number' && !Number.isFinite(value) ? 'must be a finite number' : null;

/** Every field of a parsed query, params or body (nested objects and arrays too) that fails. */
export function findBadFields(input: unknown, check: Check, path = ''): FieldError[] {
  const own = check(input);
  if (own) return [{ field: path || 'body', message: `${path || 'body'} ${own}` }];
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input as Record<string, unknown>).flatMap(([key, value]) => {
    const field = path ? `${path}.${key}` : key;
    const inKey = check(key);
    return inKey ? [{ field, message: `a field name ${inKey}` }] : findBadFields(value, check, field);
  });
}

function refuseIf(request: FastifyRequest, check: Check): void {
  const details = [request.params, request.query, request.body].flatMap((part) => findBadFields(part, check));
  if (details.length > 0) throw new HttpError(400, `Invalid input: ${details[0]!.message}`, details);
}

export default fp(
  async (app) => {
    // Before validation, so a NUL never reaches a pattern or a query.
    app.addHook('preValidation', async (request) => refuseIf(request, noNul));
    // After validation has coerced query strings to numbers.
    app.addHook('preHandler', async (request) => refuseIf(request, finite));
  },
  { name: 'input-guard' },
);
