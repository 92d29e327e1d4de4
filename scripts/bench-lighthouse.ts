/**
 * Lighthouse figures of three pages that stand for the site: a letter page, a name detail and a
 * religion page. Starts the real server (`npm start`'s entry) on a loopback port over a fresh
 * temporary data folder and build, so the figures are of the current code with the seed
 * catalogue, then runs Lighthouse 13 in Chromium (CHROMIUM_PATH / CHROME_PATH) with its default
 * mobile settings and with its desktop preset, BENCH_LIGHTHOUSE_RUNS times each (default 3).
 * Prints the four category scores of the median run, the spread of the performance score, the
 * audits that hold a score under 100, and the JS (gzip) each page loads.
 * Run alone with `npm run bench:lighthouse`; `npm run bench` calls it too.
 */
import './check-node.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** Runs per page and preset (BENCH_LIGHTHOUSE_RUNS); the median run is reported. */
const RUNS = Math.max(1, Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3) || 3);
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Seconds from `npm start`'s entry on a fresh data folder to the site served (its quick build:
 * every list and page, items by their shells), and to the full build in place (the last start).
 */
export let firstStartSeconds: number | null = null;
export let fullSiteSeconds: number | null = null;

/** Starts the server over a fresh data folder; it builds the site itself on a first start. */
async function startServer(work: string, port: number): Promise<() => Promise<void>> {
  const started = performance.now();
  firstStartSeconds = null;
  fullSiteSeconds = null;
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: path.join(work, 'dist'),
      ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
      ADMIN_PASSWORD: 'bench-only-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (firstStartSeconds === null && out.includes('is running at'))
        firstStartSeconds = (performance.now() - started) / 1000;
      // Measured on the full build: an item's page, not its shell.
      if (out.includes('The full site is in place')) {
        fullSiteSeconds = (performance.now() - started) / 1000;
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}) before it was ready:\n${out}`)));
  });
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/** JS (gzip) a page loads: its module scripts and every chunk they import, transitively. */
async function jsGzipBytes(origin: string, pagePath: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(origin + pagePath)).text();
  const queue = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(origin + url)).text();
    bytes += gzipSync(code).length;
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g))
      queue.push(`/_astro/${m[1] ?? m[2]}`);
  }
  return { bytes, files: seen.size };
}

async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  const get = async (p: string) =>
    ((await (await fetch(origin + p)).json()) as { data: { id: string; name: string }[] }).data;
  const [name] = await get('/api/names?letter=A&gender=male&limit=1');
  const religion = (await get('/api/religions')).find((r) => r.name === 'Hinduism');
  return [
    ['letter page', '/names/boy/a'],
    ['name detail', `/names/${name?.id ?? ''}`],
    ['religion page', `/religion/${religion?.id ?? ''}`],
    // Not among the three held to the target, shown for comparison.
    ['nickname letter page', '/nicknames/letter/a'],
    ['god name detail', `/godname/${(await get('/api/god-names'))[0]?.id ?? ''}`],
  ];
}

/**
 * The same page as bare HTML: its title and its visible text, no CSS, no script, no font. Its LCP
 * is the floor a page of that text can reach under the same throttling; a page's LCP is reported
 * as a multiple of it.
 */
function barePageOf(html: string): string {
  const text = (part: string) =>
    part
      .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const title = text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  const body = text(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
  // The text is already HTML-escaped as the page had it (entities kept), tags removed.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><p>${body}</p></body></html>`;
}

/** LCP of the three pages held to the goal, as a multiple of their bare page's: filled by benchLighthouse. */
export const lcpRatios: Record<string, number> = {};

async function lcpOf(url: string, port: number): Promise<number | null> {
  const all: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (result?.lhr && !result.lhr.runtimeError) all.push(result.lhr);
  }
  const valid = filterToValidRuns(all) as Lhr[];
  const lhr = valid.length > 0 ? (computeMedianRun(valid) as Lhr) : all[0];
  return lhr?.audits['largest-contentful-paint']?.numericValue ?? null;
}

async function bareRatios(origin: string, port: number, pages: [string, string][]): Promise<void> {
  console.log('\n  LCP beside a bare HTML page of the same text (mobile, simulated; goal 1.2× or less):');
  for (const [label, pagePath] of pages.slice(0, 3)) {
    const bare = Buffer.from(barePageOf(await (await fetch(origin + pagePath)).text()));
    const server = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bare.length });
      response.end(bare);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const barePort = typeof address === 'object' && address ? address.port : 0;
    try {
      const page = await lcpOf(origin + pagePath, port);
      const floor = await lcpOf(`http://localhost:${barePort}/`, port);
      if (page !== null && floor !== null && floor > 0) {
        lcpRatios[label] = page / floor;
        console.log(
          `    ${label.padEnd(16)} LCP ${(page / 1000).toFixed(2)} s, bare ${(floor / 1000).toFixed(2)} s: ${(page / floor).toFixed(2)}×`,
        );
      }
    } finally {
      // Chromium may keep a connection to the bare page open; close() alone would wait for it
      // (a bench run hung here once).
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}

export async function benchLighthouse(): Promise<void> {
  console.log('\nLighthouse 13 (mobile defaults, then the desktop preset) and JS per page (gzip):');
  const work = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let stopServer = async () => {};
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    stopServer = await startServer(work, port);
    console.log(
      `  first start on a fresh data folder: site served in ${firstStartSeconds?.toFixed(1)} s (items by their shells), full build in place in ${fullSiteSeconds?.toFixed(1)} s`,
    );
    chrome = await chromeLauncher.launch({
      chromePath: process.env['CHROME_PATH'] ?? CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const measured = await pagesToMeasure(origin);
    await bareRatios(origin, chrome.port, measured);
    console.log(`  ${'page'.padEnd(48)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   JS gzip`);
    const runs = measured.flatMap(([label, pagePath]) => [
      { label: `${label} ${pagePath}`, pagePath, desktop: false },
      { label: `  (desktop preset)`, pagePath, desktop: true },
    ]);
    for (const { label, pagePath, desktop } of runs) {
      const run = async () => {
        const once = () =>
          lighthouse(
            origin + pagePath,
            { port: chrome!.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            desktop ? desktopConfig : undefined,
          );
        let result = await once();
        // Chromium now and then loses the start of a trace (NO_NAVSTART): that says nothing about
        // the page, so such a run is taken again, up to twice.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await once();
        return result?.lhr;
      };
      // Lighthouse's own advice on variability: several runs, report the median one (by FCP and
      // TTI, computeMedianRun), and show the spread of the performance score beside it.
      const all: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await run();
        if (lhr) all.push(lhr);
      }
      // median-run.js is typed against Lighthouse's internal LH.Result; it takes and returns ours.
      const valid = filterToValidRuns(all) as Lhr[];
      const lhr = valid.length > 0 ? (computeMedianRun(valid) as Lhr) : all[0];
      const perf = all
        .map((r) => r.categories['performance']?.score)
        .filter((x): x is number => typeof x === 'number')
        .map((x) => Math.round(x * 100));
      const spread =
        perf.length > 1 ? `   performance of ${perf.length} runs: ${Math.min(...perf)}–${Math.max(...perf)}` : '';
      const scores = CATEGORIES.map((c) => {
        const score = lhr?.categories[c]?.score;
        return (typeof score === 'number' ? String(Math.round(score * 100)) : '—').padStart(15);
      });
      const js = await jsGzipBytes(origin, pagePath);
      // Largest Contentful Paint of the median run (Lighthouse's simulated throttling), the figure
      // a page's weight moves first.
      const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
      const lcpText = typeof lcp === 'number' ? `   LCP ${(lcp / 1000).toFixed(2)} s` : '';
      console.log(
        `  ${label.padEnd(48)} ${scores.join('')}   ${(js.bytes / 1024).toFixed(1)} KB in ${js.files} files${lcpText}${spread}`,
      );
      if (lhr?.runtimeError)
        console.log(
          `      Lighthouse could not measure everything: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
      for (const warning of lhr?.runWarnings ?? []) console.log(`      warning: ${warning}`);
      const failing = Object.values(lhr?.audits ?? {}).filter(
        (a) =>
          typeof a.score === 'number' &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      );
      // What holds a score under 100, so the figure can be acted on.
      for (const audit of failing.slice(0, 5))
        console.log(`      below 1: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
    }
  } finally {
    chrome?.kill();
    await stopServer();
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
