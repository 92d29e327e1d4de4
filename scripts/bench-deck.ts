/**
 * The shortlist deck at catalogue scale: p50 and p99 of a draw of 20 cards, for two partners who
 * have each answered 300 names (a third Yes for one, a half for the other, so the partner's likes
 * are brought forward), with no filter, the usual filters and narrow ones. Each draw is timed
 * twice: the repository alone (the database's work), and the whole route through the app
 * (`GET /api/shortlists/{id}/deck`, in process: validation, session, serialisation). It also
 * prints the plan of the shared order's walk, to show it is an index walk on deal_key, not a
 * sort of the catalogue at random.
 *
 * `benchDeck(db)` measures a database that already holds a large catalogue (npm run bench passes
 * none: then the 116,000-name SSA catalogue of scripts/catalogue-100k.ts is loaded into
 * BENCH_DATA_DIR, or a temp folder removed at the end).
 *
 *   node scripts/bench-deck.ts
 */
import './check-node.mjs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildCatalogue100k } from './catalogue-100k.ts';
import { openDatabase, type Db } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { importCatalogueFile } from '../src/server/catalogue/files.ts';
import * as shortlist from '../src/server/repositories/shortlist.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createTokenService } from '../src/server/auth/tokens.ts';
import type { DeckFilters } from '../src/shared/shortlist.ts';

const SAMPLES = Number(process.env['BENCH_DECK_SAMPLES'] ?? 100);
const DECK_SIZE = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm-up: plans and cold pages
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(7)} ms`,
  );
}

/** Two partners in one shortlist, 300 answers each; returns the shortlist and the first partner. */
async function partners(db: Db): Promise<{ id: string; a: string }> {
  const user = async (n: number) =>
    (
      await db.query<{ id: string }>(
        `insert into users (email, name, role) values ($1, 'Bench', 'user') returning id::text as id`,
        [`bench-deck-${n}-${randomBytes(4).toString('hex')}@example.test`],
      )
    )[0]!.id;
  const [a, b] = [await user(1), await user(2)];
  const created = await shortlist.create(db, a);
  if (!created.ok) throw new Error('The bench user already has a shortlist');
  const id = created.value;
  await db.query('insert into shortlist_members (shortlist_id, user_id) values ($1::bigint, $2::bigint)', [id, b]);
  for (const [who, share] of [
    [a, 3],
    [b, 2],
  ] as const)
    await db.query(
      `insert into name_votes (user_id, name_id, answer)
       select $1::bigint, id, case when random() < 1.0 / $2 then 'yes' else 'no' end
       from names order by random() limit 300`,
      [who, share],
    );
  await db.query('analyze name_votes');
  return { id, a };
}

/** Measures the deck draw on `db`, which should hold a large catalogue. */
export async function benchDeck(db?: Db): Promise<void> {
  if (!db) {
    await withLargeCatalogue(benchDeck);
    return;
  }
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from names')) as [{ n: number }];
  const [religion] = await db.query<{ id: string }>("select id::text as id from religions where name = 'Hinduism'");
  const { id, a } = await partners(db);
  const filters: [string, DeckFilters | null][] = [
    ['no filter', null],
    ['girls, up to 7 letters', { gender: 'female', maxLength: 7 }],
    ["boys, letter 'Q'", { gender: 'male', letter: 'Q' }],
    ['top 1000 in the US', { popularity: 'top1000' }],
  ];
  if (religion) filters.push(['Hinduism, girls', { gender: 'female', religionId: religion.id }]);

  console.log(
    `\nshortlist deck draw at ${n.toLocaleString('en-US')} names (${DECK_SIZE} cards, ${SAMPLES} runs each):`,
  );
  for (const [label, filter] of filters)
    await timed(`repository: ${label}`, () => shortlist.deck(db, id, a, filter, DECK_SIZE));

  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ db, config: loadConfig({}, { jwtSecret, dataDir: tmpdir() }) });
  try {
    const token = await createTokenService(jwtSecret).sign({ id: a, role: 'user' }, 3600);
    const query = (f: DeckFilters | null) =>
      new URLSearchParams(Object.entries(f ?? {}).map(([k, v]) => [k, String(v)] as [string, string])).toString();
    for (const [label, filter] of filters)
      await timed(`GET …/deck: ${label}`, async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/shortlists/${id}/deck?${query(filter)}&size=${DECK_SIZE}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`deck answered ${response.statusCode}: ${response.body}`);
      });
  } finally {
    await app.close();
  }

  // The shared order's walk, as the repository writes it with no filter: an index scan on
  // names_deal_key from an offset, never a sort of the catalogue.
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain analyze select n.id from names n
     where not exists (select 1 from name_votes v where v.user_id = $1::bigint and v.name_id = n.id)
       and n.deal_key >= $2::int order by n.deal_key, n.id limit 20`,
    [a, 0],
  );
  const lines = plan.map((row) => row['QUERY PLAN']);
  console.log('  plan of the shared order (no filter):');
  for (const line of lines) console.log(`    ${line}`);
  const sorted = lines.some((line) => /\bSort\b/.test(line) && !/Sort Key/.test(line));
  console.log(`  index walk: ${lines.some((l) => l.includes('names_deal_key')) && !sorted ? 'yes' : 'NO'}`);
}

/** The SSA catalogue of 116,000+ names on an embedded database (BENCH_DATA_DIR keeps it). */
async function withLargeCatalogue(run: (db: Db) => Promise<void>): Promise<void> {
  const keep = process.env['BENCH_DATA_DIR'];
  const dir = keep ? path.resolve(keep) : await mkdtemp(path.join(tmpdir(), 'bench-deck-'));
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
        `\ndeck bench: imported ${imported.toLocaleString('en-US')} SSA names in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await run(db);
  } finally {
    await db.close();
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchDeck();
