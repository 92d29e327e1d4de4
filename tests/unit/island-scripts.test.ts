/**
 * Astro's inline island scripts leave every built page for one shared file. What a visitor would
 * notice if this went wrong: islands that never hydrate (the file missing, or the boot script
 * refused by the page's own CSP), or a page whose content is drawn by an island waiting for the
 * load event.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import {
  ISLANDS_BOOT,
  ISLANDS_HREF,
  externaliseIslandScripts,
  islandScripts,
} from '../../src/render/island-scripts.ts';
import { FAVICON_HREF } from '../../src/shared/constants.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A page as Astro writes it: the policy lists its inline scripts, the first island brings the loader. */
function page(client: string): string {
  const policy = `script-src 'self' ${[idle, load, visible, islandLoader].map(hash).join(' ')} ${hash('x()')}; style-src 'self' ${hash(ISLAND_STYLES)}`;
  return (
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; ${policy}"></head><body>` +
    `<style>${ISLAND_STYLES}</style><script>${idle}</script><script>${islandLoader}</script>` +
    `<astro-island client="idle" component-export="default" opts="{&quot;name&quot;:&quot;SearchSuggestions&quot;,&quot;value&quot;:true}" await-children></astro-island>` +
    `<main>Names</main>` +
    `<script>${visible}</script><astro-island client="${client}"></astro-island><script>x()</script></body></html>`
  );
}

describe('island scripts', () => {
  it('takes the loader and every directive out of the page, and boots them from one file', () => {
    const out = externaliseIslandScripts(page('visible'));
    // The wrappers' rule is in the shared stylesheet instead.
    for (const text of [islandLoader, idle, visible, ISLAND_STYLES]) expect(out).not.toContain(text);
    expect(out.match(/<script>/g)).toHaveLength(2); // the boot script and the page's own
    // The island keeps only what the loader cannot assume (its directive, here).
    expect(out).toContain(`<body><script>${ISLANDS_BOOT}</script><astro-island client="idle"></astro-island>`);
    expect(ISLANDS_BOOT).toContain(JSON.stringify(ISLANDS_HREF));
    // The page's own policy lets the boot script run, and no longer lists what left the page.
    const policy = /content="([^"]*)"/.exec(out)![1]!;
    expect(policy).toContain(hash(ISLANDS_BOOT));
    expect(policy).toContain(hash('x()'));
    for (const text of [islandLoader, idle, load, visible, ISLAND_STYLES]) expect(policy).not.toContain(hash(text));
    expect(out).toContain('<main>Names</main>');
  });

  it("runs the script fonts' class and the footer's year from the boot script, and drops their own scripts and hashes", () => {
    const fonts = 'addEventListener(`load`,()=>document.documentElement.classList.add(`script-fonts`))';
    const year =
      'for(let e of document.querySelectorAll(`[data-year]`))e.textContent=String(new Date().getFullYear());';
    const original = page('visible')
      .replace('</head>', `<script type="module">${fonts}</script></head>`)
      .replace('</body>', `<footer><span data-year>2026</span></footer><script type="module">${year}</script></body>`)
      .replace("script-src 'self'", `script-src 'self' ${hash(fonts)} ${hash(year)}`)
      .replace(`style-src 'self'`, `style-src 'self' ${hash('')}`);
    const out = externaliseIslandScripts(original);
    expect(out).not.toContain(fonts);
    expect(out).not.toContain(year);
    const policy = /content="([^"]*)"/.exec(out)![1]!;
    for (const text of [fonts, year, '']) expect(policy).not.toContain(hash(text));
    expect(ISLANDS_BOOT).toContain('classList.add("script-fonts")');
    expect(ISLANDS_BOOT).toContain('[data-year]');
    // Each waits for the first contentful paint, as the islands' file does.
    expect(ISLANDS_BOOT).toMatch(/^addEventListener\("load".*first-contentful-paint/);
    // The two-second fallback is set before the observer, so a browser that refuses it still hydrates.
    expect(ISLANDS_BOOT.indexOf('setTimeout')).toBeLessThan(ISLANDS_BOOT.indexOf('PerformanceObserver'));
  });

  it('leaves a page drawn by a client:only island as Astro wrote it', () => {
    const original = page('only');
    expect(externaliseIslandScripts(original)).toBe(original);
  });

  it('leaves a page with no island as it is', () => {
    const plain = `<html><head></head><body><main>About</main></body></html>`;
    expect(externaliseIslandScripts(plain)).toBe(plain);
  });

  it('writes the file the boot script asks for into the built site: directives first, then the loader', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'islands-'));
    try {
      const done = islandScripts().hooks['astro:build:done'] as (options: { dir: URL }) => Promise<void>;
      await done({ dir: pathToFileURL(`${dir}/`) });
      const text = await readFile(path.join(dir, ISLANDS_HREF), 'utf8');
      expect(text.indexOf(idle)).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(visible)).toBeGreaterThanOrEqual(0);
      // Astro's loader, reading an island without `opts` as one with no option.
      const loader = text.slice(text.indexOf(visible) + visible.length);
      expect(loader.length).toBeGreaterThan(islandLoader.length - 100);
      expect(loader).toContain('JSON.parse(this.getAttribute("opts")||"{}")');
      expect(loader).not.toContain('JSON.parse(this.getAttribute("opts"))');
      // Named by its text, so a new Astro's loader is a new file and never a stale cached one.
      expect(ISLANDS_HREF).toMatch(/^\/_astro\/islands\.[\w-]{10}\.js$/);
      // It names the site's icon, which the page holds back as "data:," until its first paint.
      expect(text.slice(0, text.indexOf(idle))).toContain(`setAttribute("href",${JSON.stringify(FAVICON_HREF)})`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names the same icon in Head's paint script, for the pages that keep Astro's loader", async () => {
    // That script cannot import FAVICON_HREF (an import would make it a file fetched before the
    // first paint), so it spells the address out: a new icon must change both.
    const head = await readFile(path.join(import.meta.dirname, '../../src/components/Head.astro'), 'utf8');
    expect(head).toContain(`setAttribute('href', '${FAVICON_HREF}')`);
    expect(head).toContain('<link rel="icon" href="data:," />');
  });
});
