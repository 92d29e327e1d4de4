/**
 * A deleted item's built page answers 404 at once when our server serves the site:
 * the page stays in dist/ until the next build, but the server checks the database first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { buildApp, type App } from '../../src/server/app.ts';

let t: TestApp;
let site: App;
let admin: TestAccount;
let dist: string;
let nameId: string;

function page(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
  writeFileSync(path.join(dist, relative), `<!doctype html><title>${text}</title><h1>${text}</h1>`);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/names',
    headers: admin.headers,
    payload: { name: 'Transient', gender: 'female', meaning: 'passing', origin: 'Latin', religionId: null },
  });
  nameId = res.json<{ data: { id: string } }>().data.id;
  dist = mkdtempSync(path.join(tmpdir(), 'site-'));
  page('index.html', 'Home');
  page('404.html', 'Page not found');
  page(`names/${nameId}/index.html`, 'Transient');
  page('shells/name/index.html', 'Name shell');
  site = await buildApp({ db: t.db, config: { ...t.config, distDir: dist }, site: true });
  await site.ready();
});

afterAll(async () => {
  await site.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('deleted items', () => {
  it('serve their built page while they exist, and 404 with the shell (its not-found state) once deleted', async () => {
    const before = await site.inject({ url: `/names/${nameId}` });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<h1>Transient</h1>');

    expect(
      (await site.inject({ method: 'DELETE', url: `/api/names/${nameId}`, headers: admin.headers })).statusCode,
    ).toBe(200);

    const after = await site.inject({ url: `/names/${nameId}` });
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Transient');
    expect(after.body).toContain('Name shell');
  });

  it('answers 404 for an id that never existed, and still serves shells for items added after the build', async () => {
    expect((await site.inject({ url: '/names/987654' })).statusCode).toBe(404);
    const res = await site.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { name: 'Newcomer', gender: 'male', meaning: 'new', origin: 'English', religionId: null },
    });
    const id = res.json<{ data: { id: string } }>().data.id;
    const shell = await site.inject({ url: `/names/${id}` });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('Name shell');
  });
});
