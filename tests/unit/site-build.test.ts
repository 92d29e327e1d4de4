/**
 * The folder rules of a site build (src/server/site-build.ts): a build replaces the site's folder
 * only once complete, a failed one leaves it as it was, a lock keeps a second build out of the
 * folder and a dead builder's lock is taken over, and a build is complete for its own catalogue.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildProgress,
  buildSiteAtomically,
  buildingPage,
  hasSiteBuild,
  readBuildRecord,
} from '../../src/server/site-build.ts';

let work: string;
let dist: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'site-build-unit-'));
  dist = path.join(work, 'dist');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build that writes `pages` pages, waiting for `gate` before it reports success. */
function fakeBuild(pages: string[], gate: Promise<unknown> = Promise.resolve(), ok = true) {
  return async (outDir: string) => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), 'home');
    for (const page of pages) {
      mkdirSync(path.join(outDir, page), { recursive: true });
      writeFileSync(path.join(outDir, page, 'index.html'), page);
    }
    await gate;
    return ok;
  };
}

describe('buildSiteAtomically', () => {
  it('leaves the previous build in place until the new one is complete, then swaps', async () => {
    await buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['about']) });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const second = buildSiteAtomically(dist, { catalogueId: 'two', run: fakeBuild(['about', 'contact'], gate) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Mid-build: the site folder is still the first build, whole.
    expect(readBuildRecord(dist)?.catalogueId).toBe('one');
    expect(existsSync(path.join(dist, 'contact'))).toBe(false);
    release();
    expect(await second).toBe('built');
    expect(readBuildRecord(dist)).toMatchObject({ catalogueId: 'two', pages: 3 });
    expect(readdirSync(work)).toEqual(['dist']);
  });

  it('builds into a folder whose parent does not exist yet (nothing else made it)', async () => {
    const nested = path.join(work, 'not', 'yet', 'dist');
    expect(await buildSiteAtomically(nested, { catalogueId: 'one', run: fakeBuild(['about']) })).toBe('built');
    expect(readFileSync(path.join(nested, 'about', 'index.html'), 'utf8')).toBe('about');
  });

  it('a failed build leaves the site folder as it was and no leftovers', async () => {
    await buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['about']) });
    expect(await buildSiteAtomically(dist, { catalogueId: 'two', run: fakeBuild(['x'], undefined, false) })).toBe(
      'failed',
    );
    expect(readBuildRecord(dist)?.catalogueId).toBe('one');
    expect(readdirSync(work)).toEqual(['dist']);
  });

  it('a second build of the same folder is refused while the first runs', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['about'], gate) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(buildProgress(dist)).not.toBeNull();
    expect(await buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['other']) })).toBe('busy');
    release();
    expect(await first).toBe('built');
    expect(buildProgress(dist)).toBeNull();
  });

  it('takes over the lock and clears the folders of a builder that was killed', async () => {
    // A process that has exited: its id is no longer alive.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(`${dist}.lock`, JSON.stringify({ pid: Number(dead), percent: 40 }));
    mkdirSync(`${dist}.next-${dead}-1`, { recursive: true });
    writeFileSync(`${dist}.next-${dead}-1/index.html`, 'half');
    // A half-written site folder of an older version (no record): not a complete build.
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), 'half');
    expect(hasSiteBuild(dist, 'one')).toBe(false);
    expect(buildProgress(dist)).toBeNull();
    expect(await buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['about']) })).toBe('built');
    expect(hasSiteBuild(dist, 'one')).toBe(true);
    expect(readdirSync(work)).toEqual(['dist']);
  });
});

describe('hasSiteBuild', () => {
  it('is true only for a complete build of the same catalogue, or of another server’s API', () => {
    mkdirSync(dist);
    expect(hasSiteBuild(dist, 'one')).toBe(false);
    const record = (catalogueId: string | null) =>
      writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ catalogueId, builtAt: '', pages: 1 }));
    record('one');
    expect(hasSiteBuild(dist, 'one')).toBe(true);
    expect(hasSiteBuild(dist, 'two')).toBe(false);
    record(null);
    expect(hasSiteBuild(dist, 'two')).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8'))).toMatchObject({ catalogueId: null });
  });
});

describe('a quick build, then the full one', () => {
  it('serves the quick build, marks it as one, and counts only the full build as complete', async () => {
    expect(await buildSiteAtomically(dist, { catalogueId: 'one', itemPages: false, run: fakeBuild(['about']) })).toBe(
      'built',
    );
    expect(readBuildRecord(dist)).toMatchObject({ catalogueId: 'one', itemPages: false });
    expect(hasSiteBuild(dist, 'one')).toBe(true);
    expect(hasSiteBuild(dist, 'one', { full: true })).toBe(false);
    expect(await buildSiteAtomically(dist, { catalogueId: 'one', run: fakeBuild(['about', 'names/1']) })).toBe('built');
    expect(readBuildRecord(dist)?.itemPages).toBeUndefined();
    expect(hasSiteBuild(dist, 'one', { full: true })).toBe(true);
    expect(readFileSync(path.join(dist, 'names/1/index.html'), 'utf8')).toBe('names/1');
  });

  it('takes a record from before quick builds for a full build', () => {
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ catalogueId: 'one', builtAt: '', pages: 9 }));
    expect(hasSiteBuild(dist, 'one', { full: true })).toBe(true);
  });
});

describe('buildingPage', () => {
  it('says the site is being built, with its progress, and reloads itself', () => {
    expect(buildingPage(42)).toContain('<h1>Building the site: 42%</h1>');
    expect(buildingPage(null)).toContain('<h1>Building the site</h1>');
    expect(buildingPage(150)).toContain('99%');
    expect(buildingPage(10)).toContain('http-equiv="refresh"');
  });
});
