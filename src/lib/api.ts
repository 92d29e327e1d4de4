/**
 * The API client of the islands: base URL (PUBLIC_API_URL, empty for same origin), JSON, the
 * Bearer token of the session, and the spec's 10 s timeout.
 */
import { ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { $token } from './stores/session.ts';

export const api = ofetch.create({
  baseURL: import.meta.env.PUBLIC_API_URL ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    const token = $token.get();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});
