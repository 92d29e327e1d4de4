/**
 * Property: whatever a client sends to any endpoint of the OpenAPI document (odd strings, NUL
 * bytes, huge and non-finite numbers, wrong types, unknown fields), the answer is never a 5xx,
 * and every error is in the API's envelope. The endpoints come from the app's own document, and
 * so does who may call each (x-role, x-membership): every route is fuzzed as a caller who gets
 * past its guard, the shortlist's as a member with ids of that shortlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

interface Parameter {
  in: string;
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  /** Who may call it (the app's OpenAPI extension): admin, user or signed-in (either role). */
  'x-role'?: 'admin' | 'user' | 'signed-in';
  /** The path's {id} must be a shortlist the caller belongs to. */
  'x-membership'?: 'shortlist';
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let religionId: string;
let nameId: string;

/**
 * A value the schema accepts, so that a body with one nasty field gets past validation and
 * reaches the handler and the database, where the 500s used to hide.
 */
function validFrom(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'Fuzz value';
  if (schema.enum) return schema.enum[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object'))
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, validFrom(v)]));
  if (types.includes('array')) return [validFrom(schema.items)];
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return 1;
  if (schema.pattern?.includes('[1-9]')) return religionId;
  if (schema.format === 'email') return 'fuzz@example.test';
  return 'Fuzz value';
}

beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    config: { loginRateLimit: { max: 100_000, windowMs: 60_000, slowdownMs: 0 } },
  });
  admin = await createAccount(t, 'admin');
  user = await createAccount(t, 'user');
  const religion = await t.app.inject({
    method: 'POST',
    url: '/api/religions',
    headers: admin.headers,
    payload: { name: 'Fuzz Faith' },
  });
  religionId = religion.json<{ data: { id: string } }>().data.id;
  const name = await t.app.inject({
    method: 'POST',
    url: '/api/names',
    headers: admin.headers,
    payload: { name: 'Fuzz', gender: 'male', meaning: 'test', origin: 'Test', religionId: null },
  });
  nameId = name.json<{ data: { id: string } }>().data.id;
});

/**
 * The user's shortlist and a pending invitation of it, made again when a fuzzed call left or
 * revoked them, so that every shortlist route is called by a member with ids that exist.
 */
async function shortlistIds(): Promise<Record<string, string>> {
  const listed = await t.app.inject({ url: '/api/shortlists', headers: user.headers });
  let id = listed.json<{ data: { id: string }[] }>().data[0]?.id;
  if (!id) {
    const created = await t.app.inject({ method: 'POST', url: '/api/shortlists', headers: user.headers });
    id = created.json<{ data: { id: string } }>().data.id;
  }
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/shortlists/${id}/invitations`,
    headers: user.headers,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  return { id, invitationId: invited.json<{ data: { id: string } }>().data.id, nameId };
}

afterAll(async () => {
  await t.close();
});

const NASTY: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '_',
  "'",
  '"',
  '\\',
  '../',
  '%ZZ',
  'Infinity',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  null,
  true,
  1e308,
  -1,
  0,
  ['a\u0000'],
  { nested: '\u0000' },
];

/**
 * The values every field is tried with, one request each: those that found 500s or would (NUL,
 * non-finite and out-of-range numbers, a bad escape, wrong types, a long string). The rest of
 * NASTY comes up in the random cases.
 */
const EXHAUSTIVE: unknown[] = [
  '',
  '\u0000',
  'a\u0000b',
  '%ZZ',
  'Infinity',
  '1e309',
  '-1',
  '9999999999999999999',
  'x'.repeat(5000),
  null,
  1e308,
  ['a\u0000'],
  { nested: '\u0000' },
];

/** Strings a careless or hostile client sends. */
const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY.filter((v): v is string => typeof v === 'string')), weight: 4 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

type Case = { place: 'path' | 'query' | 'body'; field: string; value: unknown; signedIn: boolean };

describe('fuzzing every endpoint', () => {
  it('never answers 5xx, and answers every error in the envelope', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDoc>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(20);

    const problems: string[] = [];
    const reached: string[] = [];
    let requests = 0;
    for (const { path, method, op } of operations) {
      // Redirecting browser navigations (Google sign-in) are not JSON endpoints.
      if (path.startsWith('/api/auth/google')) continue;
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const baseline = (hasBody ? validFrom(bodySchema) : undefined) as Record<string, unknown> | undefined;
      const fields = {
        path: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: hasBody ? [...Object.keys(bodySchema?.properties ?? {}), 'religionId', 'id'] : [],
      };
      const places = (Object.keys(fields) as Case['place'][]).filter((place) => fields[place].length > 0);
      if (places.length === 0) {
        places.push('query');
        fields.query.push('extra');
      }
      // The caller who gets past the route's guard, as the document says who that is; on a
      // shortlist's routes a member, with ids of that shortlist.
      const role = op['x-role'];
      if (op.security?.length) expect(role, `${method} ${path} says who may call it`).toBeDefined();
      const who = role === 'admin' ? admin : user;
      // Limits per user (votes, invitations) would answer 429 before the handler reads the input.
      await t.db.query('delete from rate_limits');
      const ids: Record<string, string> = op['x-membership'] === 'shortlist' ? await shortlistIds() : {};
      const concreteOf = (fuzzed?: { name: string; text: string }) =>
        path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          encodeURIComponent(fuzzed?.name === name ? fuzzed.text : (ids[name] ?? '1')),
        );
      // The valid call itself gets past the guard (and, on a shortlist, past the membership check).
      const valid = await t.app.inject({
        method: method as 'GET',
        url: concreteOf(),
        headers: { ...who.headers, ...(baseline !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(baseline !== undefined ? { payload: JSON.stringify(baseline) } : {}),
      });
      reached.push(`${method} ${path}`);
      const stopped =
        (role !== undefined && [401, 403].includes(valid.statusCode)) ||
        (op['x-membership'] !== undefined && valid.json<{ error?: string }>().error === 'Shortlist not found');
      if (stopped)
        problems.push(
          `${method} ${path} as ${role ?? 'anyone'} stops at ${valid.statusCode}: ${valid.body.slice(0, 80)}`,
        );
      if (op['x-membership']) Object.assign(ids, await shortlistIds());

      // One nasty value at a time, everything else valid, so that it is not hidden behind a 400
      // for another field: every field × every listed nasty value first, then random cases.
      const examples: [Case][] = places.flatMap((place) =>
        fields[place].flatMap((field) =>
          EXHAUSTIVE.map((value) => [{ place, field, value, signedIn: true }] as [Case]),
        ),
      );
      const arbitrary: fc.Arbitrary<Case> = fc.constantFrom(...places).chain((place) =>
        fc.record({
          place: fc.constant(place),
          field: fc.constantFrom(...fields[place]),
          value: place === 'body' ? nastyValue : nastyString,
          signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
        }),
      );

      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ place, field, value, signedIn }) => {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          const concrete = concreteOf(place === 'path' ? { name: field, text } : undefined);
          const url = place === 'query' ? `${concrete}?${new URLSearchParams([[field, text]]).toString()}` : concrete;
          const body = place === 'body' ? { ...baseline, [field]: value } : baseline;
          const headers: Record<string, string> = signedIn ? { ...who.headers } : {};
          if (body !== undefined) headers['content-type'] = 'application/json';
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          requests += 1;
          const label = `${method} ${path} ${place}.${field}=${text.slice(0, 40)}`;
          if (res.statusCode >= 500) problems.push(`${label} → ${res.statusCode}`);
          if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
            const answer = res.json<{ success?: unknown; error?: unknown }>();
            if (answer.success !== false || typeof answer.error !== 'string' || answer.error === '') {
              problems.push(`${label} → ${res.statusCode} outside the envelope: ${res.body.slice(0, 100)}`);
            }
          }
          return true;
        }),
        { numRuns: examples.length + 30, examples, seed: 20261123 },
      );
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    // Every shortlist route was fuzzed as a member, not stopped at a guard.
    expect(reached.filter((r) => r.includes('/api/shortlists/{id}')).length).toBeGreaterThanOrEqual(8);
  }, 900_000);
});
