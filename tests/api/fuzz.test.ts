/**
 * Property: whatever a client sends to any endpoint of the OpenAPI document (odd strings, NUL
 * bytes, huge and non-finite numbers, wrong types, unknown fields), the answer is never a 5xx,
 * and every error is in the API's envelope. The endpoints come from the app's own document.
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
});

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
      const who = path.startsWith('/api/user/') ? user : admin;

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
          const concrete = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
            encodeURIComponent(place === 'path' && name === field ? text : '1'),
          );
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
  }, 300_000);
});
