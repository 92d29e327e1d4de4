/**
 * What the client may read from a login token without verifying it (the server verifies): its
 * role and its expiry. A token counts only while its `exp` (seconds) is in the future.
 */
import { jwtDecode } from 'jwt-decode';
import type { Role } from '../shared/types.ts';

export interface TokenClaims {
  role: Role | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The claims of a token that decodes and carries a numeric expiry; null for anything else. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = jwtDecode<{ exp?: unknown; role?: unknown }>(token);
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
    const role = payload.role === 'user' || payload.role === 'admin' ? payload.role : null;
    return { role, exp: payload.exp };
  } catch {
    return null;
  }
}

/** True while the token decodes and its expiry is later than `now` (milliseconds). */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const claims = decodeToken(token);
  return claims !== null && claims.exp * 1000 > now;
}
