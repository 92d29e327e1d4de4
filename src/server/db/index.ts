/**
 * The database behind one small interface: PGlite (PostgreSQL in WASM, embedded, the default)
 * or a PostgreSQL server through `pg` when a URL is given. Both speak the same SQL with $1
 * placeholders, so every query in the app runs unchanged on either.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for a server; otherwise the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Db> {
  return options.url ? openPostgres(options.url) : openPGlite(options.dataDir);
}

async function openPGlite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const wrap = (q: { query: PGliteQuery }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

type PGliteQuery = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

async function openPostgres(url: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  // bigint ids (int8) come back as strings, which is what the API wants: ids are opaque strings.
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
        });
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
