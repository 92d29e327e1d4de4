/**
 * Serves the built site (dist/) with the routing rules of docs/architecture.md. The same rules ship
 * to static hosts as dist/_redirects and dist/nginx.conf (scripts/write-rewrites.ts), both made
 * from SHELL_ROUTES in src/shared/site-routes.ts.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { DEFAULT_GENDER, DEFAULT_LETTER, ROUTES } from '../../shared/constants.ts';
import { SHELL_ROUTES } from '../../shared/site-routes.ts';
import { listParam } from '../../shared/list-query.ts';
import { pathToFileURL } from 'node:url';
import { LIST_RENDERER_FILE, type ListRenderer } from '../../shared/list-render.ts';
import { listPageFor, placeRenderedIsland, type ApiGet } from '../list-fallback.ts';
import { buildingPage } from '../site-build.ts';
import { fullNamePage } from '../full-name-page.ts';
import { FULL_NAME_ROUTE } from '../../shared/full-name.ts';

/**
 * Item pages and the table that holds their item. A built page outlives its item: after an admin
 * deletes it, the page still exists in dist/ until the next build. The server asks the database
 * (a primary-key lookup, current on every instance) and answers such a page 404 at once, with
 * the item's shell, which says the item is not found; a CDN
 * in front must purge the path on delete (README, Deploy).
 */
const ITEM_PAGES: { pattern: RegExp; table: string }[] = [
  { pattern: /^\/names\/(\d{1,18})$/, table: 'names' },
  { pattern: /^\/nicknames\/(\d{1,18})$/, table: 'nicknames' },
  { pattern: /^\/godname\/(\d{1,18})$/, table: 'god_names' },
  { pattern: /^\/godnames\/(\d{1,18})$/, table: 'religions' },
  { pattern: /^\/religion\/(\d{1,18})(\/\d+)?$/, table: 'religions' },
];

/**
 * A list address whose query names a page the build made (`/names?letter=M&gender=girl&page=2`,
 * `/names?gender=girl`, `/nicknames?letter=B`, `/religion/{id}?page=3`): answered with that page's
 * HTML at the same address, so a shared or bookmarked link shows the right heading and rows from
 * the first paint, with or without JavaScript (the island then starts from the state it was built
 * for, which is the address's). A search, another order or a religion's filtered names, which no
 * build can make, are rendered for the address (list-fallback.ts).
 */
export function builtPageFor(pathname: string, query: URLSearchParams): string | null {
  // The build makes A–Z pages only: a search or another order is not one of them.
  if (listParam(query, 'search') || query.has('sort')) return null;
  const page = listParam(query, 'page') || '1';
  if (!/^[1-9]\d{0,4}$/.test(page)) return null;
  const paged = page === '1' ? '' : `/${page}`;
  const religionId = /^\/religion\/(\d{1,18})$/.exec(pathname)?.[1];
  if (religionId) {
    // Unfiltered, a religion's names are its built pages; a letter or a gender is list-fallback's.
    if (listParam(query, 'letter') || listParam(query, 'gender')) return null;
    return `religion/${religionId}${paged}/index.html`;
  }
  if (pathname !== ROUTES.names && pathname !== ROUTES.nicknames) return null;
  const asked = listParam(query, 'letter').toLowerCase();
  // An address that asks for a gender or a page but no letter lists A (DEFAULT_LETTER,
  // the letter every list starts on);
  // a bare /names or /nicknames is its own built page.
  if (!asked && !listParam(query, 'gender') && !query.has('page')) return null;
  const letter = asked || DEFAULT_LETTER.toLowerCase();
  if (!/^[a-z]$/.test(letter)) return null;
  if (pathname === ROUTES.names) {
    const gender = listParam(query, 'gender').toLowerCase() || DEFAULT_GENDER;
    if (gender !== 'boy' && gender !== 'girl') return null;
    return `names/${gender}/${letter}${paged}/index.html`;
  }
  return `nicknames/letter/${letter}${paged}/index.html`;
}

/**
 * The built page asked for, or, for a page number past the end of its list, the list's last page
 * (only pages 1 to total exist; every list clamps alike). null when neither exists.
 */
function existingPage(root: string, relative: string): string | null {
  if (isFile(path.join(root, relative))) return relative;
  const paged = /^(.+)\/(\d+)\/index\.html$/.exec(relative);
  if (!paged) return null;
  const [, base = '', asked = ''] = paged;
  let last = 1;
  try {
    for (const entry of readdirSync(path.join(root, base))) {
      const n = Number(entry);
      if (/^\d+$/.test(entry) && n > last && isFile(path.join(root, base, entry, 'index.html'))) last = n;
    }
  } catch {
    return null;
  }
  if (Number(asked) <= last) return null;
  const page = last > 1 ? `${base}/${last}/index.html` : `${base}/index.html`;
  return isFile(path.join(root, page)) ? page : null;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export default fp(
  async (app, options: { distDir: string; pending?: () => { percent: number | null } | null }) => {
    const root = options.distDir;
    await app.register(fastifyStatic, { root, serve: false });

    const send = (reply: FastifyReply, relative: string, status = 200) => {
      // Hashed bundles never change; pages revalidate (ETag) so a rebuild shows at once.
      const immutable = relative.startsWith('_astro/');
      return reply
        .status(status)
        .header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        .sendFile(relative, root, { cacheControl: false });
    };

    /** Our own API, in-process: a list is rendered from the very answer its island would fetch. */
    const apiGet: ApiGet = async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      try {
        return { status: answer.statusCode, body: JSON.parse(answer.body) as unknown };
      } catch {
        return { status: answer.statusCode, body: null };
      }
    };

    /** The build's list renderer, loaded again when a rebuild replaces it. */
    let renderer: { stamp: number; module: ListRenderer } | null = null;
    const loadRenderer = async (): Promise<ListRenderer | null> => {
      const file = path.join(root, LIST_RENDERER_FILE);
      let stamp: number;
      try {
        stamp = statSync(file).mtimeMs;
      } catch {
        app.log.warn({ file }, 'The built site has no list renderer: rebuild it (npm run build)');
        return null;
      }
      if (renderer?.stamp !== stamp) {
        const loaded = (await import(`${pathToFileURL(file).href}?v=${stamp}`)) as { default: ListRenderer };
        renderer = { stamp, module: loaded.default };
      }
      return renderer.module;
    };

    app.get('/', async (_request, reply) => reply.redirect(ROUTES.userDashboard, 302));

    app.get('/*', async (request, reply) => {
      // While the first build runs (site-build.ts): one page that says so, never half a site.
      const building = options.pending?.();
      if (building) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(buildingPage(building.percent));
      }
      if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, '404.html'))) {
        return reply.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
      }
      const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/\/+$/, '') || '/';
      if (pathname.split('/').includes('..')) return reply.redirect(ROUTES.notFound, 302);
      // The list renderer is the server's, not a page.
      if (pathname.startsWith(`/${LIST_RENDERER_FILE.split('/')[0]}/`)) return reply.redirect(ROUTES.notFound, 302);
      if (pathname === ROUTES.notFound) return send(reply, '404.html', 404);
      if (pathname === ROUTES.serverError) return send(reply, '500.html', 500);

      for (const { pattern, table } of ITEM_PAGES) {
        const id = pattern.exec(pathname)?.[1];
        if (id && (await app.db.query(`select 1 from ${table} where id = $1`, [id])).length === 0) {
          // The item's shell, with its own not-found wording ('Name not found'…), as a 404.
          const shell = SHELL_ROUTES.find((rule) => rule.pattern.test(pathname) && isFile(path.join(root, rule.shell)));
          return send(reply, shell?.shell ?? '404.html', 404);
        }
      }

      const query = new URL(request.url, 'http://x').searchParams;
      // The full-name workbench's plain form, answered for a visitor without JavaScript.
      if (pathname === FULL_NAME_ROUTE && query.size > 0 && isFile(path.join(root, 'full-name/index.html'))) {
        const html = await fullNamePage(app.db, query, await readFile(path.join(root, 'full-name/index.html'), 'utf8'));
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      }
      const asked = builtPageFor(pathname, query);
      const built = asked && existingPage(root, asked);
      if (built) return send(reply, built);
      // A search, a religion's names by letter or gender…: the list's page with its island
      // rendered for the address (list-fallback.ts), with or without JavaScript.
      const listPage = await listPageFor(apiGet, pathname, query);
      if (listPage && isFile(path.join(root, listPage.page))) {
        const renderer = await loadRenderer();
        const built = await readFile(path.join(root, listPage.page), 'utf8');
        const html =
          renderer &&
          placeRenderedIsland(built, listPage.answer.island, (prefix) =>
            renderer.renderListIsland(listPage.answer, prefix),
          );
        if (html) {
          return reply
            .header('cache-control', 'public, max-age=0, must-revalidate')
            .type('text/html; charset=utf-8')
            .send(html);
        }
      }

      const relative = pathname.slice(1);
      if (relative && isFile(path.join(root, relative))) return send(reply, relative);
      const page = path.join(relative, 'index.html');
      if (isFile(path.join(root, page))) return send(reply, page);

      for (const rule of SHELL_ROUTES) {
        if (rule.pattern.test(pathname) && isFile(path.join(root, rule.shell))) return send(reply, rule.shell);
      }
      return reply.redirect(ROUTES.notFound, 302);
    });
  },
  { name: 'site', dependencies: ['db'] },
);
