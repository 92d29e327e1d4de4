/** `npm run admin:create -- --email E` against an embedded database folder, as an operator runs it. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.ts';
import { loadConfig } from '../../src/server/config.ts';
import { buildApp } from '../../src/server/app.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function adminCreate(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli/admin-create.ts', ...args], {
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, ...env },
      // Not a terminal: without ADMIN_PASSWORD there is no way to type one.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function adminLogin(email: string, password: string): Promise<number> {
  const db = await openDatabase({ dataDir });
  const app = await buildApp({
    db,
    config: loadConfig({}, { dataDir, jwtSecret: 'admin-create-test-secret-0123456789-01' }),
  });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
    return res.statusCode;
  } finally {
    await app.close();
    await db.close();
  }
}

describe('admin:create', () => {
  it('creates an admin account that can sign in at the admin login', async () => {
    const { code, out } = await adminCreate(['--email', 'Chief@Example.TEST'], {
      ADMIN_PASSWORD: 'chief admin password',
    });
    expect(out).toContain('Created the admin account chief@example.test');
    expect(code).toBe(0);
    expect(out).not.toContain('chief admin password');
    expect(await adminLogin('chief@example.test', 'chief admin password')).toBe(200);
  }, 90_000);

  it('gives an existing account the admin role and the new password', async () => {
    const { code, out } = await adminCreate(['--email', 'chief@example.test'], {
      ADMIN_PASSWORD: 'replacement password',
    });
    expect(code).toBe(0);
    expect(out).toContain('is now an admin');
    expect(await adminLogin('chief@example.test', 'replacement password')).toBe(200);
    expect(await adminLogin('chief@example.test', 'chief admin password')).toBe(401);
  }, 90_000);

  it('refuses without an email, with a bad email, with a short password, or with no way to read one', async () => {
    const noEmail = await adminCreate([], { ADMIN_PASSWORD: 'long enough password' });
    expect(noEmail.code).toBe(1);
    expect(noEmail.out).toContain('--email is required');

    const badEmail = await adminCreate(['--email', 'nope'], { ADMIN_PASSWORD: 'long enough password' });
    expect(badEmail.code).toBe(1);
    expect(badEmail.out).toContain('Enter a valid email address');

    const short = await adminCreate(['--email', 'a@example.test'], { ADMIN_PASSWORD: 'short' });
    expect(short.code).toBe(1);
    expect(short.out).toContain('Password must be 8 to 128 characters');

    const noPassword = await adminCreate(['--email', 'a@example.test']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.out).toContain('set ADMIN_PASSWORD');
  }, 90_000);

  it('stops clearly when a running server holds the embedded database', async () => {
    const held = await openDatabase({ dataDir });
    try {
      await held.query('select 1');
      const { code, out } = await adminCreate(['--email', 'late@example.test'], {
        ADMIN_PASSWORD: 'long enough password',
      });
      expect(code).toBe(1);
      expect(out).toContain('is in use by a running server');
    } finally {
      await held.close();
    }
  }, 90_000);
});
