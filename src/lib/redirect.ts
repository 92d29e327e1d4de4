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

/**
 * The saved target (removed as it is read), else `fallback`. Reading it is the end of a sign-in:
 * a favourite asked for on that page is armed for the return.
 */
export function takeRedirectTarget(fallback: string = ROUTES.userDashboard): string {
  try {
    const saved = sessionStorage.getItem(STORAGE_REDIRECT_KEY);
    sessionStorage.removeItem(STORAGE_REDIRECT_KEY);
    const target = isSafeRedirect(saved) ? saved : fallback;
    armPendingFavourite(target);
    return target;
  } catch {
    return fallback;
  }
}

/**
 * A favourite a visitor asked for before signing in (spec §4: a logged-out heart click goes to
 * the login page). Kept with the page it was asked on; signing in arms it only when the visitor
 * is sent back to that page, and the page loaded next takes it, once. A later visit, or a sign-in
 * that returns elsewhere, never sets it.
 */
interface PendingFavourite {
  kind: string;
  id: string;
  page: string;
  armed: boolean;
}

/** sessionStorage key: one tab's sign-in, like the redirect target. */
const PENDING_FAVOURITE_KEY = 'favouriteAfterLogin';

function readPending(): PendingFavourite | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_FAVOURITE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { kind, id, page, armed } = value as Record<string, unknown>;
    if (typeof kind !== 'string' || typeof id !== 'string' || typeof page !== 'string') return null;
    return { kind, id, page, armed: armed === true };
  } catch {
    return null;
  }
}

function writePending(pending: PendingFavourite | null): void {
  try {
    if (pending) sessionStorage.setItem(PENDING_FAVOURITE_KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(PENDING_FAVOURITE_KEY);
  } catch {
    // Storage disabled: the heart is simply not set after sign-in.
  }
}

/** Remembers the heart a logged-out visitor clicked on this page, with the page to return to. */
export function savePendingFavourite(kind: string, id: string): void {
  const page = location.pathname + location.search;
  saveRedirectTarget(page);
  writePending({ kind, id, page, armed: false });
}

/** Called as a sign-in sends the user to `target`: arms the pending favourite of that page only. */
function armPendingFavourite(target: string): void {
  const pending = readPending();
  writePending(pending && !pending.armed && pending.page === target ? { ...pending, armed: true } : null);
}

/**
 * The armed favourite this document may set: taken out of storage as the document loads, so it
 * applies on this one page load only (a reload, another tab or a later visit never repeat it).
 */
let armedHere: PendingFavourite | null = null;
if (typeof window !== 'undefined') {
  const pending = readPending();
  if (pending?.armed) {
    writePending(null);
    if (pending.page === location.pathname + location.search) armedHere = pending;
  }
}

/** True once, for the heart the visitor clicked before the sign-in that brought them here. */
export function claimPendingFavourite(kind: string, id: string): boolean {
  if (!armedHere || armedHere.kind !== kind || armedHere.id !== id) return false;
  armedHere = null;
  return true;
}
