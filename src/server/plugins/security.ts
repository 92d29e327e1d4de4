/**
 * Strict headers and compression. Each page carries its one content security policy in a
 * <meta> element (Astro's security.csp, astro.config.mjs): script and style sources with the
 * hashes of its own inline code. The header policy adds what a <meta> policy cannot say
 * (frame-ancestors) and the fallbacks for everything else the server sends (the API, /api/docs),
 * and deliberately names no script or style source: any it named would either loosen nothing
 * (browsers apply both policies) or, with 'unsafe-inline', look looser than the site is.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import compress from '@fastify/compress';
import type { FastifyRequest } from 'fastify';

/**
 * Answers about a signed-in person (their account, their favourites, a sign-in, an admin's
 * export) must never sit in a shared cache or the browser's back-forward cache: one rule for
 * every such route. Catalogue reads stay cacheable (with ETags) whoever asks: they are the same
 * for everyone, and the islands send the session's token with them too.
 */
const PERSONAL_PATHS = ['/api/auth/', '/api/user/', '/api/admin/'];

function isPersonal(request: FastifyRequest): boolean {
  // Each prefix ends in "/", so it can only match the path, never the query string.
  return PERSONAL_PATHS.some((prefix) => request.url.startsWith(prefix));
}

/** The options of every security header, in one place (helmet's names). */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      // The page's <meta> policy sets default-src; a header default-src would also govern
      // scripts and refuse the hashed inline ones.
      defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Headers of any answer that are not helmet's: what is left of the probe's answer is. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options, worked out once. @fastify/helmet builds helmet's
 * whole middleware again on every request (about a tenth of the server's time on a cached
 * catalogue read): the headers never change, so helmet itself answers one request of a
 * throwaway app at start-up and every answer of ours carries what it set.
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!NOT_SECURITY.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export default fp(
  async (app) => {
    const headers = await securityHeaders();
    // Set when the request arrives rather than as the answer leaves: a header set now stays on
    // every answer, errors included (Fastify's error path drops only content-type and length),
    // and a cached catalogue read then costs no extra asynchronous step on its way out. Every
    // personal route that sets cache-control itself sets the same no-store.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(headers);
      if (isPersonal(request)) void reply.header('cache-control', 'no-store');
      done();
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
