/**
 * `npm start`: one process serving the API under /api and the built site, on an embedded
 * database by default. When there is no complete build of this database's catalogue yet, it
 * listens first, then has the site built from its own API into a fresh folder that replaces the
 * site's only once complete (site-build.ts); meanwhile the site's addresses answer a "Building
 * the site: N%" page with 503 and Retry-After.
 */
import { loadConfigOrExit } from './config.ts';
import { openReadyDatabase } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';
import {
  buildProgress,
  buildSiteAtomically,
  catalogueIdOf,
  hasSiteBuild,
  readBuildRecord,
  runBuildScript,
} from './site-build.ts';

const config = loadConfigOrExit();
const db = await openReadyDatabase(config);
const catalogueId = await catalogueIdOf(db);

// Whether the site folder holds a complete build of this catalogue, looked at most once a second
// (another start may be the one building it).
let ready = hasSiteBuild(config.distDir, catalogueId);
let checkedAt = Date.now();
const pending = (): { percent: number | null } | null => {
  if (!ready && Date.now() - checkedAt > 1000) {
    ready = hasSiteBuild(config.distDir, catalogueId);
    checkedAt = Date.now();
  }
  return ready ? null : { percent: buildProgress(config.distDir) };
};

const app = await buildApp({
  db,
  config,
  site: true,
  sitePending: pending,
  logger: loggerOptions(config.logLevel),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  // Stop taking requests, let those under way finish, then close the database cleanly so the
  // data folder is never left mid-write.
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const localUrl = `http://localhost:${config.port}`;

if (!ready) {
  const record = readBuildRecord(config.distDir);
  console.log(
    record
      ? 'The site was built from another catalogue: building it again from this server’s API…'
      : 'No complete build of the site yet: building it now from this server’s API (first start only)…',
  );
  const [counts] = await db.query<{ n: number }>(
    `select ((select count(*) from names) * 2 + (select count(*) from nicknames) * 2
      + (select count(*) from god_names) + (select count(*) from religions) * 4 + 200)::int as n`,
  );
  const outcome = await buildSiteAtomically(config.distDir, {
    catalogueId,
    expectedPages: counts?.n ?? 0,
    run: (outDir) => runBuildScript(`http://127.0.0.1:${config.port}`, outDir),
  });
  if (outcome === 'built') ready = hasSiteBuild(config.distDir, catalogueId);
  else if (outcome === 'busy')
    console.log('Another start is building the site: it is served once that build completes.');
  else console.error('The site build failed (see above); the API still runs. Fix it and run npm run build.');
}
console.log(`\n  Baby Names is running at ${localUrl}  (API: ${localUrl}/api, docs: ${localUrl}/api/docs)\n`);
