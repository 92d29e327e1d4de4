/**
 * `npm run build`: the static site, built from the catalogue API (a headless-CMS style build).
 * BUILD_API_URL names a running API; when unset, the embedded API starts in a worker thread of
 * this process (scripts/build-api.ts) on an ephemeral loopback port over the local data folder,
 * so a fresh checkout builds with no server.
 * The build goes into a fresh folder and replaces DIST_DIR only once complete, under a lock
 * (src/server/site-build.ts), so a server serving DIST_DIR never shows half a site.
 *
 * BUILD_ONLY (a JSON list of changed items: `[{"kind":"names","id":"12","before":{"name":"Ava",
 * "gender":"female","religionId":"3"}}]`, before null for an added item) builds only the pages
 * those edits change and moves them into DIST_DIR one by one (an incremental build,
 * src/build/incremental-plan.ts); it prints the changed site paths, one a line after
 * "Changed paths:", for a CDN to purge, and writes them as JSON to BUILD_CHANGED_FILE when set.
 * Edits a plan cannot cover (a religion, an import) make it a full build.
 */
import './build-env.ts';
import './check-node.mjs';
import { performance } from 'node:perf_hooks';
import { build } from 'astro';
import { Worker } from 'node:worker_threads';
import { loadConfigOrExit } from '../src/server/config.ts';
import type { BuildApiReady } from './build-api.ts';
import { buildApiUrl, offerBuildApi } from '../src/build/api-url.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSiteAtomically, mergeIncrementalBuild } from '../src/server/site-build.ts';
import { changesFromEnv, planIncremental } from '../src/build/incremental-plan.ts';
import type { BuildPlan } from '../src/build/build-only.ts';
import { writeRewrites } from './write-rewrites.ts';

const started = performance.now();
const config = loadConfigOrExit();
let stop = async () => {};
// The catalogue the pages come from, recorded in the build; unknown for another server's API.
let catalogueId: string | null | Promise<string | null> = null;

if (!process.env['BUILD_API_URL']) {
  // In a worker thread: opening the database overlaps Astro's bundling, and then the API's
  // queries, JSON and compression run on the second core beside the pages' rendering. The
  // worker gets the configuration as read here: a build outside the project changes this
  // process's working directory, which a relative DATA_DIR must not follow.
  const api = new Worker(new URL('./build-api.ts', import.meta.url), { workerData: config });
  const ended = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const ready = new Promise<BuildApiReady>((resolve, reject) => {
    api.once('message', resolve);
    api.once('error', reject);
    api.once('exit', (code) => reject(new Error(`The build's API stopped (exit status ${code}) before answering`)));
  });
  // The pages read the address through buildApiUrl() (src/build/api-url.ts), not from BUILD_API_URL.
  offerBuildApi(ready.then((r) => r.address));
  const id = ready.then((r) => r.catalogueId);
  // A failed start is reported by the build's first read of the API, not as an unhandled rejection.
  id.catch(() => {});
  catalogueId = id;
  stop = async () => {
    api.postMessage('stop');
    await ended;
  };
}

/** The project: Astro's root, wherever the build runs from. */
const root = process.cwd();

/**
 * Astro builds into `outDir`. Its server chunks go into `outDir/.prerender`, but only when outDir
 * is inside the working directory; otherwise into `<cwd>/.astro/.prerender`, one folder for every
 * build, which each build deletes when it ends. Two builds into folders outside the project at
 * once (a server's rebuild beside `npm run build`, or the tests' builds in the system's temporary
 * folder) then delete each other's chunks mid-render and fail. A build into such a folder runs
 * from a scratch folder of its own inside the project (so the chunks still find node_modules).
 */
async function astroBuild(outDir: string): Promise<void> {
  const inside = !path.relative(root, path.resolve(outDir)).startsWith('..');
  if (inside) {
    await build({ root, logLevel: 'warn', outDir });
    return;
  }
  const scratch = path.join(root, '.astro', 'builds', `${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  process.chdir(scratch);
  try {
    await build({ root, logLevel: 'warn', outDir });
  } finally {
    process.chdir(root);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Exit status of an incremental build that found the folder's lock taken: try again later. */
const BUSY = 75;

/** Only the pages of BUILD_ONLY's edits, moved into the served folder; the status to exit with. */
async function incrementalBuild(plan: BuildPlan): Promise<number> {
  let merged;
  try {
    merged = await mergeIncrementalBuild(config.distDir, {
      ...plan,
      run: async (outDir) => {
        // build-data.ts reads the plan: only these pages, and only what they show.
        process.env['BUILD_PAGES'] = JSON.stringify(plan);
        process.env['DIST_DIR'] = outDir;
        await astroBuild(outDir);
        return true;
      },
    });
  } finally {
    await stop();
  }
  if (merged.outcome !== 'merged') {
    console.error(
      merged.outcome === 'busy'
        ? `Another build of ${config.distDir} is under way (see ${config.distDir}.lock); try again when it ends.`
        : merged.outcome === 'not-built'
          ? `${config.distDir} holds no complete full build to update: run a full build (npm run build).`
          : 'The incremental build failed; the site folder was left as it was.',
    );
    return merged.outcome === 'busy' ? BUSY : 1;
  }
  const changedFile = process.env['BUILD_CHANGED_FILE'];
  if (changedFile) writeFileSync(changedFile, JSON.stringify(merged.changed) + '\n');
  console.log(
    `${merged.changed.length} paths of ${config.distDir} rebuilt in ${merged.seconds.toFixed(1)} s ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s in all). Changed paths:\n${merged.changed.join('\n')}`,
  );
  return 0;
}

/** The whole site, swapped in once complete; the status to exit with. */
async function fullBuild(): Promise<number> {
  let outcome;
  try {
    outcome = await buildSiteAtomically(config.distDir, {
      catalogueId,
      run: async (outDir) => {
        // astro.config.mjs reads DIST_DIR as well; both name the fresh folder.
        process.env['DIST_DIR'] = outDir;
        await astroBuild(outDir);
        await writeRewrites(outDir);
        return true;
      },
    });
  } finally {
    await stop();
  }
  if (outcome === 'busy') {
    console.error(
      `Another build of ${config.distDir} is under way (see ${config.distDir}.lock); try again when it ends.`,
    );
    return 1;
  }
  if (outcome === 'failed') {
    console.error('The site build failed; the site folder was left as it was.');
    return 1;
  }
  console.log(`Site built into ${config.distDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

let status: number;
try {
  const only = process.env['BUILD_ONLY'] ? changesFromEnv(process.env['BUILD_ONLY']) : null;
  const plan = only && (await planIncremental((await buildApiUrl()) ?? '', only));
  if (only && !plan) console.log('These edits change the whole site (a religion, an import): a full build.');
  status = plan ? await incrementalBuild(plan) : await fullBuild();
} catch (error) {
  await stop();
  throw error;
}
// Then exit at once: what Astro and fetch leave open (idle sockets, timers) held the process for
// about half a second more, and a server swapping this build in waits for the exit.
process.stdout.write('', () => process.exit(status));
