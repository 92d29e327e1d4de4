/**
 * The configuration is checked at start against one schema: a value that breaks its rule stops
 * the server with a message naming the variable, and every variable anything reads is in the
 * README's Configuration table.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_SCHEMA, loadConfig, type EnvVariable } from '../../src/server/config.ts';

/** One value per variable that its rule refuses. */
const BAD: Record<EnvVariable, string> = {
  PORT: '80a',
  HOST: ' ',
  DATA_DIR: ' ',
  DATABASE_URL: 'mysql://localhost/db',
  DIST_DIR: ' ',
  JWT_SECRET: 'short',
  USER_TOKEN_TTL: '7d',
  ADMIN_TOKEN_TTL: '-5',
  ADMIN_EMAIL: 'admin',
  ADMIN_PASSWORD: ' ',
  GOOGLE_CLIENT_ID: ' ',
  GOOGLE_CLIENT_SECRET: ' ',
  GOOGLE_ISSUER: 'accounts.google.com',
  SITE_URL: 'example.com',
  BUILD_API_URL: 'ftp://example.com',
  PUBLIC_API_URL: 'not a url',
  LOGIN_RATE_LIMIT: '0',
  LOGIN_RATE_WINDOW_MS: '15m',
  LOGIN_SLOWDOWN_MS: '1.5',
  TRUST_PROXY: 'yes',
  SEED: 'no',
  LOG_LEVEL: 'verbose',
  CONTACT_EMAIL: 'hello at example',
};

function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  return expect.unreachable(`accepted ${JSON.stringify(env)}`);
}

describe('configuration schema', () => {
  it('refuses PORT=80a with a message naming PORT, instead of starting on 4321', () => {
    const error = refusal({ PORT: '80a' });
    expect(error.variables).toEqual(['PORT']);
    expect(error.message).toContain('PORT="80a" is not valid: use a port number from 1 to 65535.');
  });

  it.each(Object.entries(BAD))('refuses %s=%j and names it', (variable, value) => {
    expect(refusal({ [variable]: value }).variables).toEqual([variable]);
  });

  it('names every bad variable at once and never prints a secret', () => {
    const error = refusal({ PORT: '0', JWT_SECRET: 'hunter2', SEED: 'maybe' });
    expect(error.variables).toEqual(['PORT', 'JWT_SECRET', 'SEED']);
    expect(error.message).not.toContain('hunter2');
  });

  it('reads good values, and unset or empty ones as their defaults', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: '10.0.0.0/8, loopback', SEED: 'false', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 8080, trustProxy: '10.0.0.0/8, loopback', seed: false, logLevel: 'info' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).siteUrl).toBe('http://localhost:4321');
  });

  it('stops a real start with the message and exit code 1, before opening any database', () => {
    const result = spawnSync(process.execPath, ['src/server/server.ts'], {
      env: { ...process.env, PORT: '80a', DATA_DIR: '/nonexistent-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="80a" is not valid');
  });
});

describe('the README lists every variable', () => {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
  const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

  it('every variable of the schema', () => {
    expect(Object.keys(ENV_SCHEMA).filter((v) => !documented.has(v))).toEqual([]);
  });

  it('every variable read anywhere in the code, scripts and tests', () => {
    const files = ['astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx|mjs|astro)$/.test(entry)) files.push(file);
      }
    };
    ['src', 'scripts', 'tests'].forEach(walk);
    const read = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/(?:process\.env|\benv)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g))
        read.add((m[1] ?? m[2])!);
      // Variables handed to a child process ({ ...process.env, NAME: value }).
      for (const m of source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}): /gm))
        if (source.includes('process.env')) read.add(m[1]!);
    }
    // The shell's own, and Astro's own import.meta.env values (SITE is astro.config's site):
    // not configuration of this project.
    for (const system of ['PATH', 'CI', 'HOME', 'SITE', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']) read.delete(system);
    expect([...read].filter((v) => !documented.has(v)).sort()).toEqual([]);
  });
});
