/**
 * Strict headers and compression. Each page carries its one content security policy in a
 * <meta> element (Astro's security.csp, astro.config.mjs): script and style sources with the
 * hashes of its own inline code. The header policy adds what a <meta> policy cannot say
 * (frame-ancestors) and the fallbacks for everything else the server sends (the API, /api/docs),
 * and deliberately names no script or style source: any it named would either loosen nothing
 * (browsers apply both policies) or, with 'unsafe-inline', look looser than the site is.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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
  const path = request.url.split('?')[0] ?? '';
  return PERSONAL_PATHS.some((prefix) => path.startsWith(prefix));
}

export default fp(
  async (app) => {
    await app.register(helmet, {
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
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    app.addHook('onSend', async (request, reply) => {
      if (isPersonal(request)) void reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
