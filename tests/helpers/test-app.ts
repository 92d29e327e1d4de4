/**
 * Starts the real app in-process on a fresh database: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a throwaway schema of that PostgreSQL database.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedIfEmpty } from '../../src/server/seed/index.ts';
import { buildApp, type App } from '../../src/server/app.ts';

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the real seed catalogue (default false: an empty catalogue). */
  seed?: boolean;
  config?: Partial<Config>;
}

/**
 * A throwaway schema of a PostgreSQL database, and the URL that works inside it: each test file
 * gets its own tables on the shared server.
 */
export async function createTestSchema(
  url: string,
  prefix = 'test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  // Extensions live once per database; keep them in public so every test schema sees them (one
  // made inside a test schema would go when that schema is dropped).
  for (const extension of ['pg_trgm', 'fuzzystrmatch']) {
    try {
      await admin.query(`create extension if not exists ${extension} schema public`);
    } catch {
      // Another test file created it at the same moment.
    }
  }
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: scoped.toString(),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/** An in-memory PGlite, or a throwaway schema of TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    const db = await openDatabase();
    return { db, drop: async () => {} };
  }
  const schema = await createTestSchema(url);
  return { db: await openDatabase({ url: schema.url }), drop: schema.drop };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  await migrate(db);
  if (options.seed) await seedIfEmpty(db);
  const config = loadConfig(
    {},
    {
      jwtSecret: randomBytes(32).toString('hex'),
      seed: Boolean(options.seed),
      dataDir: '/nonexistent-test-data-dir',
      ...options.config,
    },
  );
  const app = await buildApp({ db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
