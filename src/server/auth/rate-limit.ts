/**
 * Attempt limits for sign-in and registration, per IP and per account (API.md): at most `max`
 * counted attempts per key in a fixed window. Counters live in this process; ARCHITECTURE.md's
 * scale-out note moves them to a shared store when several instances run.
 */
import { HttpError } from '../errors.ts';

export interface AttemptLimiter {
  /** Throws 429 with Retry-After when any of the keys has used up its attempts. */
  assertAllowed(keys: string[]): void;
  /** Counts one attempt against each key. */
  count(keys: string[]): void;
  /** Forgets a key (a successful sign-in clears its account's failures). */
  reset(key: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Above this many keys, expired windows are swept so the map cannot grow without bound. */
const SWEEP_ABOVE = 10_000;

export function createAttemptLimiter(
  { max, windowMs }: { max: number; windowMs: number },
  now: () => number = Date.now,
): AttemptLimiter {
  const windows = new Map<string, Window>();

  const live = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    assertAllowed(keys) {
      let retryAfterMs = 0;
      for (const key of keys) {
        const window = live(key);
        if (window && window.count >= max) retryAfterMs = Math.max(retryAfterMs, window.resetAt - now());
      }
      if (retryAfterMs > 0) throw tooManyAttempts(retryAfterMs);
    },
    count(keys) {
      if (windows.size > SWEEP_ABOVE) for (const key of [...windows.keys()]) live(key);
      for (const key of keys) {
        const window = live(key);
        if (window) window.count += 1;
        else windows.set(key, { count: 1, resetAt: now() + windowMs });
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
