/**
 * `npm start`: one process serving the API under /api and the built site, on an embedded
 * database by default. When there is no build yet it listens first, then has the site built from
 * its own API (site-build.ts).
 */
import { loadConfigOrExit } from './config.ts';
import { openReadyDatabase } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';
import { buildSite, hasSiteBuild } from './site-build.ts';

const config = loadConfigOrExit();
const db = await openReadyDatabase(config);
const app = await buildApp({
  db,
  config,
  site: true,
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

if (!hasSiteBuild(config.distDir)) {
  console.log('No build of the site yet: building it now from this server’s API (first start only)…');
  if (!(await buildSite(`http://127.0.0.1:${config.port}`))) {
    console.error('The site build failed (see above); the API still runs. Fix it and run npm run build.');
  }
}
console.log(`\n  Baby Names is running at ${localUrl}  (API: ${localUrl}/api, docs: ${localUrl}/api/docs)\n`);
