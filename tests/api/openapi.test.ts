import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
}, 120_000);
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('documents every catalogue call at the paths clients use', () => {
    expect(doc.openapi).toMatch(/^3\./);
    for (const base of ['names', 'god-names', 'nicknames', 'religions']) {
      expect(Object.keys(doc.paths[`/api/${base}`] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/api/${base}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    }
    expect(doc.paths['/api/admin/import']?.['post']).toBeDefined();
    expect(doc.paths['/api/admin/export']?.['get']).toBeDefined();
  });

  it('carries the query of the names list, the write bodies, the answers and who may write', () => {
    const list = doc.paths['/api/names']!['get']!;
    expect(list.parameters?.map((p) => p.name).sort()).toEqual([
      'gender',
      'letter',
      'limit',
      'page',
      'popularIn',
      'religionId',
      'search',
      'sort',
    ]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400']));
    for (const base of ['names', 'god-names', 'nicknames', 'religions']) {
      const create = doc.paths[`/api/${base}`]!['post']!;
      expect(create.requestBody).toBeDefined();
      expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
      expect(create.security).toEqual([{ bearerAuth: [] }]);
      const remove = doc.paths[`/api/${base}/{id}`]!['delete']!;
      expect(remove.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id']);
      expect(Object.keys(remove.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    }
  });
});

describe('GET /api/docs', () => {
  it('serves a readable page whose scripts need no inline allowance', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Swagger UI');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.json<Document>().paths['/api/names']).toBeDefined();
  });
});
