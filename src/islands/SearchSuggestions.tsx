/**
 * Makes a site search box (SiteSearch.astro) suggest names as the visitor types: hydrated when
 * the page is idle, it loads the suggestion code (src/lib/site-search.ts) on the box's first
 * focus, or at once when the box already has it (typed into before this ran; what it holds is
 * kept and looked up). Until then, and without JavaScript, the box is the plain GET form to
 * /names it is in the HTML.
 *
 * An island rather than a page script: a page script is a module file the browser fetches while
 * it parses the page, and it was the one request besides the stylesheet that finished before the
 * first paint and could hold it back. An idle island fetches nothing until the page is painted.
 */
import { useEffect } from 'react';
import type { SiteSearchSettings } from '../lib/site-search.ts';

export default function SearchSuggestions({ inputId }: { inputId: string }) {
  useEffect(() => {
    const input = document.getElementById(inputId);
    const form = input instanceof HTMLInputElement ? input.form : null;
    if (!(input instanceof HTMLInputElement) || !form) return;
    let live = true;
    const start = () => {
      import('../lib/site-search.ts').then(
        (module) => {
          if (live) module.enhance(form, input, JSON.parse(form.dataset['siteSearch'] ?? '{}') as SiteSearchSettings);
        },
        // Not loaded (offline, a new deploy): the plain form still searches; try on next focus.
        () => input.addEventListener('focus', start, { once: true }),
      );
    };
    if (document.activeElement === input) start();
    else input.addEventListener('focus', start, { once: true });
    return () => {
      live = false;
      input.removeEventListener('focus', start);
    };
  }, [inputId]);
  return null;
}
