/**
 * A search of one or two letters reads its page from indexes in order and stops early (the
 * prefix of thousands of names): its pages must list exactly what the full ranking lists, on
 * PGlite and (TEST_DATABASE_URL) PostgreSQL, over the real seed catalogue and its popularity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { searchPage, searchTerm, searchTotals } from '../../src/server/repositories/search.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 400_000);

afterAll(async () => {
  await t?.close();
});

const COLUMNS = 'n.id::text as id, n.name';
type Row = { id: string; name: string };

describe('a short search', () => {
  for (const [raw, gender] of [
    ['a', undefined],
    ['m', undefined],
    ['j', 'female'],
    ['e', 'male'],
    ['ma', undefined],
    ['an', 'female'],
  ] as const) {
    it(`"${raw}"${gender ? ` (${gender})` : ''}: its pages are the full ranking's, page after page`, async () => {
      const filter = { gender, religionId: undefined };
      const term = searchTerm(raw);
      // Every match ranked, then cut: the reference. (The seed has too few names for a letter to
      // be "common": the walks are asked for.)
      const full = await searchPage<Row>(t.db, filter, term, COLUMNS, 45, 0, 'rank', 'never');
      expect(full.length).toBe(45);
      const pages: Row[] = [];
      for (let offset = 0; offset < 45; offset += 15)
        pages.push(...(await searchPage<Row>(t.db, filter, term, COLUMNS, 15, offset, 'rank', 'always')));
      expect(pages.map((r) => r.id)).toEqual(full.map((r) => r.id));
      // And the count is every name with a spelling starting with the term.
      const totals = await searchTotals(t.db, filter, term);
      const [{ n }] = (await t.db.query<{ n: number }>(
        `select count(distinct n.id)::int as n from names n join name_spellings s on s.name_id = n.id
         where s.spelling_key like $1 and ($2::text is null or n.gender = $2)`,
        [`${raw}%`, gender ?? null],
      )) as [{ n: number }];
      expect(gender ? totals[gender] : totals.male + totals.female).toBe(n);
    });
  }
});
