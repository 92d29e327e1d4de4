/**
 * Astro writes its island loader (about 4.4 KB) and the script of each hydration directive a page
 * uses (0.3 KB each) inline, into every page with an island: the same 5 KB in each of some 9,000
 * pages, about a sixth of a name page. The build moves them into one file under /_astro/, named
 * by a hash of its text, so a browser fetches it once for the whole site and keeps it (the server
 * sends /_astro/ as immutable); a short inline script asks for it (ISLANDS_BOOT).
 *
 * An <astro-island> parsed before the loader ran is upgraded when the loader defines it, and its
 * directive (idle, load, visible…) is defined by then. The page's CSP lists the boot script's hash
 * instead of the inline scripts' ('self' covers the file).
 *
 * The texts are Astro's own (its prebuilt runtime scripts), so a page is rewritten only where it
 * holds exactly them. Only built pages are rewritten (src/middleware.ts): the file is written with
 * the build (islandScripts below), and the development server writes its own loader.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { FAVICON_HREF } from '../shared/constants.ts';
import { escapeRegExp } from '../shared/regexp.ts';

/**
 * The directives the site's built pages use. `client:only` pages are left as Astro writes them
 * (below), and no page uses `client:media`; a page that did would keep that script inline.
 */
const DIRECTIVES = [idle, load, visible];

/**
 * Astro writes attributes on every island that say only what the loader would assume here: the
 * default export, `opts` naming the component for messages with a directive's value of `true`
 * (no option), and `await-children`. With four islands on a name page they are about 0.4 KB of
 * each page. The page drops them (OMITTED below), and the file's loader reads a missing `opts` as
 * no option, as it already reads a missing export as the default. The loader's text is checked at
 * load: an Astro that words it otherwise stops the build here rather than leaving islands
 * unhydrated.
 */
const OPTS_READ = 'JSON.parse(this.getAttribute("opts"))';
if (!islandLoader.includes(OPTS_READ) || !islandLoader.includes('this.getAttribute("component-export")||"default"')) {
  throw new Error('island-scripts: this Astro reads island attributes differently; review OMITTED');
}
const LOADER_TEXT = islandLoader.replace(OPTS_READ, 'JSON.parse(this.getAttribute("opts")||"{}")');
// `await-children` makes the loader wait for an island's children while the page is still being
// parsed; the file runs after the load event, when they are all there.
const OMITTED =
  / component-export="default"| opts="\{&quot;name&quot;:&quot;\w+&quot;,&quot;value&quot;:true\}"| await-children(?=[ >])/g;

/**
 * The site's icon, which pages name as "data:," until their first paint is on screen (Head.astro):
 * this file is asked for then, so it names the real one (the page's boot script would carry the
 * line in each of 9,000 pages).
 */
const ICON = `document.querySelector('link[rel="icon"]')?.setAttribute("href",${JSON.stringify(FAVICON_HREF)});`;

/**
 * One file: the icon, the directives' scripts, then the loader (the order Astro writes them in, so each
 * directive is defined before an island asks for it): one request for all a page needs.
 */
const ISLANDS_TEXT = [ICON, ...DIRECTIVES, LOADER_TEXT].join('\n');
const digest = (text: string) => createHash('sha256').update(text).digest();
export const ISLANDS_HREF = `/_astro/islands.${digest(ISLANDS_TEXT).toString('base64url').slice(0, 10)}.js`;

/**
 * Inline code that runs `code` once the browser reports the page's first contentful paint, which
 * it does once that frame is on screen (a timeout after one animation frame, and even after two,
 * ran before the frame was shown: the letter page asked for the islands' file at 171 ms and was
 * painted at 179 ms, and Lighthouse counted the file as holding the paint back). A page hidden
 * before it painted, or a browser without paint timing, reports none: two seconds after the load
 * event the code runs anyway (the timeout is set first, so a browser that refuses the observer
 * still gets it).
 */
const afterFirstPaint = (code: string) =>
  `addEventListener("load",()=>{let g=()=>{g=()=>{};${code}};setTimeout(()=>g(),2e3);let o=new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),g())});o.observe({type:"paint",buffered:!0})})`;

/**
 * Page scripts that wait for the first paint too, and which an externalised page runs from its boot
 * script instead of carrying them apart (each was a module script and a hash in the policy): the
 * script fonts' class (Head.astro, script-fonts.css) and the footer's year (SiteFooter.astro).
 * Each is found by a word of its own in the bundled text (PIECES, below, finds the scripts).
 */
const FOLDED = [
  { marker: 'script-fonts', code: 'document.documentElement.classList.add("script-fonts")' },
  {
    marker: '[data-year]',
    code: 'for(let e of document.querySelectorAll("[data-year]"))e.textContent=new Date().getFullYear()',
  },
];

/**
 * What takes the inline scripts' place: it asks for the file once the page has loaded and shown its
 * first paint. A script the page asks for as it is parsed (even deferred) finishes before the first
 * paint, and Lighthouse counts every such request as holding the paint back: a name page's LCP
 * went from 1.37 s to 1.52 s with `<script src defer>`. The islands' HTML is there from the start;
 * only their hydration waits, which for `client:idle` and `client:visible` it did anyway.
 */
export const ISLANDS_BOOT = afterFirstPaint(
  [
    ...FOLDED.map(({ code }) => code),
    `let s=document.createElement("script");s.src=${JSON.stringify(ISLANDS_HREF)};document.head.append(s)`,
  ].join(';'),
);

/** A CSP source for an inline script of this text, as Astro lists its own. */
const cspHashOf = (text: string) => `'sha256-${digest(text).toString('base64')}'`;

/** An inline script as Astro writes it (no attributes). */
const inlineScript = (text: string) => `<script>${text}</script>`;
const INLINE = DIRECTIVES.map(inlineScript);
const LOADER = inlineScript(islandLoader);
const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;
const REMOVED_HASHES = [...DIRECTIVES, islandLoader, ISLAND_STYLES].map(cspHashOf);
/** Directives not in the file, whose hashes the policy lists whether a page uses them or not. */
const UNUSED = [media, only].map((text) => ({ inline: inlineScript(text), hash: cspHashOf(text) }));
/** The boot script as the page carries it, and its CSP source (worked out once, not per page). */
const BOOT = inlineScript(ISLANDS_BOOT);
const BOOT_HASH = cspHashOf(ISLANDS_BOOT);
const EMPTY_STYLE_HASH = cspHashOf('');
/**
 * What a built page loses or has trimmed, found in one scan: the loader, the directives' scripts,
 * the wrappers' style, the module scripts (FOLDED picks its own by their marker) and the islands'
 * opening tags (OMITTED).
 */
const PIECES = new RegExp(
  [LOADER, ...INLINE, ISLAND_STYLE].map(escapeRegExp).join('|') +
    '|<script type="module">([^<]*)</script>|<astro-island [^>]*>',
  'g',
);
/** The page's policy: its <meta> up to its content, and the content. */
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)/;

/**
 * The page with Astro's inline island scripts replaced by the one boot script, and without its
 * inline rule for the island wrappers (global.css has it). A page with a `client:only` island
 * (sign-in, the dashboard, compare) is left as it is: its content is drawn by that island, so its
 * hydration must not wait for the load event; there are a dozen such pages, so their bytes do not
 * matter.
 */
export function externaliseIslandScripts(html: string): string {
  if (!html.includes(LOADER) || html.includes('client="only"')) return html;
  // One pass over the page for everything taken out of it or trimmed (each replace of the whole
  // page was a scan and a fresh copy of it, some twenty for each of 9,000 pages), then the
  // policy's hashes edited in the policy's own text.
  const folded = new Set<(typeof FOLDED)[number]>();
  const foldedHashes: string[] = [];
  let loaderSeen = false;
  let styleSeen = false;
  const body = html.replace(PIECES, (piece: string, moduleScript: string | undefined) => {
    if (moduleScript !== undefined) {
      const fold = FOLDED.find((f) => !folded.has(f) && moduleScript.includes(f.marker));
      if (!fold) return piece;
      folded.add(fold);
      foldedHashes.push(cspHashOf(moduleScript));
      return '';
    }
    if (piece.startsWith('<astro-island ')) return piece.replace(OMITTED, '');
    if (piece === LOADER) {
      if (loaderSeen) return piece;
      loaderSeen = true;
      return BOOT;
    }
    // Astro's rule for the island wrappers is in the shared stylesheet (global.css).
    if (piece === ISLAND_STYLE) {
      if (styleSeen) return piece;
      styleSeen = true;
      return '';
    }
    return ''; // a directive's script: it is in the file
  });
  // The policy is in a <meta> of the same page and lists every directive's hash, used or not:
  // the file's are not inline any more, the unused ones never were; the boot script is.
  const policy = POLICY.exec(body);
  if (!policy) return body;
  let sources = policy[2]!;
  const drop = (hash: string) => {
    sources = sources.replace(` ${hash}`, '');
  };
  REMOVED_HASHES.forEach(drop);
  for (const { inline, hash } of UNUSED) if (!body.includes(inline)) drop(hash);
  foldedHashes.forEach(drop);
  // Astro lists the hash of an empty style in every policy; such a page has no <style> at all.
  if (!body.includes('<style')) drop(EMPTY_STYLE_HASH);
  sources = sources.replace(/script-src 'self'/, `$& ${BOOT_HASH}`);
  return body.slice(0, policy.index) + policy[1] + sources + body.slice(policy.index + policy[0].length);
}

/** Writes the file into the built site, beside the bundles Astro writes to /_astro/. */
export function islandScripts(): AstroIntegration {
  return {
    name: 'island-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL(`.${ISLANDS_HREF}`, dir);
        await mkdir(new URL('.', file), { recursive: true });
        await writeFile(file, ISLANDS_TEXT);
      },
    },
  };
}
