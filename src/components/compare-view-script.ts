/**
 * The inline script of the compare page: before its first paint, it tells the page's fallback
 * which view the address asks for (data-compare-view) and how many names it has
 * (data-compare-names), so the fallback holds the very boxes the island will draw into. A module
 * script would run after the first paint. The page adds its CSP hash, as held-list-script.ts says.
 */
import { createHash } from 'node:crypto';

export const COMPARE_VIEW_SCRIPT = `(() => {
  const asked = new URLSearchParams(location.search);
  const root = document.documentElement;
  if ((asked.get('across') || '').trim()) root.setAttribute('data-compare-view', 'across');
  const names = new Set(
    (asked.get('names') || '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  root.setAttribute('data-compare-names', String(Math.min(names.size, 4)));
})();`;

export const COMPARE_VIEW_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(COMPARE_VIEW_SCRIPT).digest('base64')}`;
