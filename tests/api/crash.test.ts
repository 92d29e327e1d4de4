/**
 * Durability on the embedded database: the real server (`node src/server/server.ts`) takes
 * admin writes, is killed with SIGKILL in the middle of them (no shutdown, no flush), and is
 * started again on the same data folder. Every write it acknowledged must still be there.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const work = mkdtempSync(path.join(tmpdir(), 'crash-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'crash-admin@example.test', password: 'crash-test-password' };

afterAll(() => rmSync(work, { recursive: true, force: true }));

async function startServer(): Promise<ChildProcess> {
  const dist = path.join(work, 'dist');
  mkdirSync(dist, { recursive: true });
  // A complete build is there (its record written last, for any catalogue), so the server does
  // not start a build of its own.
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>stub</title>');
  writeFileSync(
    path.join(dist, 'build.json'),
    JSON.stringify({ catalogueId: null, builtAt: new Date().toISOString(), pages: 1 }),
  );
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: dist,
      SEED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  // Up to a minute: a first start runs the migrations on a fresh PGlite folder, which takes far
  // longer than the usual second when the machine is loaded (CI next to a build).
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const died = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe.runIf(!process.env['TEST_DATABASE_URL'])('kill -9 during acknowledged writes (embedded database)', () => {
  it('loses no acknowledged write across three crashes', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const server = await startServer();
      const login = await fetch(`${base}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      let stop = false;
      // Four writers at once, each recording the ids the server acknowledged with 201.
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await fetch(`${base}/api/nicknames`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name: `Crash ${round}-${w}-${i}`, description: 'written before a kill -9' }),
            });
            if (res.status === 201) acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
          } catch {
            return; // The server is gone.
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      server.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await died(server);
    }

    const server = await startServer();
    try {
      const res = await fetch(`${base}/api/nicknames`);
      const stored = new Set(((await res.json()) as { data: { id: string }[] }).data.map((n) => n.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThan(30);
      expect(lost).toEqual([]);
      console.log(`crash test: ${acknowledged.length} acknowledged writes, all of them there after three kill -9`);
    } finally {
      server.kill('SIGKILL');
      await died(server);
    }
  }, 240_000);
});
