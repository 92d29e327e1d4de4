/**
 * The inline script of HeldList.astro and its CSP hash. The page's policy allows inline scripts by
 * hash only; Astro hashes the scripts it bundles, not an inline one, so each page that holds a
 * list adds this hash in its own frontmatter (a component's insertScriptHash comes too late: the
 * page's <head> with the policy is already written).
 */
import { createHash } from 'node:crypto';

export const HELD_LIST_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  // Our server rendered this page's list for its address: nothing to hold back.
  if (document.documentElement.hasAttribute('data-list-rendered')) return;
  const asked = new URLSearchParams(location.search);
  const keys = ['search', 'letter', 'gender', 'page', 'sort'];
  if (!keys.some((key) => asked.has(key))) return;
  const built = new URLSearchParams(data.built);
  const defaults = new URLSearchParams(data.defaults);
  const value = (params, key) => (params.get(key) || '').trim().toLowerCase();
  const differs = keys.some(
    (key) => (value(asked, key) || value(defaults, key)) !== (value(built, key) || value(defaults, key)),
  );
  if (differs) document.documentElement.setAttribute('data-list-pending', '');
})();`;

export const HELD_LIST_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(HELD_LIST_SCRIPT).digest('base64')}`;
