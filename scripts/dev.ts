/**
 * `npm run dev`: the API on DEV_API_PORT (default 4322) over the local data folder, and Astro's
 * dev server on PORT (default 4321) proxying /api to it, with hot reload.
 */
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { loadConfigOrExit } from '../src/server/config.ts';
import { openReadyDatabase } from '../src/server/bootstrap.ts';
import { buildApp } from '../src/server/app.ts';

const config = loadConfigOrExit();
const apiPort = Number(process.env['DEV_API_PORT'] ?? 4322);
const db = await openReadyDatabase(config);
const app = await buildApp({ db, config, logger: { level: 'warn' } });
const apiUrl = await app.listen({ port: apiPort, host: '127.0.0.1' });

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(config.port)], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_API_URL: apiUrl, DEV_API_URL: apiUrl },
});
const stop = async () => {
  astro.kill('SIGTERM');
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
