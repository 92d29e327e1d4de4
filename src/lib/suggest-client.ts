/**
 * GET /api/names/suggest for the search box: plain fetch (the box loads on first focus and stays
 * small), the request timeout, the caller's AbortSignal for stale terms, and a short memory
 * of answers so that backspacing over a term shows its suggestions again at once.
 */
import type { NameSuggestion } from '../shared/types.ts';

const MEMORY = 40;
const answers = new Map<string, NameSuggestion[]>();

/** The answer already held for a term, if any. */
export function remembered(term: string): NameSuggestion[] | undefined {
  return answers.get(term);
}

function isSuggestion(value: unknown): value is NameSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    (typeof row['id'] === 'string' || typeof row['id'] === 'number') &&
    typeof row['name'] === 'string' &&
    (row['gender'] === 'male' || row['gender'] === 'female')
  );
}

/**
 * The suggestions for a term; rejects on a failed or aborted request, or after `timeoutMs` (the
 * caller passes the site's request timeout: this module imports nothing, see site-search.ts).
 */
export async function fetchSuggestions(
  term: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<NameSuggestion[]> {
  const held = answers.get(term);
  if (held) return held;
  const base = import.meta.env.PUBLIC_API_URL ?? '';
  const response = await fetch(`${base}/api/names/suggest?${new URLSearchParams({ q: term })}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  if (!response.ok) throw new Error(`suggest: HTTP ${response.status}`);
  const body = (await response.json()) as { success?: boolean; data?: unknown };
  if (!body.success || !Array.isArray(body.data)) throw new Error('suggest: unexpected answer');
  const list = body.data.filter(isSuggestion).map((row) => ({
    ...row,
    id: String(row.id),
    religion: typeof row.religion === 'string' && row.religion ? row.religion : null,
    match: row.match ?? { kind: 'prefix' as const },
  }));
  answers.set(term, list);
  if (answers.size > MEMORY) answers.delete(answers.keys().next().value!);
  return list;
}
