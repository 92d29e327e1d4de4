/**
 * The search at scale, each kind of term apart: 116,000+ names (scripts/catalogue-100k.ts) on
 * the embedded database, uncached. For each kind it prints p50/p99 of what one uncached search
 * costs the database (its summary: both genders' counts and "did you mean" when needed; and
 * page 1), and of the search box's suggestions; with BENCH_EXPLAIN=1, the plan of the slowest
 * term of each kind (EXPLAIN ANALYZE of the page query), to see what limits it.
 *
 *   node scripts/bench-search.ts        (BENCH_DATA_DIR keeps the loaded database between runs)
 */
import './check-node.mjs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildCatalogue100k } from './catalogue-100k.ts';
import { openDatabase, type Db } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { importCatalogueFile } from '../src/server/catalogue/files.ts';
import * as names from '../src/server/repositories/names.ts';
import { NAMES_PAGE_SIZE } from '../src/shared/constants.ts';

const ROUNDS = Number(process.env['BENCH_SEARCH_ROUNDS'] ?? 8);

/** The terms of each kind, as visitors type them. */
export const SEARCH_KINDS: [string, string[]][] = [
  ['exact name', ['olivia', 'muhammad', 'aarav', 'emma', 'liam', 'noah', 'sophia', 'james']],
  ['prefix', ['oliv', 'muham', 'sop', 'jam', 'ella', 'benj', 'kris', 'aar']],
  ['typo', ['olivai', 'emmma', 'jmaes', 'sohpia', 'willaim', 'isabela', 'charolette', 'benjamn']],
  ['sound-alike', ['aiyden', 'mohamud', 'kristofer', 'yoosuf', 'preeya', 'shaun', 'madisyn', 'zaine']],
  ['script', ['आरव', 'ਹਰਪ੍ਰੀਤ', 'محمد', 'דוד', 'अनन्या', 'সুব্রত', 'ஆதித்யா', 'משה']],
  ['meaning word', ['light', 'love', 'gift', 'peace', 'strong', 'moon', 'king', 'flower']],
  ['one letter', [...'abcdefghijklmnopqrstuvwxyz']],
  ['two letters', ['jo', 'ma', 'an', 'el', 'ri', 'ty', 'ke', 'li', 'qu', 'zx', 'ob', 'yv']],
];

const none = { gender: undefined, religionId: undefined, letter: undefined } as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

/** p50/p99 per kind of term: a search (summary + page 1) and the suggestions for it. */
export async function benchSearch(db: Db): Promise<void> {
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from names')) as [{ n: number }];
  console.log(
    `\nsearch at ${n.toLocaleString('en-US')} names (database only, uncached; ${ROUNDS} rounds of each term):`,
  );
  // BENCH_SEARCH_KINDS=one letter,two letters: only those kinds.
  const only = process.env['BENCH_SEARCH_KINDS']?.split(',');
  for (const [kind, terms] of SEARCH_KINDS.filter(([kind]) => !only || only.includes(kind))) {
    const search = (term: string) => {
      const filter = { ...none, search: term };
      return Promise.all([names.searchSummary(db, filter), names.page(db, filter, NAMES_PAGE_SIZE, 0)]);
    };
    for (const term of terms) await search(term); // first runs pay for plans and cold pages
    const searches: number[] = [];
    const suggestions: number[] = [];
    const worst = { term: '', time: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const term of terms) {
        const time = await timed(() => search(term));
        searches.push(time);
        if (time > worst.time) Object.assign(worst, { term, time });
        suggestions.push(await timed(() => names.suggest(db, term, undefined)));
      }
    }
    searches.sort((a, b) => a - b);
    suggestions.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(13)} search p50 ${ms(percentile(searches, 50))}  p99 ${ms(percentile(searches, 99))}   suggest p50 ${ms(percentile(suggestions, 50))}  p99 ${ms(percentile(suggestions, 99))}   (slowest: ${worst.term})`,
    );
    if (process.env['BENCH_EXPLAIN']) await explain(db, worst.term);
  }
}

/** The plan of a term's page query, as the database ran it. */
async function explain(db: Db, term: string): Promise<void> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const spy = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<T>(sql, params);
    },
  } as unknown as Db;
  await names.searchSummary(spy, { ...none, search: term });
  await names.page(spy, { ...none, search: term }, NAMES_PAGE_SIZE, 0);
  for (const { sql, params } of statements) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${sql}`, params);
    console.log(`    -- ${term}: ${sql.replace(/\s+/g, ' ').slice(0, 100)}…`);
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const keep = process.env['BENCH_DATA_DIR'];
  const dir = keep ? path.resolve(keep) : await mkdtemp(path.join(tmpdir(), 'bench-search-'));
  const db = await openDatabase({ dataDir: dir });
  try {
    const file = buildCatalogue100k();
    await migrate(db);
    if (await seedIfEmpty(db)) {
      const started = performance.now();
      const { imported } = await importCatalogueFile(db, await readFile(file, 'utf8'), {
        format: 'json',
        skipExisting: true,
      });
      console.log(
        `imported ${imported.toLocaleString('en-US')} SSA names in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await benchSearch(db);
  } finally {
    await db.close();
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}
