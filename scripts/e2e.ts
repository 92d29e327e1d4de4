/**
 * `npm run test:e2e`: builds the site against a fresh seeded database, starts the real server
 * over it, and runs Playwright in Debian's Chromium. No test downloads a browser.
 */
import './check-node.mjs';
import { CHROMIUM_PATH } from './chromium.ts';
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  console.error(
    `End-to-end tests need Chromium at ${chromium} and found none.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const port = process.env['E2E_PORT'] ?? '4391';
// Per port, so that two runs on one machine (two developers' checkouts) do not collide.
const work = path.resolve(`.cache/e2e-${port}`);
rmSync(work, { recursive: true, force: true });
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  DATA_DIR: path.join(work, 'data'),
  DIST_DIR: path.join(work, 'dist'),
  ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
  PW_OUTPUT_DIR: path.join(work, 'test-results'),
  PORT: port,
  HOST: '127.0.0.1',
  SITE_URL: `http://localhost:${port}`,
  JWT_SECRET: 'e2e-only-secret-not-for-production-use-0123456789',
  ADMIN_EMAIL: 'admin@example.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  // The specs write through the dashboard hundreds of times; a rebuild after each burst would
  // move pages under tests that are reading them. tests/api/incremental-build.test.ts covers it.
  SITE_INCREMENTAL_BUILDS: 'false',
};

// Google sign-in runs against a local OpenID provider (tests/e2e/google-signin.spec.ts). It is a
// child process so it keeps answering while this script blocks in spawnSync; it prints its
// issuer URL (an ephemeral loopback port, so parallel runs never collide) and dies with us.
// So the login page offers "Continue with Google" in every e2e run: a test of the page of an
// unconfigured server stubs GET /api/auth/providers ({ data: { google: false } }) with page.route.
const oidcProvider = spawn(process.execPath, ['tests/helpers/oidc-provider.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => oidcProvider.kill());
const oidcIssuer = await new Promise<string>((resolve, reject) => {
  oidcProvider.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split('\n')[0] ?? ''));
  oidcProvider.once('exit', () => reject(new Error('the local OpenID provider did not start')));
});
Object.assign(env, {
  GOOGLE_CLIENT_ID: 'e2e-client',
  GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
  GOOGLE_ISSUER: oidcIssuer,
  // The whole suite signs in and registers from one address; the limits have their API tests.
  LOGIN_RATE_LIMIT: '1000',
});

const run = (args: string[]) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;

const started = Date.now();
if (run(['scripts/build.ts']) !== 0) process.exit(1);
console.log(`e2e: site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const playwrightCli = path.resolve('node_modules/@playwright/test/cli.js');
process.exit(run([playwrightCli, 'test', ...process.argv.slice(2)]));
