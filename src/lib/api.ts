/**
 * The API client of the islands: base URL (PUBLIC_API_URL, empty for same origin), JSON, the
 * Bearer token of the session, and the product's 10 s timeout.
 */
import { ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS, ROUTES } from '../shared/constants.ts';
import { saveRedirectTarget } from './redirect.ts';
import { $token, clearSession } from './stores/session.ts';

/**
 * A 401 clears the stored token and user and sends the user to /user/login, while the
 * error still reaches the caller. Only for calls that carried the session's token: a 401 to a
 * sign-in attempt means wrong credentials, not a dead session, and must stay on the form. The
 * page the user was on is remembered, so signing in again brings them back to it.
 */
export function handleUnauthorised(): void {
  clearSession();
  if (typeof location === 'undefined') return;
  if (location.pathname !== ROUTES.userLogin) saveRedirectTarget();
  location.assign(ROUTES.userLogin);
}

// Sign-in calls never carry the session: a stale token must not turn a wrong password into a
// logout and a reload that would wipe the form's error.
const SIGN_IN_PATH = /\/api\/auth\/(user\/login|admin\/login|user\/register|google\/redeem)$/;

function pathOf(request: RequestInfo | URL): string {
  const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  return url.split(/[?#]/)[0] ?? '';
}

export const api = ofetch.create({
  baseURL: import.meta.env.PUBLIC_API_URL ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  // ofetch sends JSON bodies as application/json; Accept says we want JSON back.
  headers: { Accept: 'application/json' },
  onRequest({ request, options }) {
    const token = $token.get();
    if (token && !options.headers.has('Authorization') && !SIGN_IN_PATH.test(pathOf(request))) {
      options.headers.set('Authorization', `Bearer ${token}`);
    }
  },
  onResponseError({ response, options }) {
    if (response.status === 401 && options.headers.has('Authorization')) handleUnauthorised();
  },
});
