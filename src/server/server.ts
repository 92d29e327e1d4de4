/**
 * `npm start`: one process serving the API under /api and the built site, on an embedded
 * database by default. Builds the site first when there is no build, reading the catalogue
 * through this very server (PGlite lets only one process open the data folder).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { loadConfig } from './config.ts';
import { openReadyDatabase } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';

const config = loadConfig();
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

if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.log('No build of the site yet: building it now from this server’s API (first start only)…');
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_API_URL: `http://127.0.0.1:${config.port}` },
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  if (code !== 0) console.error('The site build failed (see above); the API still runs. Fix it and run npm run build.');
}
console.log(`\n  Baby Names is running at ${localUrl}  (API: ${localUrl}/api, docs: ${localUrl}/api/docs)\n`);
