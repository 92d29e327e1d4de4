/**
 * What a browser may keep, and the security headers every answer carries. The pages share one
 * hashed stylesheet under /_astro/: it is sent as immutable for a year, so a visitor downloads it
 * once, while the pages themselves revalidate so a rebuild shows at once. The security headers
 * are worked out once at start (security.ts) and must still reach every kind of answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildApp, type App } from '../../src/server/app.ts';

let t: TestApp;
let site: App;
let dist: string;

function file(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
  writeFileSync(path.join(dist, relative), text);
}

beforeAll(async () => {
  t = await startTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'site-caching-'));
  file('_astro/Head.Abc123.css', 'body{margin:0}');
  file('index.html', '<!doctype html><title>Home</title><link rel="stylesheet" href="/_astro/Head.Abc123.css">');
  file('404.html', '<!doctype html><title>Page not found</title>');
  file('about/index.html', '<!doctype html><title>About</title><link rel="stylesheet" href="/_astro/Head.Abc123.css">');
  site = await buildApp({ db: t.db, config: { ...t.config, distDir: dist }, site: true });
  await site.ready();
}, 120_000);

afterAll(async () => {
  await site?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('caching of the site', () => {
  it('sends the shared hashed stylesheet as immutable for a year', async () => {
    const css = await site.inject({ url: '/_astro/Head.Abc123.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has pages revalidate, so a rebuild shows at once', async () => {
    const page = await site.inject({ url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('security headers', () => {
  it('reach every kind of answer: a page, a stylesheet, an API read and an API error', async () => {
    const answers = await Promise.all(
      ['/about', '/_astro/Head.Abc123.css', '/api/religions', '/api/names/999999999'].map((url) =>
        site.inject({ url }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
