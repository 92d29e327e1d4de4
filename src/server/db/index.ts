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

/**
 * A failed statement, as the rest of the server sees it: PostgreSQL's error code (what the
 * routes turn into 409s and 400s) and the statement's name (its first words: no values, since
 * every value is a parameter). The driver's error is dropped on purpose: it carries the query's
 * parameters (a new account's email and password hash) and a message that may quote a value,
 * and none of that may reach a log.
 */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly statement: string;

  constructor(code: string | undefined, statement: string) {
    super(`database error ${code ?? 'without a code'} in "${statement}"`);
    this.name = 'DatabaseError';
    this.code = code;
    this.statement = statement;
  }
}

/** The first words of a statement, up to its first parameter or literal: enough to find it in the code. */
export function statementName(sql: string): string {
  const words = sql.replace(/\s+/g, ' ').trim().split(' ');
  const name: string[] = [];
  for (const word of words) {
    if (/[$'"]/.test(word) || name.length === 6) break;
    name.push(word);
  }
  return name.join(' ');
}

async function named<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new DatabaseError(typeof code === 'string' ? code : undefined, statementName(sql));
  }
}

/**
 * Runs a script of several statements as one query, without parameters: a migration file, whole,
 * so a function body between `$$` keeps the semicolons inside it.
 */
export interface ScriptRunner {
  exec(sql: string): Promise<void>;
}

/** What a transaction's callback is given: queries, and whole scripts, inside the transaction. */
export type Transaction = Queryable & ScriptRunner;

export interface Db extends Queryable, ScriptRunner {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
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
  // levenshtein, for the typos a search forgives (007_search.sql).
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm, fuzzystrmatch } });
  const wrap = (q: { query: PGliteQuery; exec: PGliteExec }): Transaction => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await named(sql, () => q.query<T>(sql, params));
      return result.rows;
    },
    async exec(sql: string) {
      await named(sql, () => q.exec(sql));
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
type PGliteExec = (sql: string) => Promise<unknown>;

async function openPostgres(url: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  // bigint ids (int8) come back as strings, which is what the API wants: ids are opaque strings.
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await named(sql, () => pool.query(sql, params));
      return result.rows as T[];
    },
    // Without parameters pg sends the text as one simple query, which may hold several statements.
    async exec(sql: string) {
      await named(sql, () => pool.query(sql));
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await named(sql, () => client.query(sql, params))).rows as T[];
          },
          async exec(sql: string) {
            await named(sql, () => client.query(sql));
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
