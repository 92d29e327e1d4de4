/**
 * Every page the build renders passes here once: Astro's inline island scripts are moved into a
 * shared file (src/render/island-scripts.ts). Left as Astro writes them: the shells (their content
 * is fetched by an island, which must not wait for the load event) and the development server's
 * pages (the file exists only in a built site).
 */
import { defineMiddleware } from 'astro:middleware';
import { externaliseIslandScripts } from './render/island-scripts.ts';
import { SHELL_ROUTES } from './shared/site-routes.ts';

const SHELL_PAGES = new Set(SHELL_ROUTES.map((route) => `/${route.shell.replace(/\/?index\.html$/, '')}`));

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (
    import.meta.env.DEV ||
    SHELL_PAGES.has(context.url.pathname.replace(/\/$/, '')) ||
    !response.headers.get('content-type')?.startsWith('text/html')
  )
    return response;
  return new Response(externaliseIslandScripts(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
