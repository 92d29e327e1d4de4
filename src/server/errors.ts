/** An error with an HTTP status and a sentence a person can read (the error envelope of docs/api.md). */
import type { FieldError } from '../shared/catalogue-format.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, details?: FieldError[], headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.headers = headers;
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
