/**
 * `npm run bench`: the figures we hold ourselves to. Sections are added as the product grows;
 * each prints what it measured, never a pass/fail.
 */
import './check-node.mjs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const dist = path.resolve(process.env['DIST_DIR'] ?? 'dist');

/** The rows of the table the site is held to, filled as the sections run and printed at the end. */
const goals: [string, string, string][] = [];

/** Load average beside each figure: on a shared machine the figures move with it. */
const load = () => `load ${loadavg()[0]!.toFixed(1)}`;

async function buildTime(): Promise<void> {
  const started = performance.now();
  // GNU time, when the machine has it, gives the build's peak memory.
  const timed = existsSync('/usr/bin/time');
  const result = spawnSync(
    timed ? '/usr/bin/time' : process.execPath,
    timed ? ['-f', '%M', process.execPath, 'scripts/build.ts'] : ['scripts/build.ts'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: process.env },
  );
  const seconds = (performance.now() - started) / 1000;
  const peakKb = timed ? Number(/(\d+)\s*$/.exec(result.stderr.toString())?.[1] ?? NaN) : NaN;
  const pages = (await readdir(dist, { recursive: true })).filter((f) => String(f).endsWith('.html')).length;
  const peak = Number.isFinite(peakKb) ? `, peak ${(peakKb / 1024 / 1024).toFixed(2)} GB` : '';
  console.log(
    `build: ${result.status === 0 ? 'ok' : 'FAILED'}: ${pages.toLocaleString('en-US')} pages in ${seconds.toFixed(1)} s (${Math.round(pages / seconds)} pages/s${peak}; ${load()})`,
  );
  goals.push(['static build', `${Math.round(pages / seconds)} pages/s${peak} (${load()})`, '≥ 500 pages/s']);
}

/** Bytes of the page kinds the table names, and the share of them that is inline CSS. */
async function pageBytes(pages: [string, string | null][]): Promise<void> {
  console.log('\nbytes per page (HTML as written; inline <style> in it):');
  for (const [label, page] of pages) {
    if (!page) continue;
    const html = await readFile(path.join(dist, page.slice(1), 'index.html'), 'utf8').catch(() => null);
    if (!html) continue;
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].length;
    console.log(
      `  ${label.padEnd(14)} ${page.padEnd(22)} ${(html.length / 1024).toFixed(1).padStart(6)} KB, ${(inline / 1024).toFixed(1)} KB inline CSS, ${sheets} stylesheet link(s)`,
    );
  }
}

/** The browse pages' budget of JavaScript on first load, gzip. */
const JS_BUDGET_KB = 90;

/** The built page of a kind: its first numbered or lettered page in dist (ids come from the data). */
async function firstBuilt(dir: string, pattern: RegExp): Promise<string | null> {
  const entries = await readdir(path.join(dist, dir)).catch(() => [] as string[]);
  const found = entries
    .filter((entry) => pattern.test(entry))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return found[0] ? `/${dir}/${found[0]}` : null;
}

/**
 * JS (gzip) a page loads: its module scripts plus every chunk they import, transitively ("first
 * load"), and apart from that the chunks only a dynamic import() brings ("on demand", such as the
 * search box's suggestions, loaded on its first focus).
 */
async function jsBytesPerPage(pages: string[]): Promise<void> {
  console.log(`\nJS per page (gzip; first load, budget ${JS_BUDGET_KB} KB on browse pages; then on demand):`);
  for (const page of pages) {
    const file = path.join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
    const html = await readFile(file, 'utf8').catch(() => null);
    if (!html) {
      console.log(`  ${page.padEnd(28)} (not built)`);
      continue;
    }
    const seen = new Set<string>();
    const sizes = { first: 0, later: 0 };
    const queue: [string, 'first' | 'later'][] = [
      ...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g),
    ].map((m) => [m[1]!, 'first']);
    // Static imports are counted where they are met, on-demand chunks after all of them: a chunk
    // both imported and lazily imported counts as first load.
    for (let i = 0; i < queue.length; i += 1) {
      const [url, when] = queue[i]!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = await readFile(path.join(dist, url), 'utf8');
      sizes[when] += gzipSync(code).length;
      for (const m of code.matchAll(/from\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
        queue.splice(i + 1, 0, [`/_astro/${m[1]}`, when]);
      for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g))
        queue.push([`/_astro/${m[1]}`, 'later']);
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `  ${page.padEnd(28)} ${kb(sizes.first).padStart(9)} first load, ${kb(sizes.later)} on demand (${seen.size} files)`,
    );
  }
}

async function distSize(): Promise<void> {
  let files = 0;
  let bytes = 0;
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        files += 1;
        bytes += (await stat(full)).size;
      }
    }
  };
  await walk(dist);
  console.log(`\ndist: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  goals.push(['bytes written', `${(bytes / 1024 / 1024).toFixed(0)} MB in ${files} files`, 'half of 413 MB']);
}

await buildTime();
const browsePages = await Promise.all([
  firstBuilt('names/boy', /^[a-z]$/),
  firstBuilt('names', /^\d+$/),
  firstBuilt('religion', /^\d+$/),
  firstBuilt('nicknames/letter', /^[a-z]$/),
  firstBuilt('godnames', /^\d+$/),
  firstBuilt('godname', /^\d+$/),
]);
await jsBytesPerPage(['/religion', '/user/dashboard', ...browsePages.filter((page): page is string => page !== null)]);
await pageBytes([
  ['letter page', browsePages[0] ?? null],
  ['name page', browsePages[1] ?? null],
  ['religion page', browsePages[2] ?? null],
]);
await distSize();
const lighthouse = await import('./bench-lighthouse.ts');
await lighthouse.benchLighthouse();
goals.push([
  'LCP ÷ bare page',
  Object.entries(lighthouse.lcpRatios)
    .map(([label, ratio]) => `${label} ${ratio.toFixed(2)}×`)
    .join(', ') || '(not measured)',
  '≤ 1.2×',
]);
goals.push([
  'first npm start',
  lighthouse.firstStartSeconds === null
    ? '(not measured)'
    : `site served ${lighthouse.firstStartSeconds.toFixed(1)} s, full build in place ${lighthouse.fullSiteSeconds?.toFixed(1)} s (${load()})`,
  '≤ 20 s',
]);

// The catalogue API at 100k names (fetches the SSA list once into .cache; a few minutes).
const rows = await (await import('./bench-api.ts')).benchApi();
goals.push([
  'API ÷ node:http',
  rows
    .map(
      (row) =>
        `${row.label.split(/\s{2,}|\s+GET/)[0]} ${Math.round((row.apiRate / row.bareRate) * 100)}% (CPU ${Math.round((row.bareCpu / row.apiCpu) * 100)}%), p99 ${row.p99} ms`,
    )
    .join('; ') + ` (${load()})`,
  '≥ 50% each, p99 ≤ 5 ms',
]);

// The shortlist deck's draw at the same scale (its own catalogue load; scripts/bench-deck.ts).
await (await import('./bench-deck.ts')).benchDeck();

console.log('\nthe figures beside their goals:');
for (const [measure, figure, goal] of goals)
  console.log(`  ${measure.padEnd(18)} ${figure}\n  ${''.padEnd(18)} goal: ${goal}`);
