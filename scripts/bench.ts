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

/** JS (gzip) a page loads: its module scripts plus every chunk they import, transitively. */
async function jsBytesPerPage(pages: string[]): Promise<void> {
  console.log('\nJS per page (gzip, all chunks it loads):');
  for (const page of pages) {
    const file = path.join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
    const html = await readFile(file, 'utf8').catch(() => null);
    if (!html) {
      console.log(`  ${page.padEnd(28)} (not built)`);
      continue;
    }
    const seen = new Set<string>();
    const queue = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
    let bytes = 0;
    while (queue.length > 0) {
      const url = queue.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = await readFile(path.join(dist, url), 'utf8');
      bytes += gzipSync(code).length;
      for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g)) {
        queue.push(`/_astro/${m[1] ?? m[2]}`);
      }
    }
    console.log(`  ${page.padEnd(28)} ${(bytes / 1024).toFixed(1)} KB in ${seen.size} files`);
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
await jsBytesPerPage(['/religion', '/user/dashboard']);
await distSize();
await (await import('./bench-lighthouse.ts')).benchLighthouse();

// The catalogue API at 100k names (fetches the SSA list once into .cache; a few minutes).
await import('./bench-api.ts');
