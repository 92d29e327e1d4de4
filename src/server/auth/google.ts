/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE, state and nonce, through
 * openid-client. Between the two legs the verifier, state and nonce travel in a short-lived
 * sealed HttpOnly cookie, so any instance of the API can finish a flow another one started.
 */
import * as client from 'openid-client';
import type { TokenService } from './tokens.ts';

export interface GoogleConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  issuer: string;
}

/** What the provider vouches for, read from the verified ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  picture: string | null;
}

export interface GoogleSignIn {
  /** Where to send the browser, and the sealed flow state to keep in the cookie meanwhile. */
  start(): Promise<{ url: string; sealed: string }>;
  /** Checks the provider's answer against the sealed state and returns who signed in; throws otherwise. */
  finish(currentUrl: URL, sealed: string | undefined): Promise<GoogleIdentity>;
}

export const STATE_COOKIE = 'google_signin';
export const STATE_COOKIE_PATH = '/api/auth/google';
/** Long enough to pick an account and consent, short enough that a stale flow cannot be replayed later. */
export const STATE_TTL_SECONDS = 10 * 60;

export function isGoogleConfigured(
  config: GoogleConfig,
): config is GoogleConfig & { clientId: string; clientSecret: string } {
  return Boolean(config.clientId && config.clientSecret);
}

export function createGoogleSignIn(
  config: GoogleConfig,
  redirectUri: string,
  tokens: TokenService,
): GoogleSignIn | null {
  if (!isGoogleConfigured(config)) return null;
  const { clientId, clientSecret } = config;
  const issuer = new URL(config.issuer);

  // Discovered on first use, not at start-up, so a provider that is briefly unreachable never
  // stops the server; a failed discovery is retried by the next sign-in.
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, clientId, clientSecret, undefined, {
        timeout: 10,
        // Plain http only for a local test provider; Google itself is https.
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const oidc = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const sealed = await tokens.seal({ verifier, state, nonce }, STATE_TTL_SECONDS);
      return { url: url.href, sealed };
    },

    async finish(currentUrl, sealed) {
      const flow = sealed ? await tokens.unseal(sealed) : null;
      if (!flow?.['verifier'] || !flow['state'] || !flow['nonce'])
        throw new Error('no sign-in under way in this browser (missing or expired state cookie)');
      const oidc = await configuration();
      const answer = await client.authorizationCodeGrant(oidc, currentUrl, {
        pkceCodeVerifier: flow['verifier'],
        expectedState: flow['state'],
        expectedNonce: flow['nonce'],
        idTokenExpected: true,
      });
      const claims = answer.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        sub: claims.sub,
        email: text(claims['email'])?.toLowerCase() ?? null,
        // Google sends a boolean; some providers send the string.
        emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
        name: text(claims['name']),
        givenName: text(claims['given_name']),
        picture: text(claims['picture']),
      };
    },
  };
}

/**
 * A cookie of the Google round trip (set, or cleared when value is null): HttpOnly, scoped to
 * /api/auth/google, and Lax, since the provider sends the browser back with a top-level GET,
 * which Lax lets through.
 */
export function flowCookie(name: string, value: string | null, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${name}=${value ?? ''}`,
    `Path=${STATE_COOKIE_PATH}`,
    `Max-Age=${value ? maxAgeSeconds : 0}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The Set-Cookie value holding the flow state (or clearing it when sealed is null). */
export const stateCookie = (sealed: string | null, secure: boolean) =>
  flowCookie(STATE_COOKIE, sealed, STATE_TTL_SECONDS, secure);

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
