/** The first admin of an empty database: configured, or generated and printed once. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { ensureInitialAdmin } from '../../src/server/auth/initial-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Each case starts from a database with no accounts, as a first start does.
beforeEach(async () => {
  await t.db.query('delete from users');
});

const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set, and nothing secret is printed', async () => {
    const printed: string[] = [];
    await ensureInitialAdmin(
      t.db,
      { ...t.config, adminEmail: 'Owner@Example.TEST', adminPassword: 'owner password 1' },
      (m) => printed.push(m),
    );
    expect(printed.join('\n')).not.toContain('owner password 1');
    expect((await adminLogin('owner@example.test', 'owner password 1')).statusCode).toBe(200);
  });

  it('otherwise gets a generated strong password, printed once; there is no default password', async () => {
    const printed: string[] = [];
    await ensureInitialAdmin(t.db, { ...t.config, adminEmail: undefined, adminPassword: undefined }, (m) =>
      printed.push(m),
    );
    const password = /Password \(shown once, keep it safe\): (\S+)/.exec(printed.join('\n'))?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect((await adminLogin('admin@localhost', password!)).statusCode).toBe(200);
    for (const guess of ['admin', 'password', 'admin123', 'changeme'])
      expect((await adminLogin('admin@localhost', guess)).statusCode).toBe(401);

    // The next start finds an admin and neither creates nor prints anything.
    const later: string[] = [];
    await ensureInitialAdmin(t.db, { ...t.config, adminEmail: undefined, adminPassword: undefined }, (m) =>
      later.push(m),
    );
    expect(later).toEqual([]);
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules', async () => {
    await expect(
      ensureInitialAdmin(t.db, { ...t.config, adminEmail: 'x@example.test', adminPassword: 'short' }, () => {}),
    ).rejects.toThrow('ADMIN_PASSWORD: Password must be 8 to 128 characters');
  });
});
