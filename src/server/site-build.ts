/**
 * Building the site so that no visitor ever gets half of one.
 *
 * - A build goes into a fresh folder beside the site's (`dist.next-…`) and replaces the site's
 *   folder only once it is complete, by two renames; until then the previous build serves, or,
 *   on a first start, a "Building the site: N%" page answered 503 with Retry-After.
 * - A complete build holds `build.json`, written last, with the catalogue it was built from (the
 *   database's catalogue id, made with the database and anew by every seed). A folder without it
 *   (a build killed half-way by an older version) or built from another catalogue is built again.
 * - A lock file beside the folder (`dist.lock`, holding the builder's process id and progress)
 *   keeps two builds out of one folder: a second start waits for the first one's build and
 *   serves it. A lock whose process is gone (killed) is taken over.
 * - An incremental build after admin edits (mergeIncrementalBuild) takes the same lock: it builds
 *   only the changed pages into a fresh folder and moves each into the served folder by a rename
 *   (a visitor gets the old file or the new one, never half of one). A full build that starts
 *   meanwhile waits the few seconds for it and then replaces everything, so the later build wins.
 *
 * The first start of `npm start` builds from the server's own API (PGlite lets only one process
 * open the data folder, so the build cannot open the database); `npm run build` uses the same
 * folder rules.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  openSync,
  closeSync,
  createWriteStream,
  statSync,
} from 'node:fs';
import { rm, rmdir, unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import type { Queryable } from './db/index.ts';
import { escapeRegExp } from '../shared/regexp.ts';

export const BUILD_RECORD = 'build.json';

export interface BuildRecord {
  /** The catalogue the pages were built from; null for a build from another server's API. */
  catalogueId: string | null;
  builtAt: string;
  /** HTML pages written: the next build's progress is measured against it. */
  pages: number;
  /**
   * False for a first start's quick build, which leaves out the page of each name, nickname and
   * god name (their shells answer those addresses) until the full build replaces it. Absent in
   * a record written before quick builds existed: those builds were full.
   */
  itemPages?: boolean;
  /** When incremental builds last merged changed pages into this build, and how many they have merged. */
  updatedAt?: string;
  updates?: number;
}

/** The id of the catalogue this database holds (migration 010). */
export async function catalogueIdOf(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from catalogue_identity');
  if (!row) throw new Error('the database has no catalogue id: run the migrations');
  return row.id;
}

export function readBuildRecord(distDir: string): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, BUILD_RECORD), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/**
 * Whether `distDir` holds a complete build of this catalogue. A build made from another server's
 * API (`BUILD_API_URL`, catalogueId null) is taken as it is: whoever built it chose its catalogue.
 */
export function hasSiteBuild(distDir: string, catalogueId: string, { full = false } = {}): boolean {
  const record = readBuildRecord(distDir);
  return (
    record !== null &&
    (record.catalogueId === null || record.catalogueId === catalogueId) &&
    (!full || record.itemPages !== false)
  );
}

const lockOf = (distDir: string) => `${distDir}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

interface LockState {
  pid: number;
  percent: number;
  /** Held by an incremental build: a full build waits for it rather than giving up. */
  incremental?: boolean;
}

function readLock(distDir: string): LockState | null {
  try {
    return JSON.parse(readFileSync(lockOf(distDir), 'utf8')) as LockState;
  } catch {
    return null;
  }
}

/** The progress of the build under way for `distDir` (by any process), or null when none is. */
export function buildProgress(distDir: string): number | null {
  const lock = readLock(distDir);
  return lock && alive(lock.pid) ? lock.percent : null;
}

/** Takes the folder's lock; false while a live process holds it. A dead holder's lock is taken over. */
function takeLock(distDir: string, incremental = false): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockOf(distDir), 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, percent: 0, ...(incremental ? { incremental } : {}) }));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const holder = readLock(distDir);
      // Being written this very moment: its holder is alive.
      if (!holder || alive(holder.pid)) return false;
      try {
        renameSync(lockOf(distDir), `${lockOf(distDir)}.stale-${process.pid}`);
      } catch {
        return false;
      }
      void unlink(`${lockOf(distDir)}.stale-${process.pid}`).catch(() => {});
    }
  }
  return false;
}

/** How long a full build waits for an incremental one (seconds for the seed, under a minute at 100k names). */
const INCREMENTAL_WAIT_MS = 5 * 60_000;

/**
 * Takes the lock for a full build, waiting while an incremental build holds it: that one ends in
 * seconds, and the full build, which reads the catalogue after it, replaces its pages anyway.
 */
async function takeLockForFullBuild(distDir: string): Promise<boolean> {
  const ends = Date.now() + INCREMENTAL_WAIT_MS;
  for (;;) {
    if (takeLock(distDir)) return true;
    const holder = readLock(distDir);
    if (!holder?.incremental || Date.now() > ends) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Folders left by builds whose process is gone (killed half-way): never served, removed. */
async function removeLeftovers(distDir: string): Promise<void> {
  const parent = path.dirname(distDir);
  const prefix = `${path.basename(distDir)}.`;
  for (const entry of readdirSync(parent)) {
    const pid = new RegExp(`^${escapeRegExp(prefix)}(?:next|old)-(\\d+)-`).exec(entry)?.[1];
    if (pid && (Number(pid) === process.pid || !alive(Number(pid))))
      await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

/** HTML pages under `dir` and under the folders of a build nested in it (`dir.next-…`, npm run build's own). */
function countPages(dir: string): number {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  let pages = 0;
  try {
    for (const entry of readdirSync(parent)) {
      if (entry !== base && !entry.startsWith(`${base}.next-`)) continue;
      pages += readdirSync(path.join(parent, entry), { recursive: true }).filter((f) =>
        String(f).endsWith('.html'),
      ).length;
    }
  } catch {
    // A folder renamed or removed while counting: the next tick counts again.
  }
  return pages;
}

export type BuildOutcome = 'built' | 'busy' | 'failed';

export interface BuildOptions {
  /**
   * Recorded in the build; null when the catalogue is another server's. A promise when the build
   * starts before the database is open (a first start's quick build): it is awaited only once
   * the pages are written.
   */
  catalogueId: string | null | Promise<string | null>;
  /** Builds the site into `outDir`; answers whether it succeeded. */
  run: (outDir: string) => Promise<boolean>;
  /**
   * About how many pages the build writes, for its progress (the previous build's count
   * otherwise); a promise when the database that knows it is not open yet.
   */
  expectedPages?: number | Promise<number>;
  /** False for a quick build without the items' own pages (BuildRecord.itemPages); true by default. */
  itemPages?: boolean;
  /** When incremental builds last merged changed pages into this build, and how many they have merged. */
  updatedAt?: string;
  updates?: number;
}

/**
 * Builds into a fresh folder and puts it in place of `distDir` once complete. 'busy' when another
 * live process is building this folder; 'failed' leaves `distDir` as it was.
 */
export async function buildSiteAtomically(distDir: string, options: BuildOptions): Promise<BuildOutcome> {
  // The lock sits beside the site's folder, whose parent may not exist yet: with PostgreSQL no
  // data folder is made there first (a fresh DIST_DIR such as .cache/site/dist).
  mkdirSync(path.dirname(distDir), { recursive: true });
  if (!(await takeLockForFullBuild(distDir))) return 'busy';
  const stamp = `${process.pid}-${Date.now()}`;
  const next = `${distDir}.next-${stamp}`;
  const itemPages = options.itemPages ?? true;
  const previous = readBuildRecord(distDir);
  // The catalogue is awaited only once the pages are written; a database that fails to open
  // meanwhile ends the server, and with it this build, without a second report.
  Promise.resolve(options.catalogueId).catch(() => {});
  // Progress counts against the previous build's pages when it was a build of the same kind,
  // otherwise against the estimate, known once the database is open.
  let expected = 0;
  const setExpected = (pages: number) => {
    expected = pages;
  };
  if (previous && (previous.itemPages !== false) === itemPages) setExpected(previous.pages);
  else void Promise.resolve(options.expectedPages ?? 0).then(setExpected, () => {});
  // Counting the pages written walks the whole fresh folder (9,000 files for the seed): every
  // second, that walk was a fifth of the build's CPU. The next count waits twenty times as long as
  // the last one took (at least a second), so progress costs at most about 5%.
  let ticker: NodeJS.Timeout | undefined;
  let ended = false;
  const tick = () => {
    const counting = performance.now();
    const percent = expected > 0 ? Math.min(99, Math.floor((countPages(next) / expected) * 100)) : 0;
    try {
      writeFileSync(lockOf(distDir), JSON.stringify({ pid: process.pid, percent }));
    } catch {
      // The lock is ours; a failed progress write only leaves the old figure.
    }
    if (!ended) ticker = setTimeout(tick, Math.max(1000, 20 * (performance.now() - counting)));
  };
  ticker = setTimeout(tick, 1000);
  try {
    await removeLeftovers(distDir);
    if (!(await options.run(next)) || !existsSync(path.join(next, 'index.html'))) {
      await rm(next, { recursive: true, force: true });
      return 'failed';
    }
    const record: BuildRecord = {
      catalogueId: await options.catalogueId,
      builtAt: new Date().toISOString(),
      pages: countPages(next),
      ...(itemPages ? {} : { itemPages: false }),
    };
    // Written last: its presence is what makes a folder a complete build.
    writeFileSync(path.join(next, BUILD_RECORD), JSON.stringify(record, null, 2) + '\n');
    const old = `${distDir}.old-${stamp}`;
    if (existsSync(distDir)) renameSync(distDir, old);
    renameSync(next, distDir);
    await rm(old, { recursive: true, force: true });
    return 'built';
  } finally {
    ended = true;
    clearTimeout(ticker);
    await unlink(lockOf(distDir)).catch(() => {});
  }
}

export interface IncrementalOptions {
  /** Site paths of the pages to build and put in place (`/names/12`, `/names/boy/a/2`). */
  pages: readonly string[];
  /** Site paths of pages to take away (a deleted item, a list page past its list's new end). */
  removed: readonly string[];
  /** Builds (at least) those pages into `outDir`; answers whether it succeeded. */
  run: (outDir: string) => Promise<boolean>;
}

export type IncrementalOutcome =
  | { outcome: 'merged'; changed: string[]; seconds: number }
  | { outcome: 'busy' | 'failed' }
  /** The folder holds no complete full build to merge into: only a full build can make one. */
  | { outcome: 'not-built' };

/** The file of a site path in a directory-format build: `/names/12` → `names/12/index.html`. */
const pageFile = (sitePath: string) => path.join(...sitePath.split('/').filter(Boolean), 'index.html');

/** Moves `from` to `to` by one rename, making `to`'s folder first: readers see the old file or the new one. */
function moveInto(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
}

/**
 * Builds only the changed pages of the site in `distDir` and puts them in place, under the
 * folder's lock: the pages into a fresh folder (`dist.next-…`), then each changed page into the
 * served folder by a rename, the bundles (`_astro/`) only those the served folder lacks (same
 * sources, same hashed names), the sitemap rewritten when pages came or went, and build.json
 * updated, last, so a restart sees a complete build of the same catalogue. Answers the site paths
 * that changed, for a CDN to purge.
 */
export async function mergeIncrementalBuild(distDir: string, options: IncrementalOptions): Promise<IncrementalOutcome> {
  const started = performance.now();
  mkdirSync(path.dirname(distDir), { recursive: true });
  if (!takeLock(distDir, true)) return { outcome: 'busy' };
  const next = `${distDir}.next-${process.pid}-${Date.now()}`;
  try {
    const record = readBuildRecord(distDir);
    if (!record || record.itemPages === false) return { outcome: 'not-built' };
    await removeLeftovers(distDir);
    if (!(await options.run(next))) return { outcome: 'failed' };
    const built = options.pages.filter((page) => isFile(path.join(next, pageFile(page))));
    // Bundles first, so no page put in place names one the folder lacks.
    const assets = path.join(next, '_astro');
    for (const entry of existsSync(assets) ? readdirSync(assets) : []) {
      const served = path.join(distDir, '_astro', entry);
      if (!existsSync(served)) moveInto(path.join(assets, entry), served);
    }
    let pages = record.pages;
    for (const page of built) {
      if (!isFile(path.join(distDir, pageFile(page)))) pages += 1;
      moveInto(path.join(next, pageFile(page)), path.join(distDir, pageFile(page)));
    }
    const gone: string[] = [];
    for (const page of options.removed) {
      const file = path.join(distDir, pageFile(page));
      if (!isFile(file)) continue;
      await unlink(file);
      // Its folder too, once empty (a list page's folder holds only its page).
      await rmdir(path.dirname(file)).catch(() => {});
      gone.push(page);
      pages -= 1;
    }
    const sitemaps = await updateSitemap(distDir, next, built, gone);
    const updated: BuildRecord = {
      ...record,
      pages,
      updatedAt: new Date().toISOString(),
      updates: (record.updates ?? 0) + 1,
    };
    const recordFile = path.join(next, BUILD_RECORD);
    writeFileSync(recordFile, JSON.stringify(updated, null, 2) + '\n');
    renameSync(recordFile, path.join(distDir, BUILD_RECORD));
    return {
      outcome: 'merged',
      changed: [...built, ...gone, ...sitemaps],
      seconds: Math.round(performance.now() - started) / 1000,
    };
  } finally {
    await rm(next, { recursive: true, force: true });
    await unlink(lockOf(distDir)).catch(() => {});
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** URLs to a sitemap file, as the sitemap integration writes them (astro.config.mjs). */
const SITEMAP_ENTRIES = 45_000;

/**
 * The sitemap after pages came or went: the served one's addresses, less those taken away, plus
 * the new ones at the end, written by the sitemap package the build's integration uses (no
 * <lastmod>: an edit alone leaves the sitemap as it is). Answers the sitemap paths rewritten.
 */
async function updateSitemap(
  distDir: string,
  scratch: string,
  built: readonly string[],
  gone: readonly string[],
): Promise<string[]> {
  const files = readdirSync(distDir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  files.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  const urls: string[] = [];
  for (const file of files) {
    const xml = readFileSync(path.join(distDir, file), 'utf8');
    for (const match of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) urls.push(unescapeXml(match[1] ?? ''));
  }
  const first = urls[0];
  if (!first) return [];
  const origin = new URL(first).origin;
  const listed = new Set(urls.map((url) => new URL(url).pathname));
  const goneSet = new Set(gone);
  const added = built.filter((page) => !listed.has(page));
  if (added.length === 0 && !gone.some((page) => listed.has(page))) return [];
  const paths = [...urls.map((url) => new URL(url).pathname).filter((p) => !goneSet.has(p)), ...added];
  const out = path.join(scratch, 'sitemaps');
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const chunks = Math.max(1, Math.ceil(paths.length / SITEMAP_ENTRIES));
  for (let i = 0; i < chunks; i++) {
    const name = `sitemap-${i}.xml`;
    const stream = new SitemapStream({ hostname: origin });
    await pipeline(
      Readable.from(paths.slice(i * SITEMAP_ENTRIES, (i + 1) * SITEMAP_ENTRIES).map((url) => ({ url }))),
      stream,
      createWriteStream(path.join(out, name)),
    );
    written.push(name);
  }
  const index = new SitemapIndexStream();
  await pipeline(
    Readable.from(written.map((name) => ({ url: new URL(`/${name}`, origin).href }))),
    index,
    createWriteStream(path.join(out, 'sitemap-index.xml')),
  );
  for (const name of written) renameSync(path.join(out, name), path.join(distDir, name));
  renameSync(path.join(out, 'sitemap-index.xml'), path.join(distDir, 'sitemap-index.xml'));
  // Files past the new last one (the list shrank by a whole file).
  for (const file of files) if (!written.includes(file)) await unlink(path.join(distDir, file)).catch(() => {});
  return ['/sitemap-index.xml', ...written.map((name) => `/${name}`)];
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[entity] ?? '',
  );
}

/**
 * Runs `scripts/build.ts` against the API at `apiUrl` into `outDir` and answers whether it
 * succeeded; its output goes to this process's terminal.
 */
export async function runBuildScript(
  apiUrl: string,
  outDir: string,
  { itemPages = true, waitForApiSeconds = 0 } = {},
): Promise<boolean> {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BUILD_API_URL: apiUrl,
        DIST_DIR: outDir,
        BUILD_ITEM_PAGES: String(itemPages),
        BUILD_API_WAIT_SECONDS: String(waitForApiSeconds),
      },
    });
    // A server that exits (stopped, or failed to open its database) takes its build with it.
    const stop = () => child.kill();
    process.once('exit', stop);
    child.on('exit', (status) => {
      process.off('exit', stop);
      resolve(status ?? 1);
    });
  });
  return code === 0;
}

/** The page every site address answers while the first build runs: 503, so nothing caches it. */
export function buildingPage(percent: number | null): string {
  const done = percent === null ? '' : `: ${Math.max(0, Math.min(99, Math.round(percent)))}%`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="refresh" content="5">
<title>Building the site</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem}main{max-width:36rem;margin:10vh auto}h1{font-size:1.75rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Building the site${done}</h1>
<p>Baby Names is getting its pages ready. This page reloads by itself in a few seconds.</p>
</main>
</body>
</html>
`;
}
