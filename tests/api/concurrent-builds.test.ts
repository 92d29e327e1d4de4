/**
 * Two builds at once into folders outside the project (the system's temporary folder here; a
 * deployment's DIST_DIR elsewhere, a server's rebuild beside `npm run build`). Astro keeps the
 * server chunks of such a build in one shared folder and deletes it when a build ends, so the
 * second build used to fail mid-render (and a server's first build with it, leaving "Building the
 * site" up for good). Both must complete.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const work = mkdtempSync(path.join(tmpdir(), 'concurrent-builds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function buildInto(name: string): Promise<{ code: number | null; output: string; pid: number | undefined }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      env: {
        ...process.env,
        DATA_DIR: path.join(work, `${name}-data`),
        DIST_DIR: path.join(work, name),
        ASTRO_CACHE_DIR: path.join(work, `${name}-astro-cache`),
        // An empty catalogue: the site's own pages only, the quickest whole build.
        SEED: 'false',
        LOG_LEVEL: 'error',
        DATABASE_URL: '',
        BUILD_API_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output, pid: child.pid }));
  });
}

describe.runIf(!process.env['TEST_DATABASE_URL'])('two builds at once into folders outside the project', () => {
  it('both complete, each with its own whole site', async () => {
    const [first, second] = await Promise.all([buildInto('one'), buildInto('two')]);
    expect(first.code, first.output.slice(-2000)).toBe(0);
    expect(second.code, second.output.slice(-2000)).toBe(0);
    for (const name of ['one', 'two']) {
      for (const file of ['index.html', 'build.json', 'about/index.html', 'sitemap-index.xml']) {
        expect(existsSync(path.join(work, name, file)), `${name}/${file}`).toBe(true);
      }
    }
    // The scratch folders the builds ran from (.astro/builds/<pid>-…) are gone.
    const scratch = existsSync('.astro/builds') ? readdirSync('.astro/builds') : [];
    for (const { pid } of [first, second]) expect(scratch.filter((entry) => entry.startsWith(`${pid}-`))).toEqual([]);
  }, 900_000);
});
