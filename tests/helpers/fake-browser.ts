/**
 * Just enough of a browser for the session modules under Vitest's node environment: a location
 * whose navigations are recorded, sessionStorage, an in-memory persistent-store engine (with the
 * other-tab storage events of @nanostores/persistent) and a fetch that answers from a table.
 */
import { vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';

export { getTestStorage, setTestStorageKey };

export interface FakeLocation {
  pathname: string;
  search: string;
  hash: string;
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  replace: ReturnType<typeof vi.fn<(url: string) => void>>;
}

export function installBrowser(path = '/names?letter=B'): FakeLocation {
  useTestStorageEngine();
  cleanTestStorage();
  const url = new URL(path, 'http://localhost');
  const location: FakeLocation = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn(),
    replace: vi.fn(),
  };
  vi.stubGlobal('location', location);
  const session = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, String(value)),
    removeItem: (key: string) => void session.delete(key),
  });
  return location;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | Error;

/**
 * Stubs fetch: `answer(request)` says what each request gets. Every request is recorded. A
 * request can be held until `release()` to observe the optimistic state in between.
 */
export function installFetch(answer: (request: RecordedRequest) => Answer | Promise<Answer>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const result = await answer(request);
    if (result instanceof Error) throw result;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** A promise and its resolver, to hold a fake answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
