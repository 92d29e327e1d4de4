/** Opens the configured database and brings it up to date: migrations, then the seed. */
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { ensureInitialAdmin } from './auth/initial-admin.ts';

export async function openReadyDatabase(
  config: Config = loadConfig(),
  log: (message: string) => void = (m) => console.log(m),
): Promise<Db> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`database: applied ${applied.join(', ')}`);
    if (config.seed) await seedIfEmpty(db, log);
    await ensureInitialAdmin(db, config, log);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
