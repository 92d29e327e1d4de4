/**
 * Signed tokens: HS256 JWTs carrying sub, role, iat and exp (docs/api.md). jose is the maintained
 * library; verification pins the algorithm, so `alg: none` and other algorithms are refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EncryptJWT, SignJWT, jwtDecrypt, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { Role } from '../../shared/types.ts';

export interface TokenClaims {
  sub: string;
  role: Role;
  iat: number;
  exp: number;
}

export interface TokenService {
  /**
   * issuedAt (seconds) defaults to now; a password change passes the moment from which tokens
   * are valid again, so the fresh token survives the change and older ones do not.
   */
  sign(subject: { id: string; role: Role }, ttlSeconds: number, issuedAt?: number): Promise<string>;
  /** The claims of a valid token, or null for any token that is not (bad, expired, other alg). */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * Short-lived sealed (encrypted and authenticated) state for a browser round trip, such as the
   * PKCE verifier of Google sign-in kept in a cookie. Its key is derived apart from the signing
   * key, so a sealed value can never pass as a sign-in token.
   */
  seal(payload: Record<string, string>, ttlSeconds: number): Promise<string>;
  /** The sealed payload, or null when it was tampered with, has expired or is not one. */
  unseal(sealed: string): Promise<Record<string, string> | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const sealKey = createHash('sha256').update('babynames sealed state\0').update(secret).digest();
  return {
    async sign({ id, role }, ttlSeconds, issuedAt) {
      const now = issuedAt ?? Math.floor(Date.now() / 1000);
      return new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, role, iat, exp } = payload;
        if (typeof sub !== 'string' || (role !== 'user' && role !== 'admin')) return null;
        if (typeof iat !== 'number' || typeof exp !== 'number') return null;
        return { sub, role, iat, exp };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    async seal(payload, ttlSeconds) {
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .encrypt(sealKey);
    },
    async unseal(sealed) {
      try {
        const { payload } = await jwtDecrypt(sealed, sealKey, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return stringClaims(payload);
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

function stringClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') out[name] = value;
  return out;
}

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in the data folder (mode 600),
 * so tokens survive restarts without anyone having to invent a secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generate it below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
