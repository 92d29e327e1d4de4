/**
 * The catalogue API at scale: 116,000+ names (scripts/catalogue-100k.ts) on a fresh embedded
 * database in a temp folder. Prints the database time of each kind of names query (p50/p99,
 * uncached: what a first visitor or a new search costs): a letter page, a deep page, the
 * religion filter, each kind of search term (exact name, spelling, prefix, typo, sound-alike,
 * native script, meaning word, one and two letters), suggestions, one item. Then it starts
 * the server on a loopback port and loads it for a few seconds per endpoint with autocannon: a
 * letter page (answered from the read cache after its first request) and searches, with and
 * without that cache, next to a bare endpoint of the same server in the same run.
 *
 * BENCH_LOAD_SECONDS: seconds per endpoint under load (default 4). BENCH_DATA_DIR: keep the
 * loaded database in that folder between runs (default: a temp folder, removed at the end).
 *
 *   npm run bench:api        (npm run bench runs it too)
 */
import './check-node.mjs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildCatalogue100k } from './catalogue-100k.ts';
import { openDatabase, type Db } from '../src/server/db/index.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { importCatalogueFile } from '../src/server/catalogue/files.ts';
import * as names from '../src/server/repositories/names.ts';
import * as shortlist from '../src/server/repositories/shortlist.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { loggerOptions } from '../src/server/logging.ts';
import { LETTERS, NAMES_PAGE_SIZE } from '../src/shared/constants.ts';

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}
type Autocannon = (options: LoadOptions) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SAMPLES = 60;
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 4);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeQuery(label: string, run: (i: number) => Promise<unknown>): Promise<void> {
  await run(0); // warm-up: the first run pays for plans and cold pages
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(7)} ms`,
  );
}

/** One names page as the API computes it: the count of the filter and the page of rows. */
const pageOf = (db: Db, filter: names.NamesFilter, page = 1) =>
  Promise.all([names.count(db, filter), names.page(db, filter, NAMES_PAGE_SIZE, (page - 1) * NAMES_PAGE_SIZE)]);
/** A search as the API answers it uncached: its summary (count, "did you mean", the other gender) and page 1. */
const searchOf = (db: Db, filter: names.NamesFilter & { search: string }) =>
  Promise.all([names.searchSummary(db, filter), names.page(db, filter, NAMES_PAGE_SIZE, 0)]);
const none: names.NamesFilter = { gender: undefined, religionId: undefined, search: undefined, letter: undefined };

async function queries(db: Db): Promise<void> {
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from names')) as [{ n: number }];
  console.log(`\nnames queries at ${n.toLocaleString('en-US')} names (database only, no cache; ${SAMPLES} runs each):`);
  const letters = LETTERS.filter((l) => !'QUXYZ'.includes(l));
  const gender = (i: number) => (i % 2 === 0 ? 'male' : 'female');
  await timeQuery('letter page (count + page 1, by gender)', (i) =>
    pageOf(db, { ...none, gender: gender(i), letter: letters[i % letters.length] }),
  );
  const deep = await names.count(db, { ...none, gender: 'female', letter: 'M' });
  const lastPage = Math.ceil(deep / NAMES_PAGE_SIZE);
  await timeQuery(`deep page (girls, M, page ${lastPage})`, (i) =>
    pageOf(db, { ...none, gender: 'female', letter: 'M' }, lastPage - (i % 3)),
  );
  const [religion] = await db.query<{ id: string }>("select id::text as id from religions where name = 'Hinduism'");
  await timeQuery('religion filter (Hinduism, by gender)', (i) =>
    pageOf(db, { ...none, gender: gender(i), religionId: religion?.id }),
  );
  // Searches, each kind of term as a visitor types it: what one uncached answer costs the
  // database (the count of both genders with "did you mean" when needed, and page 1), terms in
  // turn so that no term is timed twice in a row.
  const kinds: [string, string[]][] = [
    ['exact name', ['olivia', 'muhammad', 'aarav', 'emma', 'liam', 'noah', 'sophia', 'james']],
    ['spelling (variant)', ['claire', 'zayn', 'yousef', 'mohammed', 'katherine', 'sofia', 'jon', 'aryan']],
    ['prefix', ['oliv', 'muham', 'sop', 'jam', 'ella', 'benj', 'kris', 'aar']],
    ['typo', ['olivai', 'emmma', 'jmaes', 'sohpia', 'willaim', 'isabela', 'charolette', 'benjamn']],
    ['sound-alike', ['aiyden', 'mohamud', 'kristofer', 'yoosuf', 'preeya', 'shaun', 'madisyn', 'zaine']],
    ['script', ['आरव', 'ਹਰਪ੍ਰੀਤ', 'محمد', 'דוד', 'अनन्या', 'সুব্রত', 'ஆதித்யா', 'משה']],
    ['meaning word', ['light', 'love', 'gift', 'peace', 'strong', 'moon', 'king', 'flower']],
    ['one letter', [...'abcdefghijklmnopqrstuvwxyz']],
    ['two letters', ['jo', 'ma', 'an', 'el', 'ri', 'ty', 'ke', 'li', 'qu', 'zx', 'ob', 'yv']],
  ];
  for (const [kind, terms] of kinds) {
    await timeQuery(`search: ${kind} (summary + page 1)`, (i) =>
      searchOf(db, { ...none, search: terms[i % terms.length]! }),
    );
  }
  await timeQuery('search: one letter, by gender (+ other gender)', (i) =>
    searchOf(db, { ...none, gender: gender(i), search: 'abcdefghijklmnopqrstuvwxyz'[i % 26]! }),
  );
  await timeQuery("search 'a', page 40 (count + page)", () => pageOf(db, { ...none, search: 'a' }, 40));
  await timeQuery('suggestions (8, prefix of 1–4 letters)', (i) =>
    names.suggest(db, ['a', 'ol', 'muh', 'aiyd', 'e', 'sop', 'ja', 'zay'][i % 8]!, undefined),
  );
  const ids = await db.query<{ id: string }>('select id::text as id from names order by random() limit 100');
  await timeQuery('item by id', (i) => names.get(db, ids[i % ids.length]!.id));
  await deckDraws(db, religion?.id);
}

/**
 * The shortlist deck (a page of 20): two partners who have each answered 300 names, the partner's
 * likes brought forward. With no filter, a filter, and a narrow one (a letter few names start
 * with, a religion).
 */
async function deckDraws(db: Db, religionId: string | undefined): Promise<void> {
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
  await timeQuery('deck draw (no filter, 20 cards)', () => shortlist.deck(db, id, a, null, 20));
  await timeQuery('deck draw (girls, up to 7 letters)', () =>
    shortlist.deck(db, id, a, { gender: 'female', maxLength: 7 }, 20),
  );
  await timeQuery("deck draw (boys, letter 'Q')", () => shortlist.deck(db, id, a, { gender: 'male', letter: 'Q' }, 20));
  if (religionId)
    await timeQuery('deck draw (Hinduism, girls)', () =>
      shortlist.deck(db, id, a, { gender: 'female', religionId }, 20),
    );
}

/** Load on one URL for LOAD_SECONDS: requests/s and p99 latency. */
async function loadOn(url: string, requests?: LoadOptions['requests']): Promise<LoadResult> {
  return autocannon({ url, connections: 10, duration: LOAD_SECONDS, ...(requests ? { requests } : {}) });
}

/**
 * Load on one URL from another process, and the CPU this process (the server) spent per answer:
 * on a machine shared with other work, requests/s say more about the neighbours than about the
 * server, while the server's own CPU time per request does not.
 */
async function loadFromOutside(url: string): Promise<LoadResult & { cpuMicros: number }> {
  const script = `
    const autocannon = (await import('node:module')).createRequire(${JSON.stringify(import.meta.url)})('autocannon');
    const r = await autocannon({ url: ${JSON.stringify(url)}, connections: 10, duration: ${LOAD_SECONDS} });
    process.stdout.write(JSON.stringify({ requests: r.requests, latency: r.latency, non2xx: r.non2xx, errors: r.errors }));`;
  const before = process.cpuUsage();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const used = process.cpuUsage(before);
  const result = JSON.parse(out) as LoadResult & { requests: { total: number } };
  return { ...result, cpuMicros: (used.user + used.system) / Math.max(1, result.requests.total) };
}

const rate = (result: LoadResult) => Math.round(result.requests.average).toLocaleString('en-US').padStart(7);

/**
 * The floor of what any answer can cost: node:http answering the very bytes (and content type)
 * the API answered, from memory, with no routing, hooks, headers or log. Each API endpoint's
 * requests/s is shown as a share of it, measured right after it on the same machine.
 */
async function bareServerFor(body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A log stream that drops its lines: the server's logging is paid for, the terminal is not. */
const discard = { write: () => {} };

export interface ThroughputRow {
  label: string;
  apiRate: number;
  bareRate: number;
  /** CPU time of the server per answer, microseconds: the API's, then node:http's. */
  apiCpu: number;
  bareCpu: number;
  p99: number;
  failures: number;
}

/**
 * The cached reads a browse page makes, under load from another process, each beside node:http
 * serving its bytes from memory. The app is the server's own, request log included (to a stream
 * that drops it). The share held to its goal is requests/s on an idle machine; on a busy one the
 * share of CPU time per answer (node:http's ÷ the API's) is the steadier figure of the two.
 */
export async function throughput(db: Db): Promise<ThroughputRow[]> {
  const app = await buildApp({
    db,
    config: loadConfig({}, { jwtSecret: randomBytes(32).toString('hex'), dataDir: tmpdir() }),
    logger: loggerOptions('info', discard),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: ThroughputRow[] = [];
  try {
    const [religion] = await db.query<{ id: string }>("select id::text as id from religions where name = 'Hinduism'");
    const endpoints: [string, string][] = [
      ['letter page     GET /api/names?letter=A&gender=male', '/api/names?letter=A&gender=male&page=1&limit=15'],
      ['search          GET /api/names?search=mar', '/api/names?search=mar'],
      ['religion letter GET /api/names?religionId=…&letter=A', `/api/names?religionId=${religion?.id}&letter=A`],
      ['nicknames       GET /api/nicknames', '/api/nicknames'],
      ['god names       GET /api/god-names', '/api/god-names'],
    ];
    // Warm-up: the first seconds of a fresh process measure the JIT, not the server.
    for (const [, url] of endpoints) await autocannon({ url: `${base}${url}`, connections: 10, duration: 1 });
    console.log(
      `\ncached reads under load (autocannon in another process, 10 connections, ${LOAD_SECONDS} s each, loopback), beside node:http answering the same bytes from memory (goal: 50% or more, p99 at most 5 ms):`,
    );
    for (const [label, url] of endpoints) {
      const answer = await fetch(`${base}${url}`);
      const body = Buffer.from(await answer.arrayBuffer());
      const api = await loadFromOutside(`${base}${url}`);
      const bare = await bareServerFor(body, answer.headers.get('content-type') ?? 'application/json');
      let floor: Awaited<ReturnType<typeof loadFromOutside>>;
      try {
        floor = await loadFromOutside(bare.url);
      } finally {
        await bare.close();
      }
      const row: ThroughputRow = {
        label,
        apiRate: api.requests.average,
        bareRate: floor.requests.average,
        apiCpu: api.cpuMicros,
        bareCpu: floor.cpuMicros,
        p99: api.latency.p99,
        failures: api.non2xx + api.errors,
      };
      rows.push(row);
      console.log(
        `  ${label.padEnd(54)} ${rate(api)} req/s (${Math.round(row.apiCpu)} µs CPU each), p99 ${String(row.p99).padStart(3)} ms;   node:http ${rate(floor)} req/s (${Math.round(row.bareCpu)} µs);   ${Math.round((row.apiRate / row.bareRate) * 100)}% by req/s, ${Math.round((row.bareCpu / row.apiCpu) * 100)}% by CPU${row.failures ? `   (${row.failures} failed)` : ''}`,
      );
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function load(db: Db): Promise<void> {
  const app = await buildApp({
    db,
    config: loadConfig({}, { jwtSecret: randomBytes(32).toString('hex'), dataDir: tmpdir() }),
    logger: loggerOptions('info', discard),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`\nserver under load (autocannon, 10 connections, ${LOAD_SECONDS} s each, loopback, same process):`);
  try {
    let n = 0;
    // A query parameter the API ignores makes every URL new: the response cache always misses,
    // so this is the page query itself (the letter's count stays remembered, as in real use).
    const everyUrlNew = (path: string) => [
      { setupRequest: (request: { path: string }) => ({ ...request, path: `${path}&nocache=${(n += 1)}` }) },
    ];
    const endpoints: [string, string, LoadOptions['requests']?][] = [
      ['bare endpoint  GET /api/health', '/api/health'],
      [
        'letter page, response cache missing',
        '/api/names?letter=A&gender=male',
        everyUrlNew('/api/names?letter=A&gender=male'),
      ],
      // As above, the count of each term stays remembered: this is the ranked page query.
      ['search a, response cache missing', '/api/names?search=a', everyUrlNew('/api/names?search=a')],
      ['search jo, response cache missing', '/api/names?search=jo', everyUrlNew('/api/names?search=jo')],
      ['search mar, response cache missing', '/api/names?search=mar', everyUrlNew('/api/names?search=mar')],
    ];
    // Warm-up: the first seconds of a fresh process measure the JIT, not the server.
    await autocannon({ url: `${base}/api/health`, connections: 10, duration: 1 });
    for (const [label, url, requests] of endpoints) {
      const result = await loadOn(`${base}${url}`, requests);
      const failures = result.non2xx + result.errors;
      console.log(
        `  ${label.padEnd(52)} ${rate(result)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${failures ? `   (${failures} failed)` : ''}`,
      );
    }
  } finally {
    await app.close();
  }
}

/**
 * Runs the whole API bench: the 100k catalogue, query times, then load. BENCH_API_CATALOGUE=seed
 * loads the seed catalogue only (seconds instead of minutes: the cached reads cost the same),
 * and BENCH_API_PARTS=throughput runs the cached reads only.
 */
export async function benchApi(): Promise<ThroughputRow[]> {
  // BENCH_DATA_DIR keeps the loaded database between runs (for looking at plans); default: a temp folder.
  const keep = process.env['BENCH_DATA_DIR'];
  const dir = keep ? path.resolve(keep) : await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const db = await openDatabase({ dataDir: dir });
  const seedOnly = process.env['BENCH_API_CATALOGUE'] === 'seed';
  const throughputOnly = process.env['BENCH_API_PARTS'] === 'throughput';
  try {
    await migrate(db);
    if ((await seedIfEmpty(db)) && !seedOnly) {
      const file = buildCatalogue100k();
      const started = performance.now();
      // The seed's own universal names are in the SSA list too: those rows are left out.
      const { imported } = await importCatalogueFile(db, await readFile(file, 'utf8'), {
        format: 'json',
        skipExisting: true,
      });
      console.log(
        `\ncatalogue API bench: imported ${imported.toLocaleString('en-US')} SSA names in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (!throughputOnly) await queries(db);
    const rows = await throughput(db);
    if (!throughputOnly) await load(db);
    return rows;
  } finally {
    await db.close();
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
