/**
 * The route guard of every user and admin page: the token must exist, decode, have an expiry later
 * than now, and carry exactly the required role; otherwise the visitor goes to the login page of
 * that role (admin → /admin/login, anything else → /user/login). Pure, so pages and tests share it;
 * GuardGate (src/islands/GuardGate.tsx) is the component that applies it.
 */
import { ROUTES } from '../shared/constants.ts';
import { decodeToken } from './token.ts';
import type { Role } from '../shared/types.ts';
import { $token } from './stores/session.ts';

export type AccessDenial = 'missing' | 'invalid' | 'expired' | 'role';
export type AccessResult = { ok: true } | { ok: false; redirectTo: string; reason: AccessDenial };

export function loginPageFor(requiredRole: Role): string {
  return requiredRole === 'admin' ? ROUTES.adminLogin : ROUTES.userLogin;
}

export function checkAccess(requiredRole: Role, token: string = $token.get(), now: number = Date.now()): AccessResult {
  const deny = (reason: AccessDenial): AccessResult => ({ ok: false, redirectTo: loginPageFor(requiredRole), reason });
  if (!token) return deny('missing');
  const claims = decodeToken(token);
  if (!claims) return deny('invalid');
  if (claims.exp * 1000 <= now) return deny('expired');
  if (claims.role !== requiredRole) return deny('role');
  return { ok: true };
}
