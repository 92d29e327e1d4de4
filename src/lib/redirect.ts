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
 * A favourite a visitor asked for before signing in (a logged-out heart click goes to the
 * login page). Kept with the page it was asked on; signing in arms it only when the visitor
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

/** The detail page of a favourite's item: where a heart's sign-in comes back to by default. */
export function itemPath(kind: string, id: string): string {
  const base = kind === 'godNames' ? ROUTES.godName : kind === 'nicknames' ? ROUTES.nicknames : ROUTES.names;
  return `${base}/${encodeURIComponent(id)}`;
}

const FAVOURITE_KINDS = ['names', 'godNames', 'nicknames'] as const;
export type LoginFavourite = { kind: (typeof FAVOURITE_KINDS)[number]; id: string };

/**
 * The heart as a plain link (a page without JavaScript, or before its island runs): the login page
 * with the page to come back to and the favourite asked for, which the login page takes over
 * (readLoginIntent) so signing in returns there and sets the heart, as a click with JavaScript does.
 */
export function favouriteLoginHref(kind: string, id: string, next: string = itemPath(kind, id)): string {
  const query = new URLSearchParams({ next, favourite: `${kind}:${id}` });
  return `${ROUTES.userLogin}?${query.toString()}`;
}

/** The favourite a login address asks for (`?favourite=names:12`), or null for anything else. */
export function loginFavouriteOf(search: string): LoginFavourite | null {
  const [kind = '', id = ''] = (new URLSearchParams(search).get('favourite') ?? '').split(':');
  const known = FAVOURITE_KINDS.find((k) => k === kind);
  return known && /^\d{1,18}$/.test(id) ? { kind: known, id } : null;
}

/**
 * On the login page: an address from a heart link (`?next=/names/12&favourite=names:12`) becomes
 * the redirect target and the pending favourite, as if the heart had been clicked with JavaScript.
 * Answers the favourite the visitor is signing in for: the one pending in this tab, if any.
 */
export function readLoginIntent(search: string = location.search): LoginFavourite | null {
  const next = new URLSearchParams(search).get('next');
  const asked = loginFavouriteOf(search);
  if (asked && isSafeRedirect(next)) {
    saveRedirectTarget(next);
    writePending({ kind: asked.kind, id: asked.id, page: next, armed: false });
    return asked;
  }
  const pending = readPending();
  if (!pending || pending.armed) return null;
  return loginFavouriteOf(`favourite=${pending.kind}:${pending.id}`);
}

/**
 * The list a detail page belongs to, for its Back link: the letter page of a name (its gender) or
 * nickname, the god names of a god name's religion; the whole list when there is no better one.
 */
export function listOf(kind: 'names' | 'nicknames', name: string, gender?: 'boy' | 'girl'): string {
  const letter = name.trim().charAt(0).toUpperCase();
  const base = kind === 'names' ? ROUTES.names : ROUTES.nicknames;
  if (!/^[A-Z]$/.test(letter)) return base;
  const query = new URLSearchParams({ letter });
  if (gender) query.set('gender', gender);
  return `${base}?${query.toString()}`;
}
