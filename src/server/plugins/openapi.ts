/** The OpenAPI document, generated from the route schemas: /api/openapi.json and /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Baby Names API',
          version: '1.0.0',
          description: 'Catalogue of baby names, god names, nicknames and religions; accounts and favourites.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // A resource's root route is declared as '/' under its prefix; clients call /api/names.
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const paths: Record<string, unknown> = document.openapiObject.paths ?? {};
        // Rebuilt in place, in order: the document's own types make a fresh object awkward.
        for (const [key, item] of Object.entries(paths)) {
          delete paths[key];
          paths[key.length > 1 ? key.replace(/\/$/, '') : key] = item;
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
  { name: 'openapi' },
);
