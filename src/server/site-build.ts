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
} from 'node:fs';
import { rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Queryable } from './db/index.ts';

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
function takeLock(distDir: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockOf(distDir), 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, percent: 0 }));
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

/** Folders left by builds whose process is gone (killed half-way): never served, removed. */
async function removeLeftovers(distDir: string): Promise<void> {
  const parent = path.dirname(distDir);
  const prefix = `${path.basename(distDir)}.`;
  for (const entry of readdirSync(parent)) {
    const pid = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:next|old)-(\\d+)-`).exec(entry)?.[1];
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
}

/**
 * Builds into a fresh folder and puts it in place of `distDir` once complete. 'busy' when another
 * live process is building this folder; 'failed' leaves `distDir` as it was.
 */
export async function buildSiteAtomically(distDir: string, options: BuildOptions): Promise<BuildOutcome> {
  // The lock sits beside the site's folder, whose parent may not exist yet: with PostgreSQL no
  // data folder is made there first (a fresh DIST_DIR such as .cache/site/dist).
  mkdirSync(path.dirname(distDir), { recursive: true });
  if (!takeLock(distDir)) return 'busy';
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
  const ticker = setInterval(() => {
    const percent = expected > 0 ? Math.min(99, Math.floor((countPages(next) / expected) * 100)) : 0;
    try {
      writeFileSync(lockOf(distDir), JSON.stringify({ pid: process.pid, percent }));
    } catch {
      // The lock is ours; a failed progress write only leaves the old figure.
    }
  }, 1000);
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
    clearInterval(ticker);
    await unlink(lockOf(distDir)).catch(() => {});
  }
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
