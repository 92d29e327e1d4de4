/** Turns a failed API call into what a form shows: one sentence, and messages per field. */

export interface FormErrors {
  message: string;
  fields: Record<string, string>;
}

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

export function formErrorsOf(error: unknown): FormErrors {
  const { data, status } = (error ?? {}) as { data?: unknown; status?: unknown };
  const body = typeof data === 'object' && data !== null ? (data as { error?: unknown; details?: unknown }) : {};
  const fields: Record<string, string> = {};
  if (Array.isArray(body.details)) {
    for (const detail of body.details as { field?: unknown; message?: unknown }[]) {
      if (typeof detail.field === 'string' && typeof detail.message === 'string' && !fields[detail.field]) {
        fields[detail.field] = detail.message;
      }
    }
  }
  if (typeof body.error === 'string' && body.error) return { message: body.error, fields };
  if (typeof status !== 'number') return { message: UNREACHABLE, fields };
  return { message: 'Something went wrong. Please try again.', fields };
}
