/**
 * `npm run build`: the static site, built from the catalogue API (a headless-CMS style build).
 * BUILD_API_URL names a running API; when unset, the embedded API starts in-process on an
 * ephemeral loopback port over the local data folder, so a fresh checkout builds with no server.
 */
import './check-node.mjs';
import { performance } from 'node:perf_hooks';
import { build } from 'astro';
import { loadConfigOrExit } from '../src/server/config.ts';
import { openReadyDatabase } from '../src/server/bootstrap.ts';
import { buildApp } from '../src/server/app.ts';
import { writeRewrites } from './write-rewrites.ts';

const started = performance.now();
const config = loadConfigOrExit();
let stop = async () => {};

if (!process.env['BUILD_API_URL']) {
  const db = await openReadyDatabase(config);
  const app = await buildApp({ db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env['BUILD_API_URL'] = address;
  stop = async () => {
    await app.close();
    await db.close();
  };
}

try {
  await build({ root: process.cwd(), logLevel: 'warn' });
  await writeRewrites(config.distDir);
} finally {
  await stop();
}
console.log(`Site built into ${config.distDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
