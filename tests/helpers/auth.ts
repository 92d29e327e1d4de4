/** Accounts and tokens for API tests, made directly in the database. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Role } from '../../src/shared/types.ts';
import type { TestApp } from './test-app.ts';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  /** { authorization: 'Bearer …' } for app.inject. */
  headers: { authorization: string };
}

export async function createAccount(
  t: TestApp,
  role: Role = 'user',
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const password = overrides.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const name = overrides.name ?? (role === 'admin' ? 'Test Admin' : 'Test User');
  const [row] = await t.db.query<{ id: string }>(
    `insert into users (email, name, display_name, role, password_hash) values ($1, $2, $2, $3, $4) returning id::text as id`,
    [email.toLowerCase(), name, role, await hashPassword(password)],
  );
  const id = row!.id;
  const token = await t.app.tokens.sign({ id, role }, 3600);
  return { id, email, password, role, token, headers: { authorization: `Bearer ${token}` } };
}
