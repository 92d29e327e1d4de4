/**
 * The embedded API of `npm run build` (scripts/build.ts without BUILD_API_URL), run in a worker
 * thread: the database's queries, the answers' JSON and their compression run on the second core
 * while the main thread renders pages. In the main thread they took about a sixth of its time
 * and every page waited behind them. It starts with the build, so the database opens while Astro
 * bundles. Takes the build's configuration as its workerData; posts `{ address, catalogueId }` once
 * listening; on any message it closes the API and the database, then ends.
 */
import './build-env.ts';
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../src/server/config.ts';
import { openReadyDatabase } from '../src/server/bootstrap.ts';
import { buildApp } from '../src/server/app.ts';
import { catalogueIdOf } from '../src/server/site-build.ts';

/** What the worker posts once its API answers. */
export interface BuildApiReady {
  address: string;
  catalogueId: string | null;
}

if (!parentPort) throw new Error('scripts/build-api.ts runs as the worker of scripts/build.ts');
const port = parentPort;

const config = workerData as Config;
const db = await openReadyDatabase(config);
const catalogueId = await catalogueIdOf(db);
const app = await buildApp({ db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

port.once('message', () => {
  void (async () => {
    await app.close();
    await db.close();
    port.close();
  })();
});
port.postMessage({ address, catalogueId } satisfies BuildApiReady);
