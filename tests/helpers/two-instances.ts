/**
 * Two API instances on one PostgreSQL database (a throwaway schema of TEST_DATABASE_URL), each
 * with its own connection pool, as a load balancer would run them: whatever they share between
 * requests must be in the database.
 */
import { randomBytes } from 'node:crypto';
import { createTestSchema } from './test-app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import type { TestAccount } from './auth.ts';

export interface TwoInstances {
  apps: [App, App];
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function startTwoInstances(url: string, config: Partial<Config> = {}): Promise<TwoInstances> {
  const schema = await createTestSchema(url, 'two');
  const dbs = [await openDatabase({ url: schema.url }), await openDatabase({ url: schema.url })] as const;
  await migrate(dbs[0]);
  const shared = loadConfig(
    {},
    { jwtSecret: randomBytes(32).toString('hex'), seed: false, dataDir: '/nonexistent-test-data-dir', ...config },
  );
  const apps = [await buildApp({ db: dbs[0], config: shared }), await buildApp({ db: dbs[1], config: shared })] as [
    App,
    App,
  ];
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    db: dbs[0],
    config: shared,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
      await schema.drop();
    },
  };
}

/**
 * A user account in the instances' database, signed in with a token either instance accepts
 * (they share the secret). No password: the tests that use it never sign in by one.
 */
export async function userOn(two: TwoInstances, name: string): Promise<TestAccount> {
  const [row] = await two.db.query<{ id: string }>(
    `insert into users (email, name, display_name, role) values ($1, $2, $2, 'user') returning id::text as id`,
    [`${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`, name],
  );
  const token = await two.apps[0].tokens.sign({ id: row!.id, role: 'user' }, 3600);
  return { id: row!.id, email: '', password: '', role: 'user', token, headers: { authorization: `Bearer ${token}` } };
}
