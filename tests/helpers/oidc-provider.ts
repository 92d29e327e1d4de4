/**
 * A local OpenID provider standing in for Google (oauth2-mock-server): its authorize endpoint
 * signs the "user" in at once and sends the browser back with a code; the ID token carries the
 * identity set here. Also runnable on its own (scripts/e2e.ts does): it prints its issuer URL
 * as the first line of output and serves until killed.
 */
import { OAuth2Server, Events, type MutableToken } from 'oauth2-mock-server';

export interface OidcIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  picture?: string;
}

export const E2E_GOOGLE_IDENTITY: OidcIdentity = {
  sub: 'google-e2e-0001',
  email: 'google.user@example.test',
  email_verified: true,
  name: 'Google Test User',
  given_name: 'Google',
};

export interface OidcProvider {
  issuer: string;
  /** Who the next sign-ins are. */
  setIdentity(identity: OidcIdentity): void;
  stop(): Promise<void>;
}

export async function startOidcProvider(identity: OidcIdentity = E2E_GOOGLE_IDENTITY, port = 0): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let current = identity;
  // Every token the provider signs carries the identity; the ID token is the one the app reads.
  server.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
    Object.assign(token.payload, current);
  });
  await server.start(port, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the OpenID provider has no issuer URL');
  return {
    issuer,
    setIdentity(next) {
      current = next;
    },
    stop: () => server.stop(),
  };
}

if (import.meta.main) {
  const provider = await startOidcProvider();
  console.log(provider.issuer);
  const stop = () => void provider.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
