/**
 * A list the build could not make: a search (`/names?search=ari`, `/nicknames?search=al`), a
 * religion's names by letter, gender, search or order (`/religion/{id}?letter=M`), a god name's page
 * of OTHER NAMES past the first (`/godname/{id}?page=3`). Our server answers such an address with
 * the list's built page whose list island is rendered again for the address: the address is read
 * with the shared list rules (src/shared/list-state.ts, the island's own), the data is our API's
 * answer to the call the island would make, and the island is rendered by the list renderer
 * (React's server renderer over the island's components, src/render/list-islands.tsx). The rendered
 * island goes into the built page by plain concatenation at its element: no text of a visitor or
 * of the catalogue is ever read as a pattern, and React escapes every text it renders.
 */
import {
  NAMES_DEFAULTS,
  NICKNAME_DEFAULTS,
  RELIGION_DEFAULTS,
  namesQuery,
  parseListState,
  parsePage,
  type ListState,
} from '../shared/list-state.ts';
import { listParam } from '../shared/list-query.ts';
import { ROUTES, SUB_NAMES_PAGE_SIZE } from '../shared/constants.ts';
import type { ListAnswer, ListIsland, RenderedIsland } from '../shared/list-render.ts';

/** One GET of our own API (in-process), answering its status and parsed JSON body. */
export type ApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

export interface ListPage {
  /** The built page (relative to the built folder) the answer starts from. */
  page: string;
  /** What the island is rendered over. */
  answer: ListAnswer;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

const pagesOf = (body: unknown): number => {
  const total = field(body, 'totalPages');
  return typeof total === 'number' && Number.isSafeInteger(total) && total > 0 ? total : 0;
};

/**
 * GET /api/names for a list state, as the island asks for it; a page past the end is the last
 * page (the island corrects the address to it, and shows that page meanwhile).
 */
async function namesFor(get: ApiGet, state: ListState, religionId?: string): Promise<[ListState, unknown]> {
  const ask = async (s: ListState) => {
    const params = new URLSearchParams(namesQuery({ ...s, ...(religionId ? { religionId } : {}) }));
    const answer = await get(`/api/names?${params.toString()}`);
    // A failed list is empty (the island's rule on a failed call), never an error page.
    return answer.status === 200 ? answer.body : {};
  };
  const body = await ask(state);
  const last = pagesOf(body);
  if (last > 0 && state.page > last) {
    const clamped = { ...state, page: last };
    return [clamped, await ask(clamped)];
  }
  return [state, body];
}

/** null when the address is not such a list (the built page or shell answers it as it is). */
export async function listPageFor(get: ApiGet, pathname: string, query: URLSearchParams): Promise<ListPage | null> {
  if (pathname === ROUTES.names) {
    const asked = parseListState(query, NAMES_DEFAULTS);
    // The A–Z letter pages are built (site.ts builtPageFor): only a search or another order is left.
    if (!asked.search && !asked.sort) return null;
    const [state, names] = await namesFor(get, asked);
    return { page: 'names/index.html', answer: { island: 'NamesList', state, names } };
  }

  if (pathname === ROUTES.nicknames) {
    const state = parseListState(query, NICKNAME_DEFAULTS);
    if (!state.search) return null;
    const nicknames = await get('/api/nicknames');
    return {
      page: 'nicknames/index.html',
      answer: { island: 'NicknamesList', state, nicknames: nicknames.status === 200 ? nicknames.body : {} },
    };
  }

  const religionId = /^\/religion\/(\d{1,18})$/.exec(pathname)?.[1];
  if (religionId) {
    const asked = parseListState(query, RELIGION_DEFAULTS);
    // Without a filter the religion's built pages (/religion/{id}/2...) are the list.
    if (!asked.search && !asked.letter && !asked.gender && !asked.sort) return null;
    const religion = await get(`/api/religions/${religionId}`);
    if (religion.status !== 200) return null;
    const [state, names] = await namesFor(get, asked, religionId);
    return {
      page: `religion/${religionId}/index.html`,
      answer: { island: 'ReligionNames', state, religion: religion.body, names },
    };
  }

  const godNameId = /^\/godname\/(\d{1,18})$/.exec(pathname)?.[1];
  if (godNameId) {
    const asked = parsePage(listParam(query, 'page'));
    if (asked < 2) return null;
    const godName = await get(`/api/god-names/${godNameId}`);
    if (godName.status !== 200) return null;
    const subNames = field(field(godName.body, 'data'), 'subNames');
    const totalPages = Array.isArray(subNames) ? Math.ceil(subNames.length / SUB_NAMES_PAGE_SIZE) : 0;
    if (totalPages <= 1) return null;
    return {
      page: `godname/${godNameId}/index.html`,
      answer: { island: 'GodNameDetail', page: Math.min(asked, totalPages), godName: godName.body },
    };
  }
  return null;
}

/** An attribute value written by us: every character HTML gives a meaning to, escaped. */
const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The attribute on <html> that says the list in this page was rendered for its address. */
export const RENDERED_LIST_ATTRIBUTE = 'data-list-rendered';

/**
 * The built page with the island's element holding the rendered island: its `props` attribute
 * and its content replaced, found by the island's bundle name, and joined by slicing
 * and concatenation only. null when the page has no such island (a build from other sources).
 */
export function placeRenderedIsland(
  html: string,
  island: ListIsland,
  render: (prefix: string) => RenderedIsland,
): string | null {
  // The bundle Astro names after the component's file (`/_astro/NamesList.<hash>.js`); built pages
  // carry no `opts` (src/render/island-scripts.ts drops it), so the name there cannot be used.
  const marker = ` component-url="/_astro/${island}.`;
  let start = html.indexOf('<astro-island');
  while (start >= 0) {
    const tagEnd = html.indexOf('>', start);
    if (tagEnd < 0) return null;
    const tag = html.slice(start, tagEnd + 1);
    if (tag.includes(marker)) {
      const close = html.indexOf('</astro-island>', tagEnd);
      const propsAt = tag.indexOf(' props="');
      const propsEnd = propsAt < 0 ? -1 : tag.indexOf('"', propsAt + ' props="'.length);
      if (close < 0 || propsEnd < 0) return null;
      const prefix = /\sprefix="([A-Za-z0-9_-]*)"/.exec(tag)?.[1] ?? '';
      const rendered = render(prefix);
      const newTag = tag.slice(0, propsAt + ' props="'.length) + escapeAttribute(rendered.props) + tag.slice(propsEnd);
      const page = html.slice(0, start) + newTag + rendered.html + html.slice(close);
      const root = page.indexOf('<html');
      return root < 0
        ? page
        : `${page.slice(0, root + '<html'.length)} ${RENDERED_LIST_ATTRIBUTE}${page.slice(root + '<html'.length)}`;
    }
    start = html.indexOf('<astro-island', tagEnd);
  }
  return null;
}
