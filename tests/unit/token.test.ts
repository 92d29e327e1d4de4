import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid } from '../../src/lib/token.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';

describe('token check (a token counts only while its expiry is in the future)', () => {
  it('accepts a token whose exp is later than now and reads its role', () => {
    const token = fakeJwt({ sub: '1', role: 'user', exp: inSeconds(60) });
    expect(isTokenValid(token)).toBe(true);
    expect(decodeToken(token)).toEqual({ role: 'user', exp: expect.any(Number) });
  });

  it('refuses a token whose exp has passed, or is exactly now', () => {
    expect(isTokenValid(fakeJwt({ role: 'user', exp: inSeconds(-1) }))).toBe(false);
    const now = Date.now();
    expect(isTokenValid(fakeJwt({ role: 'user', exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ role: 'user', exp: now / 1000 + 1 }), now)).toBe(true);
  });

  it('refuses what does not decode, a token without exp, and nothing at all', () => {
    for (const token of [
      '',
      'garbage',
      'a.b.c',
      fakeJwt({ role: 'user' }),
      fakeJwt({ role: 'user', exp: 'soon' }),
      null,
      undefined,
    ]) {
      expect(isTokenValid(token)).toBe(false);
    }
  });

  it('reads an unknown role as none', () => {
    expect(decodeToken(fakeJwt({ role: 'root', exp: inSeconds(60) }))?.role).toBeNull();
  });
});
