/**
 * The app factory: everything the server is, without listening. Tests build it in-process and
 * use app.inject; server.ts builds it and listens.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { createTokenService, resolveJwtSecret } from './auth/tokens.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';
import authPlugin from './plugins/auth.ts';
import openapiPlugin from './plugins/openapi.ts';
import sitePlugin from './plugins/site.ts';
import api from './routes/index.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built site from config.distDir (the real server does; API tests need not). */
  site?: boolean;
}

export async function buildApp({ db, config, logger = false, site = false }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    // Behind a proxy set TRUST_PROXY so rate limits see client addresses, not the proxy's.
    trustProxy: process.env['TRUST_PROXY'] ?? false,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));

  await app.register(dbPlugin, { db, config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin, { tokens });
  await app.register(openapiPlugin);
  await app.register(api, { prefix: '/api' });
  if (site) await app.register(sitePlugin, { distDir: config.distDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
