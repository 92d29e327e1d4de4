/**
 * Bad input gets a 4xx in the API's envelope with a sentence that says what is wrong, never a 500
 * (docs/api.md, "Status codes"); strangers are refused before their body is read; personal answers
 * are not cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let religionId: string;

interface Envelope {
  success: boolean;
  error: string;
  details?: { field: string; message: string }[];
}

function expectRefusal(res: { statusCode: number; json<T>(): T }, status: number, message: RegExp): void {
  expect(res.statusCode).toBe(status);
  const body = res.json<Envelope>();
  expect(body.success).toBe(false);
  expect(body.error).toMatch(message);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  user = await createAccount(t, 'user');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/religions',
    headers: admin.headers,
    payload: { name: 'Envelope Faith' },
  });
  religionId = res.json<{ data: { id: string } }>().data.id;
});

afterAll(async () => {
  await t.close();
});

describe('no 500 for bad input', () => {
  it.each([
    ['/api/names?search=%00', /search must not contain NUL/],
    ['/api/names?search=a%00b', /search must not contain NUL/],
    ['/api/names?page=Infinity', /page must be a finite number/],
    ['/api/names?page=1e309', /page must be a finite number/],
    ['/api/names?limit=1e400', /limit must be a finite number/],
    ['/api/names?page=0', /page/],
    ['/api/names?letter=%C3%A9', /letter/],
    [`/api/names?search=${'x'.repeat(101)}`, /search/],
  ])('GET %s answers 400 saying what is wrong', async (url, message) => {
    expectRefusal(await t.app.inject({ url }), 400, message);
  });

  it('refuses NUL bytes in login and registration bodies', async () => {
    for (const [url, payload] of [
      ['/api/auth/user/login', { email: 'a\u0000b@example.test', password: 'long enough password' }],
      ['/api/auth/admin/login', { email: 'admin@example.test', password: 'pass\u0000word!' }],
      ['/api/auth/user/register', { name: 'Nul', email: 'nul\u0000@example.test', password: 'long enough password' }],
    ] as const) {
      expectRefusal(await t.app.inject({ method: 'POST', url, payload }), 400, /must not contain NUL/);
    }
  });

  it('refuses a NUL in any text field of every catalogue kind, on create and on update', async () => {
    const kinds: Record<string, Record<string, unknown>> = {
      religions: { name: 'Nul Faith' },
      names: {
        name: 'Nul',
        gender: 'male',
        meaning: 'none',
        origin: 'Test',
        description: 'd',
        source: 's',
        religionId: null,
      },
      'god-names': { name: 'Nul God', description: 'd', subNames: ['One'], source: 's', religionId },
      nicknames: { name: 'Nully', description: 'd', source: 's' },
    };
    for (const [base, valid] of Object.entries(kinds)) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/${base}`,
        headers: admin.headers,
        payload: valid,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { id: string } }>().data.id;
      const textFields = Object.entries(valid).filter(([, v]) => typeof v === 'string' && !/^\d+$/.test(v));
      if (base === 'god-names') textFields.push(['subNames', ['One']]);
      for (const [field, value] of textFields) {
        const bad = Array.isArray(value) ? ['On\u0000e'] : `${String(value)}\u0000`;
        for (const [method, url] of [
          ['POST', `/api/${base}`],
          ['PUT', `/api/${base}/${id}`],
        ] as const) {
          const res = await t.app.inject({ method, url, headers: admin.headers, payload: { ...valid, [field]: bad } });
          expectRefusal(res, 400, /must not contain NUL/);
          expect(res.json<Envelope>().details?.[0]?.field).toMatch(new RegExp(`^${field}`));
        }
      }
    }
  });

  it.each([['abc'], [''], ['9999999999999999999']])(
    'refuses religionId %j sent to religions and nicknames with a clear 400',
    async (value) => {
      for (const [base, payload] of [
        ['religions', { name: 'Wrong Field Faith' }],
        ['nicknames', { name: 'Wrongy', description: 'd' }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${base}`,
          headers: admin.headers,
          payload: { ...payload, religionId: value },
        });
        expectRefusal(res, 400, /religionId is not a field of/);
      }
    },
  );

  it('answers 401, not 500, to a correctly signed token whose subject is not a number', async () => {
    const token = await t.app.tokens.sign({ id: 'not-a-number', role: 'user' }, 3600);
    expectRefusal(
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }),
      401,
      /sign in/,
    );
  });
});

describe('deeply nested JSON', () => {
  // Arrays and objects inside one another, far past any honest body: before the depth check the
  // input guard's walk overflowed the stack and every JSON route answered 500.
  const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('is refused with 400 on every route that takes a body, signed in with the role it needs', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; 'x-role'?: string }>>;
    }>();
    const withBody = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({ path, method: method.toUpperCase(), role: op['x-role'] })),
    );
    expect(withBody.length).toBeGreaterThan(15);
    for (const { path, method, role } of withBody) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const who = role === 'admin' ? admin : role ? user : null;
      for (const payload of [deepArray(20_000), deepObject(20_000), deepArray(33)]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
          payload,
        });
        expect(res.statusCode, `${method} ${path}`).toBe(400);
        expect(res.json<Envelope>().error).toBe('Invalid input: the JSON is nested too deeply (at most 32 levels)');
      }
    }
  });

  it('a body nested within the bound still reaches its route', async () => {
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.test","password":"x","extra":${deepArray(30)}}`,
    });
    expect(fine.statusCode).toBe(401);
  });
});

describe('every /api error in the envelope', () => {
  it('a bad percent-encoding', async () => {
    expectRefusal(await t.app.inject({ url: '/api/names/%ZZ' }), 400, /not valid/);
  });

  it('an over-long id', async () => {
    expectRefusal(await t.app.inject({ url: `/api/names/${'1'.repeat(300)}` }), 414, /too long/);
  });

  it('headers too large for the server (431), over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/names', headers: { 'x-padding': 'y'.repeat(40_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'The request headers are too large' });
  });
});

describe('who is asking, before anything else', () => {
  it('answers 401 to an anonymous create without validating its body', async () => {
    expectRefusal(await t.app.inject({ method: 'POST', url: '/api/names', payload: {} }), 401, /sign in/);
  });

  it('answers 401 to an anonymous import without reading its body', async () => {
    let read = 0;
    const { Readable } = await import('node:stream');
    // A body that counts what is pulled from it: the refusal must come before it is read.
    const body = new Readable({
      read() {
        read += 1;
        this.push(read > 10 ? null : 'x'.repeat(1024 * 1024));
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectRefusal(res, 401, /sign in/);
    expect(read).toBeLessThan(10);
  });

  it('answers 403 to a user token before validating an admin body', async () => {
    expectRefusal(
      await t.app.inject({ method: 'POST', url: '/api/names', headers: user.headers, payload: {} }),
      403,
      /permission/,
    );
  });
});

describe('personal answers are never cached', () => {
  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/user/favorites'],
    ['GET', '/api/user/favorites/god-names'],
    ['GET', '/api/user/favorites/nicknames'],
  ])('%s %s sends Cache-Control: no-store', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a failed login is not cached either', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email: user.email, password: 'wrong password!' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('nor is a personal route refused to a signed-out caller, or one that does not exist', async () => {
    const refused = await t.app.inject({ url: '/api/user/favorites' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ url: '/api/user/no-such-thing', headers: user.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('the public catalogue stays cacheable, also when a signed-in island sends its token', async () => {
    for (const headers of [{}, user.headers]) {
      const res = await t.app.inject({ url: '/api/religions', headers });
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers['etag']).toBeTruthy();
    }
  });
});

describe('one strict content security policy', () => {
  it('the header names no script or style source, so no page is under an unsafe-inline policy', async () => {
    const res = await t.app.inject({ url: '/api/religions' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src|style-src|default-src/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
