/**
 * Applies the SQL files of ./migrations in name order, each once, each whole in its own
 * transaction: a file is one multi-statement script, never cut at its semicolons, so a function
 * body between `$$` arrives as written. A file may end its work with statements that cannot run
 * in a transaction (VACUUM): each line `-- then: STATEMENT` runs after that file commits, when
 * this call applied it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';
import { fillSearchKeys } from '../repositories/search.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps two instances starting together from migrating at once.
const MIGRATION_LOCK = 4_823_771;

/** Brings the app's schema up to date, and gives every name its search keys. */
export async function migrate(db: Db): Promise<string[]> {
  const applied = await applyMigrations(db, MIGRATIONS_DIR);
  // The search keys are computed in TypeScript: names that have none (written before the search
  // rows existed, or straight into the table) get theirs now.
  await fillSearchKeys(db);
  return applied;
}

/** Applies the `.sql` files of a folder not applied before; answers the names of those it applied. */
export async function applyMigrations(db: Db, dir: string): Promise<string[]> {
  await db.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (done) {
      applied.push(file);
      for (const [, statement] of sql.matchAll(/^--\s*then:\s*(.+?);?\s*$/gm)) await db.query(statement!);
    }
  }
  return applied;
}
