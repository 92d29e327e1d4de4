/**
 * No password, hash, token or email reaches a log line, whatever fails: the app runs with the
 * server's own logger options at the most verbose level, requests that fail in every way are
 * driven through it (including a database failure in the middle of a registration), and every
 * captured line is scanned for the secrets those requests used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { loadConfig } from '../../src/server/config.ts';
import { statementName, type Db } from '../../src/server/db/index.ts';
import { freshDatabase } from '../helpers/test-app.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { loggerOptions, serialiseError } from '../../src/server/logging.ts';
import { DatabaseError } from '../../src/server/db/index.ts';

const lines: string[] = [];
let app: App;
let db: Db;
const secrets: string[] = [];
let dropSchema: () => Promise<void> = async () => {};

beforeAll(async () => {
  let drop: () => Promise<void>;
  ({ db, drop } = await freshDatabase());
  dropSchema = drop;
  await migrate(db);
  const config = loadConfig(
    {},
    { jwtSecret: randomBytes(32).toString('hex'), seed: false, dataDir: '/nonexistent-test-data-dir' },
  );
  app = await buildApp({
    db,
    config,
    logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  await dropSchema();
});

function remember(...values: string[]): void {
  secrets.push(...values.filter((v) => v.length >= 6));
}

describe('the log', () => {
  it('holds no password, hash, token or email after requests that fail in every way', async () => {
    const email = `logged-${randomBytes(4).toString('hex')}@example.test`;
    const password = `pw-${randomBytes(9).toString('hex')}`;
    remember(email, password);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: { name: 'Log Test', email, password },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json<{ token: string }>().token;
    remember(token);
    const [row] = await db.query<{ password_hash: string }>('select password_hash from users where email = $1', [
      email,
    ]);
    remember(row!.password_hash);

    // Wrong passwords, NUL bytes, a forged token, a token with a bad subject.
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    remember(forged);
    const wrong = `wrong-${randomBytes(6).toString('hex')}`;
    remember(wrong);
    await app.inject({ method: 'POST', url: '/api/auth/user/login', payload: { email, password: wrong } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: { name: 'Nul', email: `nul\u0000${email}`, password },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: wrong, newPassword: `${password}-new` },
    });
    remember(`${password}-new`);
    await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } });
    await app.inject({ url: `/api/names?search=${encodeURIComponent(email)}` });

    // A real fault in the middle of a registration: the statement fails with the new account's
    // email and scrypt hash as its parameters, and the 500 is logged.
    const email2 = `fault-${randomBytes(4).toString('hex')}@example.test`;
    const password2 = `pw-${randomBytes(9).toString('hex')}`;
    remember(email2, password2);
    await db.query('alter table users add constraint log_test_fault check (length(email) < 5) not valid');
    try {
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/user/register',
        payload: { name: 'Fault', email: email2, password: password2 },
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again.' });
    } finally {
      await db.query('alter table users drop constraint log_test_fault');
    }

    const log = lines.join('');
    // Each of the seven requests above was logged, once, when it was answered (app.ts).
    expect(lines.filter((line) => /"msg":"request (completed|errored)"/.test(line))).toHaveLength(7);
    // Each says what was asked and how it ended: method, path without its query, status, time.
    const search = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l['path'] === '/api/names');
    expect(search).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request completed' });
    expect(typeof search?.['responseTime']).toBe('number');
    expect(typeof search?.['reqId']).toBe('string');
    // The fault was logged, by its code and statement name.
    expect(log).toContain('"type":"DatabaseError"');
    expect(log).toContain('"code":"23514"');
    expect(log).toMatch(/"statement":"insert into users/);
    for (const secret of secrets) expect(log, `a log line holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    // Not even in part: the local part of the emails and the hash's digest.
    expect(log).not.toContain(email.split('@')[0]);
    expect(log).not.toContain(email2.split('@')[0]);
    expect(log).not.toContain(row!.password_hash.slice(-20));
  });
});

describe('the redaction rule', () => {
  it('keeps an error to its type, code, statement, message and stack', () => {
    const error = Object.assign(new Error('boom'), {
      code: 'E1',
      params: ['secret@example.test'],
      query: 'select $1',
      detail: 'Key (email)=(secret@example.test)',
    });
    const logged = serialiseError(error);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toContain('secret@example.test');
  });

  it('names a statement by its first words, never its values', () => {
    expect(statementName(`insert into users (email, password_hash)\n values ($1, $2)`)).toBe(
      'insert into users (email, password_hash) values',
    );
    expect(statementName(`select 1 from users where email = 'x@y.z'`)).toBe('select 1 from users where email');
    expect(new DatabaseError('23505', 'insert into users').message).toBe('database error 23505 in "insert into users"');
  });
});
