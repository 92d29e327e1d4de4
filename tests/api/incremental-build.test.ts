/**
 * After an admin edit, only the changed pages are rebuilt and put in place: the site is built
 * once in full from the in-process API, then an admin changes a name's meaning and adds a name in
 * one burst. Within a bound, the served static HTML of the edited name's page and of its letter
 * page shows the new meaning, the added name has its own page and is in the sitemap, one build
 * did it all, and a page the edits do not touch is the very file it was (same inode, same mtime).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { IncrementalBuilds, watchCatalogueWrites } from '../../src/server/incremental-build.ts';

const PORT = 4465;
const apiUrl = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'incremental-'));
const dist = path.join(work, 'dist');

let t: TestApp;
let site: App;
let admin: TestAccount;
let builds: IncrementalBuilds;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addName(app: App, name: string, gender: 'male' | 'female', meaning: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/names',
    headers: admin.headers,
    payload: { name, gender, meaning, origin: 'Latin', religionId: null },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** The static HTML the server answers for a page of the site. */
const served = async (url: string) => (await site.inject({ url })).body;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  site = await buildApp({ db: t.db, config: { ...t.config, distDir: dist }, site: true });
  builds = new IncrementalBuilds({
    distDir: dist,
    catalogueId: 'unused: a build from BUILD_API_URL records none',
    apiUrl,
    // The two writes of the burst, a moment apart even on a busy machine.
    debounceMs: 5000,
    log: { info: () => {}, warn: console.warn, error: console.error },
    fullBuild: () => Promise.resolve('failed'),
  });
  watchCatalogueWrites(site, (change) => builds.add(change));
  await site.listen({ port: PORT, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  builds?.stop();
  await site?.close();
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(!process.env['TEST_DATABASE_URL'])('incremental build after an admin edit', () => {
  it('rebuilds the edited name’s page and letter page, adds a new name’s page, and leaves other pages alone', async () => {
    // The catalogue the full build shows, written past the watched app: no incremental build.
    const quentin = await addName(t.app, 'Quentin', 'male', 'fifth born');
    const zara = await addName(t.app, 'Zara', 'female', 'radiance');
    const fullStarted = Date.now();
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['scripts/build.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, BUILD_API_URL: apiUrl, DIST_DIR: dist },
      });
      child.on('exit', (status) => resolve(status ?? 1));
    });
    expect(code).toBe(0);
    const fullSeconds = (Date.now() - fullStarted) / 1000;
    expect(await served(`/names/${quentin}`)).toContain('fifth born');
    const untouched = path.join(dist, 'names', zara, 'index.html');
    const untouchedBefore = statSync(untouched);
    const otherLetter = statSync(path.join(dist, 'names/girl/z/index.html'));

    // One burst: an edit of Quentin's meaning and a new name on the same letter.
    const edited = Date.now();
    const put = await site.inject({
      method: 'PUT',
      url: `/api/names/${quentin}`,
      headers: admin.headers,
      payload: { meaning: 'born fifth, freshly edited' },
    });
    expect(put.statusCode).toBe(200);
    const quill = await addName(site, 'Quill', 'male', 'a feather pen');

    const bound = Date.now() + 240_000;
    // Until the build has ended, not only until the new page is there: the pages are moved in
    // first and the sitemap after them (a fresh clone's CI read the sitemap in between).
    while ((builds.last === null || !(await served(`/names/${quill}`)).includes('a feather pen')) && Date.now() < bound)
      await sleep(500);
    const seconds = (Date.now() - edited) / 1000;
    console.info(`full build ${fullSeconds.toFixed(1)} s; two edits served after ${seconds.toFixed(1)} s`);

    expect(await served(`/names/${quentin}`)).toContain('born fifth, freshly edited');
    const letterPage = await served('/names/boy/q');
    expect(letterPage).toContain('born fifth, freshly edited');
    expect(letterPage).toContain('Quill');
    expect(await served(`/names/${quill}`)).toContain('a feather pen');
    expect(await served('/sitemap-0.xml')).toContain(`/names/${quill}</loc>`);
    // One build for the burst, recorded so a restart sees a complete build.
    const record = JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8')) as { updates?: number };
    expect(record.updates).toBe(1);
    expect(builds.last?.changed).toEqual(
      expect.arrayContaining([`/names/${quentin}`, `/names/${quill}`, '/names/boy/q']),
    );
    // Pages the edits do not touch are the very files they were.
    const untouchedAfter = statSync(untouched);
    expect([untouchedAfter.ino, untouchedAfter.mtimeMs]).toEqual([untouchedBefore.ino, untouchedBefore.mtimeMs]);
    const otherAfter = statSync(path.join(dist, 'names/girl/z/index.html'));
    expect([otherAfter.ino, otherAfter.mtimeMs]).toEqual([otherLetter.ino, otherLetter.mtimeMs]);
    expect(builds.last?.changed).not.toContain(`/names/${zara}`);
  }, 900_000);
});
