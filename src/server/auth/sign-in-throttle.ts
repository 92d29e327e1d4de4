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
 * The counters live in the database (rate-limit.ts), so they hold across instances.
 */
import type { Queryable } from '../db/index.ts';
import { hit, peek, reset, tooManyAttempts } from './rate-limit.ts';

export interface ThrottleConfig {
  max: number;
  windowMs: number;
  slowdownMs: number;
}

const SLOWDOWN_STEPS = 10;
const ADDRESS_HARD_FACTOR = 10;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SignInAttempt {
  /** Call with the outcome once the password has been checked: counts a failure, clears a success. */
  settle(ok: boolean): Promise<void>;
}

export function createSignInThrottle(db: Queryable, { max, windowMs, slowdownMs }: ThrottleConfig) {
  return {
    /**
     * Before the password is checked: refuses a blocked pair or address with 429; `matches` is
     * the check itself, run here so that slowing down never tells a right password from a wrong one
     * except to a clean address.
     */
    async attempt(email: string, address: string, matches: () => Promise<boolean>): Promise<boolean> {
      const keys = [`login:pair:${email}:${address}`, `login:account:${email}`, `login:address:${address}`];
      const [pair, account, fromAddress] = await peek(db, keys);
      if (pair!.count >= max) throw tooManyAttempts(pair!.resetMs);
      if (fromAddress!.count >= max * ADDRESS_HARD_FACTOR) throw tooManyAttempts(fromAddress!.resetMs);

      const ok = await matches();
      const clean = pair!.count === 0 && fromAddress!.count === 0;
      const over = Math.max(account!.count, fromAddress!.count) - max + 1;
      if (over > 0 && !(ok && clean)) await wait(Math.min(over, SLOWDOWN_STEPS) * slowdownMs);

      if (ok) await reset(db, keys[0]!);
      else for (const key of keys) await hit(db, key, windowMs);
      return ok;
    },
  };
}
