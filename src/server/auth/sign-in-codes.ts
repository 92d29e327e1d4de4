/**
 * One-time codes that hand the result of a Google sign-in to the page, bound to the browser that
 * made the round trip. The callback stores a code (only its hash) with the hash of a random value
 * it sets in that browser's HttpOnly cookie; /login/success posts the code back, and it is redeemed
 * only with that cookie, once, within two minutes. A link or fragment planted by someone else
 * (their code, or a bare token) therefore signs nobody in: the victim's browser lacks the cookie.
 * Codes live in the database, so the callback and the redemption may reach different instances.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { flowCookie } from './google.ts';

export const REDEEM_COOKIE = 'google_redeem';
const CODE_TTL_SECONDS = 120;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A fresh code for the user and the browser value its cookie must carry to redeem it. */
export async function issueCode(db: Queryable, userId: string): Promise<{ code: string; browser: string }> {
  const code = randomBytes(32).toString('base64url');
  const browser = randomBytes(32).toString('base64url');
  await db.query('delete from sign_in_codes where expires_at < now()');
  await db.query(
    `insert into sign_in_codes (code_hash, browser_hash, user_id, expires_at)
     values ($1, $2, $3, now() + $4 * interval '1 second')`,
    [sha256(code), sha256(browser), userId, CODE_TTL_SECONDS],
  );
  return { code, browser };
}

/** The user the code was issued for, when it is live and this browser holds its cookie; the code is used up either way. */
export async function redeemCode(db: Queryable, code: string, browser: string | undefined): Promise<string | null> {
  const [row] = await db.query<{ user_id: string; browser_hash: string; live: boolean }>(
    'delete from sign_in_codes where code_hash = $1 returning user_id::text as user_id, browser_hash, expires_at > now() as live',
    [sha256(code)],
  );
  if (!row || !row.live || !browser || row.browser_hash !== sha256(browser)) return null;
  return row.user_id;
}

export const redeemCookie = (browser: string | null, secure: boolean) =>
  flowCookie(REDEEM_COOKIE, browser, CODE_TTL_SECONDS, secure);
