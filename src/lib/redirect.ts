/**
 * The redirect-after-login target. Only a same-origin path is ever followed: it must start with
 * a single '/' (never '//' or '/\', which browsers read as another host), so a crafted link can
 * not send a freshly signed-in user to another site.
 */
import { ROUTES, STORAGE_REDIRECT_KEY } from '../shared/constants.ts';

export function isSafeRedirect(target: unknown): target is string {
  return typeof target === 'string' && /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f]/.test(target);
}

/** Remembers where to come back to (the current path and query by default). */
export function saveRedirectTarget(target: string = location.pathname + location.search): void {
  if (!isSafeRedirect(target)) return;
  try {
    sessionStorage.setItem(STORAGE_REDIRECT_KEY, target);
  } catch (error) {
    // Storage may be disabled (private mode); the user then lands on the dashboard instead.
    console.error('Could not remember where to return after login', error);
  }
}

/** The saved target (removed as it is read), else `fallback`. */
export function takeRedirectTarget(fallback: string = ROUTES.userDashboard): string {
  try {
    const saved = sessionStorage.getItem(STORAGE_REDIRECT_KEY);
    sessionStorage.removeItem(STORAGE_REDIRECT_KEY);
    return isSafeRedirect(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}
