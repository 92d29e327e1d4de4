import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../../src/server/auth/rate-limit.ts';
import { HttpError } from '../../src/server/errors.ts';

function refusal(fn: () => void): HttpError | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('attempt limiter', () => {
  it('allows max attempts per key in a window, then refuses with 429 and Retry-After until the window ends', () => {
    let now = 1_000_000;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 10 * 60_000 }, () => now);
    limiter.count(['ip:a']);
    expect(refusal(() => limiter.assertAllowed(['ip:a']))).toBeNull();
    limiter.count(['ip:a']);
    const refused = refusal(() => limiter.assertAllowed(['ip:a', 'account:x']));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(refused?.headers).toEqual({ 'retry-after': '600' });

    now += 9 * 60_000 + 1_000;
    expect(refusal(() => limiter.assertAllowed(['ip:a']))?.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(refusal(() => limiter.assertAllowed(['ip:a']))?.headers).toEqual({ 'retry-after': '59' });

    now += 59_000;
    expect(refusal(() => limiter.assertAllowed(['ip:a']))).toBeNull();
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 });
    limiter.count(['account:x']);
    expect(refusal(() => limiter.assertAllowed(['account:y']))).toBeNull();
    expect(refusal(() => limiter.assertAllowed(['account:x']))?.statusCode).toBe(429);
    limiter.reset('account:x');
    expect(refusal(() => limiter.assertAllowed(['account:x']))).toBeNull();
  });
});
