/**
 * A retried seed gives the same ids: a first start killed during its seed rolls the seed back,
 * but the identity sequences keep the values it drew, so without a reset the next seed's records
 * all got other ids than the pages built for a clean seed name (Aadhya at /names/901 became
 * another record). The seed also gives the database a new catalogue id, which a built site
 * records (site-build.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedIfEmpty } from '../../src/server/seed/index.ts';
import { catalogueIdOf } from '../../src/server/site-build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a seed retried after one that rolled back', () => {
  it('gives every record the ids a clean seed gives, and a new catalogue id', async () => {
    // What a seed killed half-way leaves: nothing in the tables, the sequences moved on.
    await t.db
      .transaction(async (tx) => {
        await tx.query(`insert into religions (name, is_active) select 'R' || g, true from generate_series(1, 50) g`);
        await tx.query(
          `insert into names (name, gender, meaning, origin, description)
           select 'N' || g, 'male', 'm', 'o', '' from generate_series(1, 3000) g`,
        );
        throw new Error('killed');
      })
      .catch(() => {});
    const before = await catalogueIdOf(t.db);

    await seedIfEmpty(t.db);
    for (const table of ['religions', 'names', 'god_names', 'nicknames']) {
      const [row] = await t.db.query<{ min: string; max: string; n: string }>(
        `select min(id)::text as min, max(id)::text as max, count(*)::text as n from ${table}`,
      );
      // Ids 1 to n, as a seed into a fresh database gives them.
      expect({ table, min: row!.min, max: row!.max }).toEqual({ table, min: '1', max: row!.n });
    }
    expect(await catalogueIdOf(t.db)).not.toBe(before);
  }, 300_000);
});
