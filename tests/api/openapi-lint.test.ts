/**
 * The API document is a contract for client generators too: Spectral's OpenAPI ruleset
 * (`spectral:oas`) must find nothing in it, not even a warning. A new route that lacks an
 * operationId, a description or a tag with a description fails here with the rule and the path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let text: string;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
}, 120_000);
afterAll(() => t.close());

describe('GET /api/openapi.json under spectral:oas', () => {
  it('has no errors and no warnings', async () => {
    const spectral = new Spectral();
    // The published ruleset's type misses the optional `extends` the definition type requires.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(text, Json, '/api/openapi.json'));
    // Severity 0 is an error, 1 a warning; 2 (info) and 3 (hint) are advice.
    const level = ['error', 'warning'];
    const findings = results
      .filter((r) => Number(r.severity) < level.length)
      .map((r) => `${level[Number(r.severity)]} ${String(r.code)} at ${r.path.join('.')}: ${r.message}`);
    expect(findings).toEqual([]);
  });

  it('lists only the API, not the site the same server serves', () => {
    const paths = Object.keys((JSON.parse(text) as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});
