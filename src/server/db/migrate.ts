/**
 * Applies the SQL files of ./migrations in name order, each once, each in its own transaction.
 * A file may end its work with statements that cannot run in a transaction (VACUUM): each line
 * `-- then: STATEMENT` runs after that file commits, when this call applied it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';
import { fillSearchKeys } from '../repositories/search.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps two instances starting together from migrating at once.
const MIGRATION_LOCK = 4_823_771;

export async function migrate(db: Db): Promise<string[]> {
  await db.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (seen.length > 0) return false;
      await execScript(tx, sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (done) {
      applied.push(file);
      for (const [, statement] of sql.matchAll(/^--\s*then:\s*(.+?);?\s*$/gm)) await db.query(statement!);
    }
  }
  // The search keys are computed in TypeScript: names that have none (written before the search
  // rows existed, or straight into the table) get theirs now.
  await fillSearchKeys(db);
  return applied;
}

/** Runs a multi-statement script; parameterless statements only. */
async function execScript(tx: { query: Db['query'] }, sql: string): Promise<void> {
  const statements = sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await tx.query(statement);
}
