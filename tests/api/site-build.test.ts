/**
 * A site never half-built: the real server (`node src/server/server.ts`) is killed with SIGKILL,
 * with the build it started, in the middle of its first build. The next start finds no complete
 * build (the half-written folder is never served), answers "Building the site" with 503 and
 * Retry-After meanwhile, builds again, serves the quick build (without the items' own pages) and
 * then the full one: its record names this database's catalogue, the sitemap is there and the
 * leftovers of the killed build are gone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const work = mkdtempSync(path.join(tmpdir(), 'site-build-'));
const dist = path.join(work, 'dist');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildProcess | undefined;
const killAll = () => {
  // The server leads its own process group: SIGKILL to the group takes its build with it.
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
};
afterAll(() => {
  killAll();
  rmSync(work, { recursive: true, force: true });
});

function start(): ChildProcess {
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: dist,
      ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
      // An empty catalogue: the build is all the site's own pages, and quicker.
      SEED: 'false',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  server = child;
  return child;
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // Not answering yet.
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const leftovers = () => readdirSync(work).filter((entry) => entry.startsWith('dist.'));

describe.runIf(!process.env['TEST_DATABASE_URL'])('kill -9 during the first build', () => {
  it('the next start never serves the half-built folder, builds again and serves a complete site', async () => {
    const first = start();
    await until('the API', async () => ((await fetch(`${base}/api/health`)).ok ? true : null), 120_000);
    // Building: every page of the site is the building page, 503 with Retry-After.
    const during = await fetch(`${base}/about`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.text()).toContain('Building the site');
    // Wait until the build has written pages into its fresh folder, then kill everything.
    await until(
      'pages in the fresh folder',
      () =>
        leftovers().some(
          (entry) =>
            // A build's fresh folder, not the lock file beside a nested one (dist.next-….lock).
            entry.includes('.next-') &&
            statSync(path.join(work, entry)).isDirectory() &&
            readdirSync(path.join(work, entry), { recursive: true }).some((f) => String(f).endsWith('.html')),
        ) || null,
      600_000,
    );
    killAll();
    await new Promise((resolve) =>
      first.exitCode !== null || first.signalCode ? resolve(null) : first.once('exit', resolve),
    );
    expect(existsSync(path.join(dist, 'build.json'))).toBe(false);
    expect(leftovers().some((entry) => entry.includes('.next-'))).toBe(true);

    start();
    await until('the API again', async () => ((await fetch(`${base}/api/health`)).ok ? true : null), 120_000);
    expect((await fetch(`${base}/about`)).status).toBe(503);
    await until('the site', async () => ((await fetch(`${base}/about`)).status === 200 ? true : null), 900_000);
    type BuildJson = { catalogueId: string; pages: number; itemPages?: boolean };
    const record = () => JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8')) as BuildJson;
    // First served: the quick build, without the items' own pages (the full build takes seconds more).
    expect(record().itemPages).toBe(false);
    for (const url of ['/names/boy/a', '/contact']) expect((await fetch(`${base}${url}`)).status, url).toBe(200);
    await until('the full site', () => (record().itemPages === undefined ? true : null), 900_000);

    expect(record().catalogueId).toMatch(/^[0-9a-f-]{36}$/);
    expect(record().pages).toBeGreaterThan(10);
    for (const url of ['/sitemap-index.xml', '/names/boy/a', '/contact', '/user/login']) {
      expect((await fetch(`${base}${url}`)).status, url).toBe(200);
    }
    // The killed build's folder is gone; only the lock-free site folder remains. The swap puts the
    // full build in place (its build.json read above) before it deletes the quick build it
    // replaced and frees the lock, so on a busy machine that can take a moment more.
    await until('the replaced folder and the lock gone', () => (leftovers().length === 0 ? true : null), 120_000);
    expect(leftovers()).toEqual([]);
  }, 1_800_000);
});
