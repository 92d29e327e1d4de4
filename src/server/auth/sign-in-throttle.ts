/**
 * The sign-in throttle: brute force stays impossible, and nobody can lock someone else out.
 *
 * - Per (account, address) pair: `max` failures in a window block that pair only (429), so an
 *   attacker who guesses one account from one address stops there, and the owner signing in
 *   from anywhere else is not affected.
 * - Per account, from every address (a distributed guess) and per address, over every account
 *   (password spraying): past `max` failures, attempts are slowed down, not refused: each waits
 *   `slowdownMs` per failure over the limit, up to ten steps. A correct password from an address
 *   with no failures at all goes through at once, so an account under attack still opens for its
 *   owner, and the admin is never locked out from a clean address.
 * - Per address, a hard stop at ten times `max` failures in a window: spraying from one address
 *   ends there.
 *
 * Every attempt is counted atomically in the database BEFORE its password is judged (one upsert
 * that answers the new count), and a success gives its count back afterwards. So a burst of
 * parallel guesses cannot all read "no failures yet": the (max+1)th of them, however close in
 * time, already sees max attempts ahead of it and is refused without its password being looked
 * at, on every instance sharing the database. A pair holds at most `max` attempts in judgement.
 */
import type { Queryable } from '../db/index.ts';
import { hit, reset, tooManyAttempts, unhit } from './rate-limit.ts';

export interface ThrottleConfig {
  max: number;
  windowMs: number;
  slowdownMs: number;
}

const SLOWDOWN_STEPS = 10;
const ADDRESS_HARD_FACTOR = 10;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(db: Queryable, { max, windowMs, slowdownMs }: ThrottleConfig) {
  return {
    /**
     * Counts the attempt, refuses a blocked pair or address with 429, then runs `matches` (the
     * password check) and answers it; slowing down happens here so that it never tells a right
     * password from a wrong one except to a clean address.
     */
    async attempt(email: string, address: string, matches: () => Promise<boolean>): Promise<boolean> {
      const pairKey = `login:pair:${email}:${address}`;
      const addressKey = `login:address:${address}`;
      const accountKey = `login:account:${email}`;
      // Counted in this order and refused as soon as one is over, so a refused attempt weighs
      // only on the counters that refused it.
      const pair = await hit(db, pairKey, windowMs);
      if (pair.count > max) throw tooManyAttempts(pair.resetMs);
      const fromAddress = await hit(db, addressKey, windowMs);
      if (fromAddress.count > max * ADDRESS_HARD_FACTOR) {
        await unhit(db, pairKey);
        throw tooManyAttempts(fromAddress.resetMs);
      }
      const account = await hit(db, accountKey, windowMs);

      const ok = await matches();
      // This attempt alone on its pair and address: the address has no failures.
      const clean = pair.count === 1 && fromAddress.count === 1;
      const over = Math.max(account.count, fromAddress.count) - max;
      if (over > 0 && !(ok && clean)) await wait(Math.min(over, SLOWDOWN_STEPS) * slowdownMs);

      // A success is no failure: the pair starts again, the wider counts get this attempt back.
      if (ok) {
        await reset(db, pairKey);
        await unhit(db, addressKey);
        await unhit(db, accountKey);
      }
      return ok;
    },
  };
}
