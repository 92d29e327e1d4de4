/**
 * What the server writes to its log, decided in one place: no password, hash, token, cookie,
 * email or any other request value may reach a log line, whatever fails. Errors are logged
 * by their type, code, message and stack only; a database error's message and code come from
 * PostgreSQL and name no values (the statement's parameters and detail line are dropped), and
 * request lines carry the method, the path without its query, and the status.
 */
import type { FastifyServerOptions } from 'fastify';

/** The properties of an error that may be logged beside its type, message and stack; everything else (params, query, detail, where…) is not. */
const ERROR_FIELDS: readonly string[] = ['code', 'statusCode', 'statement'];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serialiseError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const source = error as unknown as Record<string, unknown>;
  const out: LoggedError = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
  for (const key of ERROR_FIELDS) {
    if (source[key] !== undefined) out[key] = source[key];
  }
  if (error.cause !== undefined) out['cause'] = serialiseError(error.cause);
  return out;
}

/** A request's path without its query string (which may carry a search term or a one-time code). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serialiseError,
      error: serialiseError,
      // The query string may carry a search term or a one-time code: log the path only.
      req: (req: { method: string; url: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
