/**
 * The first start of `npm start` has no built site yet: it builds one from the server's own API
 * (PGlite lets only one process open the data folder, so the build cannot open the database).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

/** Whether `distDir` holds a build of the site. */
export function hasSiteBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/**
 * Runs `scripts/build.ts` against the API at `apiUrl` and answers whether it succeeded; its
 * output goes to this process's terminal.
 */
export async function buildSite(apiUrl: string): Promise<boolean> {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_API_URL: apiUrl },
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  return code === 0;
}
