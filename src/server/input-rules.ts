/**
 * The rules every piece of client input meets, whether it arrives as a request (the input guard,
 * plugins/input-guard.ts, and the JSON body parser of app.ts) or inside an imported file
 * (catalogue/files.ts), so that a file cannot carry what a request body may not:
 *
 * - JSON nested at most MAX_JSON_DEPTH levels, measured on the text before it is parsed or walked
 *   (a 20,000-level array would otherwise overflow the stack of whatever walks it);
 * - no `__proto__` field names, nor `constructor` holding `prototype` (prototype pollution);
 * - no NUL characters in text or field names (PostgreSQL text cannot hold them);
 * - no number that only parses as infinite (`1e400`), which passes JSON Schema bounds but no SQL cast.
 */
import type { FieldError } from '../shared/catalogue-format.ts';

/**
 * Deepest nesting of arrays and objects a JSON text may have. The API's deepest body is an import
 * file's record inside its items (four levels); 32 leaves room for any honest client.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `the JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Whether a JSON text opens more than `max` arrays or objects inside one another; a linear scan, no recursion. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

export type Check = (value: unknown) => string | null;

export const noNul: Check = (value) =>
  typeof value === 'string' && value.includes('\u0000') ? 'must not contain NUL characters' : null;
export const finite: Check = (value) =>
  typeof value === 'number' && !Number.isFinite(value) ? 'must be a finite number' : null;

/** A field name that would reach an object's prototype when copied. */
function forbiddenKey(key: string, value: unknown): string | null {
  if (key === '__proto__') return 'must not be __proto__';
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
    return 'must not be constructor.prototype';
  return null;
}

/**
 * Every field of a parsed query, params or body (nested objects and arrays too) that fails the
 * check, or has a field name that does. Stops descending past MAX_JSON_DEPTH, which parsed input
 * cannot reach (the parsers refuse deeper text first).
 */
export function findBadFields(input: unknown, check: Check, path = '', depth = 0): FieldError[] {
  const own = check(input);
  if (own) return [{ field: path || 'body', message: `${path || 'body'} ${own}` }];
  if (input === null || typeof input !== 'object' || depth > MAX_JSON_DEPTH) return [];
  return Object.entries(input as Record<string, unknown>).flatMap(([key, value]) => {
    const field = path ? `${path}.${key}` : key;
    const inKey = check(key) ?? forbiddenKey(key, value);
    return inKey ? [{ field, message: `a field name ${inKey}` }] : findBadFields(value, check, field, depth + 1);
  });
}

/** What a value parsed from client JSON breaks of the rules above (depth aside), every field at once. */
export function inputProblems(value: unknown): FieldError[] {
  const seen = new Set<string>();
  return [...findBadFields(value, noNul), ...findBadFields(value, finite)].filter(({ field, message }) => {
    const key = `${field}\u0000${message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
