/**
 * The first start of an empty database creates an admin: from ADMIN_EMAIL / ADMIN_PASSWORD when
 * set, otherwise admin@localhost with a generated strong password printed once. There is no
 * well-known default password anywhere.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { hashPassword } from './passwords.ts';
import { emailProblem, normaliseEmail, passwordProblem } from './credentials.ts';

export async function ensureInitialAdmin(db: Db, config: Config, log: (message: string) => void): Promise<void> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from users where role = 'admin'`);
  if ((row?.n ?? 0) > 0) return;
  const email = normaliseEmail(config.adminEmail ?? 'admin@localhost');
  // A configured account must follow the same rules as any other, or it could not sign in
  // through the form (a bad address) or would be weaker than the rules allow.
  if (config.adminEmail && emailProblem(config.adminEmail))
    throw new Error(`ADMIN_EMAIL: ${emailProblem(config.adminEmail)}`);
  if (config.adminPassword && passwordProblem(config.adminPassword))
    throw new Error(`ADMIN_PASSWORD: ${passwordProblem(config.adminPassword)}`);
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  await db.query(
    `insert into users (email, name, display_name, role, password_hash) values ($1, 'Administrator', 'Administrator', 'admin', $2)
     on conflict (email) do update set role = 'admin', password_hash = excluded.password_hash`,
    [email, await hashPassword(password)],
  );
  if (generated) {
    log(
      `\n  Created the first admin account: ${email}\n  Password (shown once, keep it safe): ${password}\n  Change it on the dashboard, or create another with npm run admin:create.\n`,
    );
  } else {
    log(`Created the first admin account: ${email} (password from ADMIN_PASSWORD)`);
  }
}
