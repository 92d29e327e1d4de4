import { afterEach, describe, expect, test, vi } from 'vitest';
import { FetchError } from 'ofetch';
import {
  apiSentenceOf,
  fetchName,
  fetchNames,
  isAbort,
  namesQuery,
  statusOf,
  withTimeout,
} from '../../src/lib/catalogue-client.ts';
import { problemOf } from '../../src/lib/api-errors.ts';

describe('namesQuery', () => {
  test('maps boy to male, asks for 15 a page, and sends the letter when not searching', () => {
    expect(namesQuery({ gender: 'boy', page: 2, letter: 'B', search: '' })).toEqual({
      gender: 'male',
      page: '2',
      limit: '15',
      letter: 'B',
    });
  });

  test('girl is female; a search wins over a letter; the religion is passed on', () => {
    expect(namesQuery({ gender: 'girl', page: 1, letter: 'B', search: 'an', religionId: '4' })).toEqual({
      gender: 'female',
      page: '1',
      limit: '15',
      religionId: '4',
      search: 'an',
    });
  });

  test('no gender chosen sends an empty gender', () => {
    expect(namesQuery({ gender: null, page: 1 })).toEqual({ gender: '', page: '1', limit: '15' });
  });
});

describe('failures', () => {
  const failure = (status: number, data: unknown) =>
    Object.assign(new FetchError('failed'), { statusCode: status, data });

  test('the status and the API sentence of a failed call', () => {
    const error = failure(503, { success: false, error: 'Down for maintenance' });
    expect(statusOf(error)).toBe(503);
    expect(problemOf(error).error).toBe('Down for maintenance');
  });

  test('a network failure has neither', () => {
    expect(statusOf(new TypeError('fetch failed'))).toBeUndefined();
    expect(problemOf(failure(502, 'Bad gateway')).error).toBeUndefined();
  });
});

describe('withTimeout', () => {
  test('a cancellable call is still cancelled by its own signal', () => {
    const controller = new AbortController();
    const { signal } = withTimeout(controller.signal);
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  test('without a signal the client keeps its own timeout', () => {
    expect(withTimeout()).toEqual({});
  });
});

describe('the catalogue reads (plain fetch)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  test('a list is asked for with its query and read from the answer', async () => {
    const fetch = answer(200, { success: true, data: [], totalPages: 0, totalNames: 0 });
    vi.stubGlobal('fetch', fetch);
    await expect(fetchNames({ gender: 'girl', page: 1, letter: 'A', search: '' })).resolves.toMatchObject({
      names: [],
      totalNames: 0,
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/names?gender=female&page=1&limit=15&letter=A');
  });

  test('a failed read has its status and the API sentence; a cancelled one is an abort', async () => {
    vi.stubGlobal('fetch', answer(404, { success: false, error: 'Name not found' }));
    const error: unknown = await fetchName('7').catch((e: unknown) => e);
    expect(statusOf(error)).toBe(404);
    expect(apiSentenceOf(error)).toBe('Name not found');
    expect(isAbort(error)).toBe(false);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    expect(isAbort(await fetchName('7', controller.signal).catch((e: unknown) => e))).toBe(true);
  });
});
