/**
 * The app factory: everything the server is, without listening. Tests build it in-process and
 * use app.inject; server.ts builds it and listens.
 */
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { pathOf } from './logging.ts';
import type { Db } from './db/index.ts';
import { createTokenService, resolveJwtSecret } from './auth/tokens.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { frameworkError } from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
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
  /** While the site is being built: its progress, answered as a 503 page (server.ts); null once built. */
  sitePending?: () => { percent: number | null } | null;
}

export async function buildApp({ db, config, logger = false, site = false, sitePending }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    // Behind a proxy set TRUST_PROXY so rate limits see client addresses, not the proxy's.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    // Errors found before routing (a bad percent-encoding, an over-long id) and at the socket
    // (headers too large) answer in the API's envelope like every other error.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));

  await app.register(dbPlugin, { db, config });
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(securityPlugin);
  await app.register(authPlugin, { tokens });
  await app.register(openapiPlugin);
  await app.register(api, { prefix: '/api' });
  if (site)
    await app.register(sitePlugin, { distDir: config.distDir, ...(sitePending ? { pending: sitePending } : {}) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Every request is logged once, when it is answered: its method, path (without the query: see
 * logging.ts), status and time, beside the request id the request's logger carries. One line says
 * what Fastify's pair ("incoming request", then "request completed") did, for half the cost on a
 * server answering thousands of cached reads a second; its fields are flat values, so the log
 * runs no serialiser for them (about 2 µs of a cached read's 35, measured with npm run bench).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** Node's HTTP parser refused the request before Fastify saw it: answer in the envelope and close. */
function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read'];
  const body = JSON.stringify({ success: false, error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
