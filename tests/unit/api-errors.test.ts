/** The one reader of a failed API call (src/lib/api-errors.ts), as the forms and the dashboard show it. */
import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { formErrorsOf, problemOf } from '../../src/lib/api-errors.ts';

const failure = (status: number, data: unknown) =>
  Object.assign(new FetchError('failed'), { statusCode: status, data });

describe('problemOf', () => {
  it("reads the envelope: the status, the API's sentence, field details and an import's rows", () => {
    const problem = problemOf(
      failure(400, {
        success: false,
        error: 'The file has 1 bad row',
        details: [{ field: 'name', message: 'name is required' }],
        rows: [{ row: 3, errors: [{ field: 'gender', message: 'gender must be male or female' }] }],
      }),
    );
    expect(problem).toEqual({
      status: 400,
      error: 'The file has 1 bad row',
      message: 'The file has 1 bad row',
      details: [{ field: 'name', message: 'name is required' }],
      rows: [{ row: 3, errors: [{ field: 'gender', message: 'gender must be male or female' }] }],
    });
  });

  it('says something a person can act on when the API sent no sentence', () => {
    expect(problemOf(new TypeError('fetch failed'))).toMatchObject({ status: 0, error: undefined });
    expect(problemOf(new TypeError('fetch failed')).message).toMatch(/reach the server/);
    expect(problemOf(failure(502, 'Bad gateway')).message).toBe('Server error. Please try again later.');
    expect(problemOf(failure(418, null)).message).toBe('Something went wrong. Please try again.');
  });
});

describe('formErrorsOf', () => {
  it('keeps the first message of each field', () => {
    const error = failure(400, {
      success: false,
      error: 'Check the form',
      details: [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'email', message: 'second' },
        { field: 'password', message: 'Password must be 8 to 128 characters' },
      ],
    });
    expect(formErrorsOf(error)).toEqual({
      message: 'Check the form',
      fields: { email: 'Enter a valid email address', password: 'Password must be 8 to 128 characters' },
    });
  });
});
