/**
 * `npm run build`: the static site, built from the catalogue API (a headless-CMS style build).
 * BUILD_API_URL names a running API; when unset, the embedded API starts in-process on an
 * ephemeral loopback port over the local data folder, so a fresh checkout builds with no server.
 * The build goes into a fresh folder and replaces DIST_DIR only once complete, under a lock
 * (src/server/site-build.ts), so a server serving DIST_DIR never shows half a site.
 */
import './build-env.ts';
import './check-node.mjs';
import { performance } from 'node:perf_hooks';
import { build } from 'astro';
import { loadConfigOrExit } from '../src/server/config.ts';
import { openReadyDatabase } from '../src/server/bootstrap.ts';
import { buildApp } from '../src/server/app.ts';
import { buildSiteAtomically, catalogueIdOf } from '../src/server/site-build.ts';
import { writeRewrites } from './write-rewrites.ts';

const started = performance.now();
const config = loadConfigOrExit();
let stop = async () => {};
// The catalogue the pages come from, recorded in the build; unknown for another server's API.
let catalogueId: string | null = null;

if (!process.env['BUILD_API_URL']) {
  const db = await openReadyDatabase(config);
  catalogueId = await catalogueIdOf(db);
  const app = await buildApp({ db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env['BUILD_API_URL'] = address;
  stop = async () => {
    await app.close();
    await db.close();
  };
}

let outcome;
try {
  outcome = await buildSiteAtomically(config.distDir, {
    catalogueId,
    run: async (outDir) => {
      // astro.config.mjs reads DIST_DIR as well; both name the fresh folder.
      process.env['DIST_DIR'] = outDir;
      await build({ root: process.cwd(), logLevel: 'warn', outDir });
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
  process.exit(1);
}
if (outcome === 'failed') {
  console.error('The site build failed; the site folder was left as it was.');
  process.exit(1);
}
// Then exit at once: what Astro and fetch leave open (idle sockets, timers) held the process for
// about half a second more, and a server swapping this build in waits for the exit.
process.stdout.write(
  `Site built into ${config.distDir} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  () => process.exit(0),
);
