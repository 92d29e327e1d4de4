/** The OpenAPI document, generated from the route schemas: /api/openapi.json and /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ROUTES } from '../../shared/constants.ts';

/**
 * Every tag a route may use, with what it groups. A route with a tag missing here fails
 * tests/api/openapi-lint.test.ts (spectral:oas, operation-tag-defined).
 */
const TAGS = [
  { name: 'names', description: 'Baby names: the A–Z list with search and filters, one name, admin writes' },
  { name: 'god-names', description: 'God names with their traditional lists of names, by religion' },
  { name: 'nicknames', description: 'Nicknames and the names they are short for' },
  { name: 'religions', description: 'The religions names and god names belong to' },
  {
    name: 'auth',
    description: 'Accounts: register, sign in (password or Google), the signed-in user, password change',
  },
  { name: 'favourites', description: "The signed-in user's favourite names, god names and nicknames" },
  { name: 'admin', description: 'Catalogue import and export for administrators' },
  { name: 'nakshatra', description: 'Birth stars: the names that begin with each nakshatra syllable' },
  { name: 'shortlist', description: 'Decide together: a shortlist two partners share, their answers and matches' },
  { name: 'corrections', description: 'Corrections visitors report, and their review by administrators' },
  { name: 'full-name', description: 'The full-name workbench: initials, flow, syllables and siblings of a whole name' },
];

export default fp(
  async (app) => {
    const { siteUrl } = app.config;
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Baby Names API',
          version: '1.0.0',
          description: 'Catalogue of baby names, god names, nicknames and religions; accounts and favourites.',
          contact: { name: 'Baby Names', url: `${siteUrl}${ROUTES.contact}` },
        },
        // Paths carry their /api prefix, so the server is the site's origin.
        servers: [{ url: siteUrl, description: 'This server' }],
        tags: TAGS,
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // A resource's root route is declared as '/' under its prefix; clients call /api/names.
      // The document lists only the API: the site's own routes (/ and the static files) are no
      // calls a client makes.
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const paths: Record<string, unknown> = document.openapiObject.paths ?? {};
        // Rebuilt in place, in order: the document's own types make a fresh object awkward.
        for (const [key, item] of Object.entries(paths)) {
          delete paths[key];
          if (key.startsWith('/api/')) paths[key.replace(/\/$/, '')] = item;
        }
        return document.openapiObject;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Scripts stay hash-only; Swagger UI sets a few inline styles as it renders (layout only).
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['db'] },
);
