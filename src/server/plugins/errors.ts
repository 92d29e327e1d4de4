/**
 * One error shape for the whole API: { success: false, error, details? }. Validation failures
 * are 400 with a field list; anything unexpected is a 500 whose internals stay in the log.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

interface AjvIssue {
  instancePath?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
  message?: string;
}

function fieldOf(issue: AjvIssue): string {
  const fromPath = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return issue.params?.missingProperty ?? issue.params?.additionalProperty ?? fromPath;
}

function describe(issue: AjvIssue, field: string): string {
  if (issue.params?.missingProperty) return `${field} is required`;
  if (issue.params?.additionalProperty) return `${field} is not allowed`;
  return `${field || 'value'} ${issue.message ?? 'is invalid'}`;
}

/**
 * Fastify's own errors before a route is found (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH,
 * FST_ERR_ASYNC_CONSTRAINT), given to the app factory as `frameworkErrors`.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const messages: Record<string, string> = {
    FST_ERR_BAD_URL: 'The address is not valid: check its percent-encoding',
    FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: no id is that long',
  };
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ success: false, error: messages[error.code] ?? 'The request could not be read' });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) void reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          success: false,
          error: error.message,
          ...(error.details ? { details: error.details } : {}),
        });
      }
      if (error.validation) {
        const details = (error.validation as AjvIssue[]).map((issue) => {
          const field = fieldOf(issue);
          return { field, message: describe(issue, field) };
        });
        const first = details[0];
        return reply.status(400).send({
          success: false,
          error: first ? `Invalid input: ${first.message}` : 'Invalid input',
          details,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, error: 'Something went wrong on our side. Please try again.' });
      }
      // Fastify's own 4xx (body too large, bad JSON, rate limits) carry readable messages.
      const messages: Record<number, string> = {
        413: 'The request body is too large',
        415: 'Send JSON with Content-Type: application/json',
      };
      return reply.status(status).send({ success: false, error: messages[status] ?? error.message });
    });
  },
  { name: 'errors' },
);
