/**
 * The one reader of a failed API call (the envelope `{ success: false, error, details?, rows? }`
 * of the server's error handler), and the shapes the screens show it in: a form's sentence and
 * per-field messages, the dashboard's problem with an import's bad rows.
 */
import type { FieldError } from '../shared/catalogue-format.ts';

export interface ImportRowError {
  row: number;
  errors: FieldError[];
}

/** What went wrong with a call, in the terms the screens show. */
export interface ApiProblem {
  /** HTTP status; 0 when no answer came (network down, timeout). */
  status: number;
  /** The API's own sentence, when it sent one. */
  error: string | undefined;
  /** The API's sentence, or one for the status when it sent none. */
  message: string;
  details: FieldError[];
  /** Per-row errors of an import. */
  rows: ImportRowError[];
}

export interface FormErrors {
  message: string;
  fields: Record<string, string>;
}

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';
const SERVER_ERROR = 'Server error. Please try again later.';
const FAILED = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return value.filter(isRecord).map((d) => ({ field: text(d['field']), message: text(d['message']) }));
}

/** Reads what ofetch throws (a FetchError: status and the parsed body as `data`), or anything else. */
export function problemOf(error: unknown): ApiProblem {
  const e = isRecord(error) || error instanceof Error ? (error as unknown as Record<string, unknown>) : {};
  const status =
    typeof e['status'] === 'number' ? e['status'] : typeof e['statusCode'] === 'number' ? e['statusCode'] : 0;
  const body = isRecord(e['data']) ? e['data'] : {};
  const rows = Array.isArray(body['rows'])
    ? body['rows'].filter(isRecord).map((r) => ({ row: Number(r['row'] ?? 0), errors: fieldErrorsOf(r['errors']) }))
    : [];
  const sentence = typeof body['error'] === 'string' && body['error'] ? body['error'] : undefined;
  const fallback = status === 0 ? UNREACHABLE : status >= 500 ? SERVER_ERROR : FAILED;
  return { status, error: sentence, message: sentence ?? fallback, details: fieldErrorsOf(body['details']), rows };
}

/** A form's view of a failure: the sentence, and the first message for each field. */
export function formErrorsOf(error: unknown): FormErrors {
  const { message, details } = problemOf(error);
  const fields: Record<string, string> = {};
  for (const { field, message: text } of details) {
    if (field && text && !fields[field]) fields[field] = text;
  }
  return { message, fields };
}
