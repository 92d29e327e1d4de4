/**
 * An Astro integration: once the site is built, builds the list renderer (list-islands.tsx) into
 * the same folder (LIST_RENDERER_FILE), so the renderer our server loads always matches the
 * islands of the pages it serves. One self-contained ES module (React included): it runs wherever
 * the built folder is, with no bundler at run time.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { LIST_RENDERER_FILE } from '../shared/list-render.ts';

export default function listRenderer(): AstroIntegration {
  return {
    name: 'list-renderer',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL(LIST_RENDERER_FILE, dir);
        await build({
          configFile: false,
          root: fileURLToPath(new URL('../../', import.meta.url)),
          logLevel: 'warn',
          mode: 'production',
          publicDir: false,
          define: { 'import.meta.env.PUBLIC_API_URL': JSON.stringify(process.env['PUBLIC_API_URL'] ?? '') },
          oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: fileURLToPath(new URL('./list-islands.tsx', import.meta.url)),
            outDir: fileURLToPath(new URL('.', file)),
            emptyOutDir: true,
            minify: false,
            rollupOptions: {
              output: { entryFileNames: fileURLToPath(file).split('/').at(-1) ?? 'list-islands.mjs', format: 'es' },
            },
          },
        });
      },
    },
  };
}
