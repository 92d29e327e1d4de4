/**
 * `npm start`: one process serving the API under /api and the built site, on an embedded
 * database by default. When there is no complete build of this database's catalogue yet, it
 * has the site built from its own API, in two steps, each into a fresh folder that replaces the
 * site's only once complete (site-build.ts):
 *
 * 1. a quick build without the page of each name, nickname and god name (a few seconds; on a
 *    first start it begins while the database opens, and its pages wait for the API): until
 *    it is in place the site's addresses answer a "Building the site: N%" page with 503 and
 *    Retry-After; once it is, every list and page is served, and an item's address is answered
 *    by its shell, which shows the item from the API;
 * 2. the full build, swapped in when complete (about 40 s for the seed catalogue).
 *
 * A later start finds the full build and serves it at once; one that finds only the quick build
 * (the full one was stopped) serves it and builds the full one again.
 *
 * After an admin edits the catalogue, only the pages the edits change are rebuilt and moved into
 * the served site, a moment after a burst of edits ends (incremental-build.ts);
 * SITE_INCREMENTAL_BUILDS=false leaves them to the next full build (npm run build).
 */
import { loadConfigOrExit } from './config.ts';
import { openReadyDatabase } from './bootstrap.ts';
import type { Db } from './db/index.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';
import {
  type BuildOutcome,
  buildProgress,
  buildSiteAtomically,
  catalogueIdOf,
  hasSiteBuild,
  readBuildRecord,
  runBuildScript,
} from './site-build.ts';
import { IncrementalBuilds, watchCatalogueWrites } from './incremental-build.ts';

const config = loadConfigOrExit();
// The build asks this server's own API, over loopback.
const apiUrl = `http://127.0.0.1:${config.port}`;
const opened = openReadyDatabase(config);

/** Pages a build writes, roughly: the items' own pages, and the lists (letters, religions, …). */
async function pageCounts(db: Db): Promise<{ items: number; lists: number }> {
  const [counts] = await db.query<{ items: number; lists: number }>(
    `select ((select count(*) from names) + (select count(*) from nicknames) + (select count(*) from god_names))::int as items,
       ((select count(*) from names) / 7 + (select count(*) from religions) * 4 + 200)::int as lists`,
  );
  return { items: counts?.items ?? 0, lists: counts?.lists ?? 0 };
}

// A folder with no build at all is a first start: its quick build starts now, beside the opening
// of the database (initdb, migrations, seed: several seconds on one core), so that its bundling
// runs on the other core and its pages are rendered as soon as the API answers.
let quickBuild: Promise<BuildOutcome> | null = null;
if (readBuildRecord(config.distDir) === null) {
  console.log('No build of the site yet: building it from this server’s API as it starts (first start only)…');
  quickBuild = buildSiteAtomically(config.distDir, {
    catalogueId: opened.then(catalogueIdOf),
    expectedPages: opened.then(async (db) => (await pageCounts(db)).lists),
    itemPages: false,
    run: (outDir) => runBuildScript(apiUrl, outDir, { itemPages: false, waitForApiSeconds: 300 }),
  });
}

const db = await opened;
const catalogueId = await catalogueIdOf(db);

// Whether the site folder holds a build of this catalogue to serve (quick or full), looked at most once a second
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

const incremental =
  process.env['SITE_INCREMENTAL_BUILDS'] === 'false'
    ? null
    : new IncrementalBuilds({
        distDir: config.distDir,
        catalogueId,
        apiUrl,
        log: app.log,
        // A religion's edit or an import: the whole site again (`build` is defined once listening).
        fullBuild: async () => {
          const { items, lists } = await pageCounts(db);
          return build(true, items + lists);
        },
      });
if (incremental) watchCatalogueWrites(app, (change) => incremental.add(change));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  // Edits not built yet are kept beside the site (dist.pending.json) for the next start.
  incremental?.stop();
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

const build = (itemPages: boolean, expectedPages: number) =>
  buildSiteAtomically(config.distDir, {
    catalogueId,
    expectedPages,
    itemPages,
    run: (outDir) => runBuildScript(apiUrl, outDir, { itemPages }),
  });
const announce = () =>
  console.log(`\n  Baby Names is running at ${localUrl}  (API: ${localUrl}/api, docs: ${localUrl}/api/docs)\n`);

if (hasSiteBuild(config.distDir, catalogueId, { full: true })) announce();
else {
  const { items, lists } = await pageCounts(db);
  let outcome: BuildOutcome = 'built';
  if (!ready) {
    if (!quickBuild) {
      console.log(
        readBuildRecord(config.distDir)
          ? 'The site was built from another catalogue: building it again from this server’s API…'
          : 'No complete build of the site yet: building it now from this server’s API…',
      );
    }
    outcome = await (quickBuild ?? build(false, lists));
    if (outcome === 'built') ready = hasSiteBuild(config.distDir, catalogueId);
  }
  if (outcome === 'built') {
    announce();
    console.log(
      `The site is served; each name's own page is answered by its shell until the full build of ${items + lists} pages is in place…`,
    );
    outcome = await build(true, items + lists);
    if (outcome === 'built')
      console.log(`The full site is in place (${(performance.now() / 1000).toFixed(1)} s after start).`);
  }
  if (outcome === 'busy') console.log('Another start is building the site: it is served once that build completes.');
  else if (outcome === 'failed')
    console.error('The site build failed (see above); the API still runs. Fix it and run npm run build.');
}
