/**
 * `npm run bench`: the figures we hold ourselves to. Sections are added as the product grows;
 * each prints what it measured, never a pass/fail.
 */
import './check-node.mjs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const dist = path.resolve(process.env['DIST_DIR'] ?? 'dist');

async function buildTime(): Promise<void> {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'ignore', env: process.env });
  const seconds = (performance.now() - started) / 1000;
  console.log(`build: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
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
await distSize();
await (await import('./bench-lighthouse.ts')).benchLighthouse();

// The catalogue API at 100k names (fetches the SSA list once into .cache; a few minutes).
await import('./bench-api.ts');

// The shortlist deck's draw at the same scale (its own catalogue load; scripts/bench-deck.ts).
await (await import('./bench-deck.ts')).benchDeck();
