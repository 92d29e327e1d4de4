import { describe, expect, it } from 'vitest';
import { checkAccess } from '../../src/lib/guard.ts';
import { fakeJwt, inSeconds } from '../helpers/fake-jwt.ts';

const user = fakeJwt({ sub: '1', role: 'user', exp: inSeconds(600) });
const admin = fakeJwt({ sub: '2', role: 'admin', exp: inSeconds(600) });

describe('route guard', () => {
  it('lets a live token of the required role in', () => {
    expect(checkAccess('user', user)).toEqual({ ok: true });
    expect(checkAccess('admin', admin)).toEqual({ ok: true });
  });

  it('sends a missing, undecodable or expired token to the login page of the required role', () => {
    expect(checkAccess('user', '')).toEqual({ ok: false, redirectTo: '/user/login', reason: 'missing' });
    expect(checkAccess('admin', '')).toEqual({ ok: false, redirectTo: '/admin/login', reason: 'missing' });
    expect(checkAccess('user', 'not-a-jwt')).toMatchObject({ ok: false, redirectTo: '/user/login', reason: 'invalid' });
    expect(checkAccess('admin', fakeJwt({ role: 'admin', exp: inSeconds(-5) }))).toMatchObject({
      ok: false,
      redirectTo: '/admin/login',
      reason: 'expired',
    });
  });

  it('requires the role to be equal: an admin is not a user, nor a user an admin', () => {
    expect(checkAccess('user', admin)).toMatchObject({ ok: false, redirectTo: '/user/login', reason: 'role' });
    expect(checkAccess('admin', user)).toMatchObject({ ok: false, redirectTo: '/admin/login', reason: 'role' });
    expect(checkAccess('admin', fakeJwt({ exp: inSeconds(60) }))).toMatchObject({ ok: false, reason: 'role' });
  });

  it('judges expiry against the given clock', () => {
    const exp = inSeconds(100);
    const token = fakeJwt({ role: 'user', exp });
    expect(checkAccess('user', token, exp * 1000 - 1)).toEqual({ ok: true });
    expect(checkAccess('user', token, exp * 1000)).toMatchObject({ ok: false, reason: 'expired' });
  });
});
