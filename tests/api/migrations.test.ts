/**
 * The migration runner runs each file whole, as one script: a function body between `$$` keeps
 * the semicolons of its own statements, a file applies once, and a file that fails leaves
 * nothing of itself behind. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/index.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { freshDatabase } from '../helpers/test-app.ts';

const WITH_FUNCTION = `-- A counter table and a function whose body is several statements, each ending in ;
create table counters (name text primary key, n int not null default 0);

create function bump(which text) returns int
  language plpgsql
as $$
declare
  result int;
begin
  insert into counters (name) values (which) on conflict (name) do nothing;
  update counters set n = n + 1 where name = which returning n into result;
  return result;
end;
$$;

insert into counters (name, n) values ('start', 41);
`;

const HALF_GOOD = `create table half_made (id int primary key);
insert into half_made (id) values (1);
select no_such_function();
`;

let db: Db;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
});

afterAll(async () => {
  await db.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});

describe('migration runner', () => {
  it('runs a file with a $$ function body whole, once', async () => {
    await writeFile(path.join(dir, '001_counter.sql'), WITH_FUNCTION);
    expect(await applyMigrations(db, dir)).toEqual(['001_counter.sql']);
    expect(await db.query<{ n: number }>("select bump('start') as n")).toEqual([{ n: 42 }]);
    expect(await db.query<{ n: number }>("select bump('new') as n")).toEqual([{ n: 1 }]);
    // A second start finds the file applied and runs nothing again.
    expect(await applyMigrations(db, dir)).toEqual([]);
    expect(await db.query<{ n: number }>("select n from counters where name = 'start'")).toEqual([{ n: 42 }]);
  });

  it('leaves nothing of a file that fails, and applies it when it is fixed', async () => {
    await writeFile(path.join(dir, '002_half.sql'), HALF_GOOD);
    await expect(applyMigrations(db, dir)).rejects.toThrow();
    expect(await db.query("select 1 from pg_tables where tablename = 'half_made'")).toEqual([]);
    await writeFile(path.join(dir, '002_half.sql'), HALF_GOOD.replace('select no_such_function();', ''));
    expect(await applyMigrations(db, dir)).toEqual(['002_half.sql']);
    expect(await db.query<{ id: number }>('select id from half_made')).toEqual([{ id: 1 }]);
  });
});
