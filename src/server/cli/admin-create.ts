/**
 * `npm run admin:create -- --email E`: creates an admin account, or makes an existing account an
 * admin with a new password. The password comes from ADMIN_PASSWORD or is typed at a hidden
 * prompt (asked twice); it is never an argument, so it stays out of shell history and `ps`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { emailProblem, normaliseEmail, passwordProblem } from '../auth/credentials.ts';
import { PASSWORD_RULE } from '../../shared/account-rules.ts';
import { upsertAdmin } from '../repositories/users.ts';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com\n(password from ADMIN_PASSWORD, or typed at the prompt)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    muted = false;
    rl.close();
    process.stdout.write('\n');
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env['ADMIN_PASSWORD'];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail('No password: set ADMIN_PASSWORD, or run this in a terminal to type it.');
  const password = await promptHidden(`Password (${PASSWORD_RULE}): `);
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((await promptHidden('Repeat the password: ')) !== password) fail('The passwords do not match.');
  return password;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email) fail(`--email is required.\n${USAGE}`);
const emailIssue = emailProblem(values.email);
if (emailIssue) fail(emailIssue);
const email = normaliseEmail(values.email);

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  // PGlite is one process per data folder, and it keeps this file while the folder is open.
  // Opening it from a second process would risk the data, so stop here instead.
  const lock = path.join(config.dataDir, 'pglite', 'postmaster.pid');
  if (existsSync(lock)) {
    fail(
      `The database in ${config.dataDir} is in use by a running server. Stop the server (Ctrl-C) and run this again.\n` +
        `(If no server is running, an earlier one did not shut down cleanly: start it and stop it once, then retry.)`,
    );
  }
}

const password = await readPassword();
const passwordIssue = passwordProblem(password);
if (passwordIssue) fail(passwordIssue);

const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const { created } = await upsertAdmin(db, email, await hashPassword(password));
  console.log(
    created
      ? `Created the admin account ${email}. Sign in at /admin/login.`
      : `The account ${email} is now an admin with the new password (its earlier sessions are signed out).`,
  );
} finally {
  await db.close();
}
