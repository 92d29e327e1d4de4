// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import listRenderer from './src/render/integration.ts';
import { islandScripts } from './src/render/island-scripts.ts';

// SITE_URL is where the built site will be served; canonical URLs and the sitemap use it.
const site = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  outDir: process.env.DIST_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  // One shared stylesheet (src/styles/site-styles.ts), linked by every page and cached once as an
  // immutable hashed file: inlined, the same ~30 KB went into each of thousands of pages.
  // Four pages rendered at once: while one waits on its data or its file write another renders
  // (a first start's full build of the seed: 37.6 s at 1, 28.4 s at 4, on two cores).
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  integrations: [
    react(),
    // The renderer of the lists no build can make (a search…), served by our server.
    listRenderer(),
    // Astro's island loader and directives as one shared file instead of inline in every page.
    islandScripts(),
    sitemap({
      // Shells, guarded and session pages are not content for crawlers.
      filter: (page) =>
        !/\/(dashboard|favourites|login|user\/login|admin\/login|login\/success|404|500)(\/|$)/.test(
          new URL(page).pathname,
        ) &&
        !/^\/shells(\/|$)/.test(new URL(page).pathname) &&
        new URL(page).pathname !== '/',
    }),
  ],
  // The page's one policy for scripts, styles and fetches, with the hashes of its inline code.
  // The server's header adds only what a <meta> policy cannot carry (frame-ancestors) and sets
  // no script or style source of its own, so no page is ever under a looser policy.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `connect-src 'self'${process.env.PUBLIC_API_URL ? ` ${new URL(process.env.PUBLIC_API_URL).origin}` : ''}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  // Shiki's inline styles break the CSP; the site renders no code blocks.
  markdown: { syntaxHighlight: false },
  vite: {
    build: {
      rollupOptions: {
        // The transliteration tables (search by native script) have no side effects: a page that
        // only marks matches (shared/search-keys.ts highlight) must not ship them (160 KB).
        treeshake: { moduleSideEffects: (id) => !id.includes('/@indic-transliteration/sanscript/') },
        // Two chunks for what every page with an island loads: the vendor code (React and its DOM,
        // the scheduler, nanostores, jwt-decode, Astro's React client, Vite's preload helper) and
        // the session the header restores (its store, the favourites store, the token, the
        // constants). Split by module they made a dozen small files, and fewer, larger files
        // compress better: 2.2 KB less gzip on each browse page (religion 91.7 → 89.5 KB). A
        // group for the list islands' shared parts was tried and added 4–9 KB to the pages that
        // use only some of them.
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/][\w-]+|jwt-decode|@astrojs[\\/]react)[\\/]|preload-helper/,
              },
              {
                name: 'session',
                test: /src[\\/](lib[\\/](session-restore|normalise|token)|lib[\\/]stores[\\/](session|favourites)|shared[\\/]constants)\./,
              },
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev` (scripts/dev.ts) starts the API on DEV_API_PORT (4322) beside `astro dev`.
      proxy: { '/api': process.env.DEV_API_URL ?? 'http://127.0.0.1:4322' },
    },
  },
});
