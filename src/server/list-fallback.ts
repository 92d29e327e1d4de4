/**
 * A names list the build could not make: a search (`/names?search=ari`), or a religion's names by
 * letter, gender or search (`/religion/{id}?letter=M`). Our server answers such an address with the
 * list's built page, held back (data-list-pending on <html>: the built heading and rows never show,
 * lists.css) and, for a visitor without JavaScript, the right list read from the repository in a
 * <noscript> block: the same heading, count, rows and page links the island would show (spec §2,
 * §4). With JavaScript the island fetches and shows the list itself. A nickname search
 * (`/nicknames?search=al`, the same rule as the island's: src/shared/nickname-filter.ts) and a god
 * name's page of OTHER NAMES past the first are answered the same way.
 */
import type { Queryable } from './db/index.ts';
import * as names from './repositories/names.ts';
import * as religions from './repositories/religions.ts';
import * as godNames from './repositories/god-names.ts';
import * as nicknames from './repositories/nicknames.ts';
import {
  DATA_TO_GENDER,
  DEFAULT_GENDER,
  DEFAULT_LETTER,
  GENDER_TO_DATA,
  NAMES_EMPTY,
  NAMES_PAGE_SIZE,
  NICKNAMES_EMPTY,
  OTHER_NAMES_LABEL,
  RELIGION_NAMES_EMPTY,
  ROUTES,
  SEARCH_MAX_LENGTH,
  SEARCH_TOO_LONG,
  SUB_NAMES_PAGE_SIZE,
  UNIVERSAL_LABEL,
  type UiGender,
} from '../shared/constants.ts';
import type { BabyName, Nickname } from '../shared/types.ts';
import { filterNicknames } from '../shared/nickname-filter.ts';
import { listParam } from '../shared/list-query.ts';

/** The attribute lists.css holds a list back with (HELD_LIST_ATTRIBUTE in the browser's code). */
const HELD = 'data-list-pending';

interface ListQuery {
  search: string;
  /** The address's search was longer than the API accepts and was cut (SearchBox says the same). */
  cut: boolean;
  letter: string | null;
  gender: UiGender | null;
  page: number;
  /** 'popular': by US rank (issue 16); A–Z otherwise. */
  popular: boolean;
}

/** The list URL rules of spec §4 (src/lib/url-state.ts in the browser), as far as a list needs them. */
function parseQuery(query: URLSearchParams, defaultGender: UiGender | null): ListQuery {
  const asked = listParam(query, 'search');
  const search = asked.slice(0, SEARCH_MAX_LENGTH).trim();
  const letter = listParam(query, 'letter').toUpperCase();
  const gender = listParam(query, 'gender').toLowerCase();
  const page = Number(listParam(query, 'page'));
  return {
    search,
    cut: asked.length > SEARCH_MAX_LENGTH,
    letter: !search && /^[A-Z]$/.test(letter) ? letter : null,
    gender: gender === 'boy' || gender === 'girl' ? gender : defaultGender,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    popular: listParam(query, 'sort') === 'popular',
  };
}

function hrefOf(base: string, q: ListQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  else if (q.letter) params.set('letter', q.letter);
  if (q.gender) params.set('gender', q.gender);
  if (q.popular) params.set('sort', 'popular');
  if (q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function rowHtml(name: BabyName, withReligion: boolean): string {
  const gender = DATA_TO_GENDER[name.gender];
  const religion = withReligion
    ? `<span class="muted"> · ${escapeHtml(name.religionId?.name || UNIVERSAL_LABEL)}</span>`
    : '';
  return `<li class="list-row"><div class="list-row-main"><div class="list-row-text"><a class="list-row-name" href="${ROUTES.names}/${encodeURIComponent(name.id)}">${escapeHtml(name.name)}</a> <span class="tag ${gender}">${gender.toUpperCase()}</span><p class="list-row-summary">${escapeHtml(name.meaning)}${religion}</p></div></div></li>`;
}

function nicknameRowHtml(nickname: Nickname): string {
  return `<li class="list-row"><div class="list-row-main"><div class="list-row-text"><a class="list-row-name" href="${ROUTES.nicknames}/${encodeURIComponent(nickname.id)}">${escapeHtml(nickname.name)}</a><p class="list-row-summary">${escapeHtml(nickname.description)}</p></div></div></li>`;
}

/** What the search box says when the address's term was cut to the API's limit, under the count. */
const cutNote = (q: ListQuery) => (q.cut ? `<p class="search-limit" role="status">${SEARCH_TOO_LONG}</p>` : '');

/** The pager of Pagination.tsx as plain links. */
function pagerHtml(
  current: number,
  totalPages: number,
  hrefFor: (page: number) => string,
  label = 'Pagination',
): string {
  if (totalPages <= 1) return '';
  const link = (target: number, text: string, rel = '', isCurrent = false) => {
    if (target < 1 || target > totalPages || target === current) {
      return `<span class="page-link" ${isCurrent ? 'aria-current="page"' : 'aria-disabled="true"'}>${text}</span>`;
    }
    const extra = rel ? ` rel="${rel}"` : ` aria-label="Page ${target}"`;
    return `<a class="page-link" href="${escapeHtml(hrefFor(target))}"${extra}>${text}</a>`;
  };
  const numbers = Array.from(
    { length: totalPages },
    (_, i) => `<li>${link(i + 1, String(i + 1), '', i + 1 === current)}</li>`,
  ).join('');
  return `<nav class="pagination" aria-label="${label}"><ul><li class="page-step previous">${link(current - 1, 'Previous', 'prev')}</li>${numbers}<li class="page-step next">${link(current + 1, 'Next', 'next')}</li></ul></nav>`;
}

/**
 * The answer: the built page, held back, with the right content for a visitor without JavaScript;
 * the search box keeps the term searched for.
 */
function heldPage(
  page: string,
  block: string,
  search = '',
  place: (html: string, noscript: string) => string = (html, noscript) => html.replace('</main>', `${noscript}</main>`),
): ListFallback {
  return {
    page,
    render: (html) =>
      place(
        html
          .replace('<html', `<html ${HELD}`)
          .replace('name="search" value=""', `name="search" value="${escapeHtml(search)}"`),
        `<noscript>${block}</noscript>`,
      ),
  };
}

/**
 * Just after the god name's card (whose own OTHER NAMES section is held back): where the spec's
 * screen has that list, above the name's other facts and the plain list of every other name.
 * Outside the island, so hydration finds the HTML it rendered.
 */
function afterOtherNames(html: string, noscript: string): string {
  const start = html.indexOf('<section class="sub-names-section"');
  const end = start < 0 ? -1 : html.indexOf('</astro-island>', start);
  if (end < 0) return html.replace('</main>', `${noscript}</main>`);
  const at = end + '</astro-island>'.length;
  return html.slice(0, at) + noscript + html.slice(at);
}

/**
 * The built page's controls made to lead on from the list shown, as the island would have them
 * (GenderSelector, SortControl, LetterGrid, the gender SearchBox keeps): only attribute values
 * change, so the island hydrates over the same elements.
 */
function controlsFor(html: string, base: string, q: ListQuery, religion: boolean): string {
  return html
    .replace(
      /<a href="[^"]*" role="button" class="gender-option (boy|girl)" aria-pressed="(?:true|false)">/g,
      (_match, option: UiGender) => {
        const active = option === q.gender;
        // Religion lists: pressing the active gender again lists both (ListFilters' allowNoGender).
        const next = active && religion ? null : option;
        const href = hrefOf(base, { ...q, gender: next, page: 1 });
        return `<a href="${escapeHtml(href)}" role="button" class="gender-option ${option}" aria-pressed="${active}">`;
      },
    )
    .replace(
      /<a href="[^"]*" role="button" class="sort-option" aria-pressed="(?:true|false)">(A–Z|Most popular)<\/a>/g,
      (_match, text: string) => {
        const popular = text !== 'A–Z';
        const href = hrefOf(base, { ...q, popular, page: 1 });
        return `<a href="${escapeHtml(href)}" role="button" class="sort-option" aria-pressed="${popular === q.popular}">${text}</a>`;
      },
    )
    .replace(
      /<input type="hidden" name="gender" value="[^"]*"\/>/,
      `<input type="hidden" name="gender" value="${q.gender ?? ''}"/>`,
    )
    .replace(/<nav class="letter-grid".*?<\/nav>/s, (grid) =>
      grid.replace(/<a href="[^"]*"(?: aria-current="true")?>([A-Z])<\/a>/g, (_match, letter: string) => {
        // LetterGrid: the names list's letters are its built A–Z pages; a religion's keep its filters.
        const href = religion
          ? hrefOf(base, { ...q, search: '', cut: false, letter, page: 1 })
          : `${ROUTES.names}/${q.gender ?? DEFAULT_GENDER}/${letter.toLowerCase()}`;
        const current = letter === q.letter ? ' aria-current="true"' : '';
        return `<a href="${escapeHtml(href)}"${current}>${letter}</a>`;
      }),
    );
}

/**
 * A god name's page of OTHER NAMES past the first (`/godname/{id}?page=3`): the built page shows
 * the first ten; without JavaScript this block shows the asked page, with the pager as links.
 */
async function godNamePage(db: Queryable, id: string, query: URLSearchParams): Promise<ListFallback | null> {
  const asked = Number(listParam(query, 'page'));
  if (!Number.isSafeInteger(asked) || asked < 2) return null;
  const godName = await godNames.get(db, id);
  if (!godName) return null;
  const totalPages = Math.ceil(godName.subNames.length / SUB_NAMES_PAGE_SIZE);
  if (totalPages <= 1) return null;
  const shown = Math.min(asked, totalPages);
  const first = (shown - 1) * SUB_NAMES_PAGE_SIZE;
  const path = `${ROUTES.godName}/${id}`;
  const items = godName.subNames
    .slice(first, first + SUB_NAMES_PAGE_SIZE)
    .map((subName) => `<li>${escapeHtml(subName)}</li>`)
    .join('');
  const pager = pagerHtml(shown, totalPages, (n) => (n > 1 ? `${path}?page=${n}` : path), 'Other names pages');
  return heldPage(
    `godname/${id}/index.html`,
    `<section class="sub-names-section card other-names-page" aria-labelledby="other-names-page-heading"><h2 id="other-names-page-heading">${OTHER_NAMES_LABEL}</h2><ol class="sub-names" start="${first + 1}">${items}</ol>${pager}</section>`,
    '',
    afterOtherNames,
  );
}

/** A nickname search (`/nicknames?search=al`): the built letter pages cover the rest. */
async function nicknameSearch(db: Queryable, query: URLSearchParams): Promise<ListFallback | null> {
  const q = parseQuery(query, null);
  if (!q.search) return null;
  const shown = filterNicknames(await nicknames.list(db), { search: q.search, letter: '', page: q.page });
  const base = ROUTES.nicknames;
  const list =
    shown.items.length === 0
      ? `<p class="list-empty">${NICKNAMES_EMPTY}</p>`
      : `<ul class="list-rows">${shown.items.map(nicknameRowHtml).join('')}</ul>`;
  const pager = pagerHtml(shown.page, shown.totalPages, (n) => hrefOf(base, { ...q, page: n }));
  const held = heldPage(
    'nicknames/index.html',
    `<section class="list-fallback"><div><h2 class="list-heading">${escapeHtml(`Search Results for "${q.search}"`)}</h2><p class="list-count">${shown.total} nicknames found</p>${cutNote(q)}</div>${list}${pager}</section>`,
    q.search,
  );
  // A search marks no letter (LetterGrid: the built page marked A).
  const unmarked = (html: string) =>
    html.replace(/<nav class="letter-grid".*?<\/nav>/s, (grid) => grid.replaceAll(' aria-current="true"', ''));
  return { page: held.page, render: (html) => unmarked(held.render(html)) };
}

export interface ListFallback {
  /** The built page (relative to dist/) the answer starts from. */
  page: string;
  /** That page's HTML made into the answer. */
  render: (html: string) => string;
}

/** null when the address is not such a list (the built page or shell answers it as it is). */
export async function listFallback(
  db: Queryable,
  pathname: string,
  query: URLSearchParams,
): Promise<ListFallback | null> {
  const godNameId = /^\/godname\/(\d{1,18})$/.exec(pathname)?.[1];
  if (godNameId) return godNamePage(db, godNameId, query);
  if (pathname === ROUTES.nicknames) return nicknameSearch(db, query);
  let base: string;
  let page: string;
  let religion: { id: string; name: string } | null = null;
  let q: ListQuery;
  if (pathname === ROUTES.names) {
    q = parseQuery(query, 'boy');
    // A–Z letter pages are built (site.ts builtPageFor); a search or another order is left.
    if (!q.search && !q.popular) return null;
    // /names lists a letter unless it searches: A when the address names none.
    if (!q.search && !q.letter) q = { ...q, letter: DEFAULT_LETTER };
    base = ROUTES.names;
    page = 'names/index.html';
  } else {
    const id = /^\/religion\/(\d{1,18})$/.exec(pathname)?.[1];
    if (!id) return null;
    q = parseQuery(query, null);
    // Without a filter the religion's built pages (/religion/{id}/2...) are the list.
    if (!q.search && !q.letter && !q.gender && !q.popular) return null;
    religion = await religions.get(db, id);
    if (!religion) return null;
    base = `${ROUTES.religion}/${id}`;
    page = `religion/${id}/index.html`;
  }

  // The API's own rule for what a query filters on (routes/names.ts), not a copy of it.
  const filter = names.namesFilter({
    gender: q.gender ? GENDER_TO_DATA[q.gender] : undefined,
    religionId: religion?.id,
    search: q.search,
    letter: q.letter ?? undefined,
  });
  const totalNames = await names.count(db, filter);
  const totalPages = Math.ceil(totalNames / NAMES_PAGE_SIZE);
  // Spec §4: only pages 1 to total exist; a page past the end shows the last one.
  if (totalPages > 0 && q.page > totalPages) q = { ...q, page: totalPages };
  const pageOf = q.popular ? names.pageByPopularity : names.page;
  const rows = await pageOf(db, filter, NAMES_PAGE_SIZE, (q.page - 1) * NAMES_PAGE_SIZE);

  const heading = religion
    ? q.search
      ? `Search Results for "${q.search}" in ${religion.name}`
      : q.letter
        ? `${religion.name} Names Starting with "${q.letter}"`
        : `${religion.name} Names`
    : q.search
      ? `Search Results for "${q.search}"`
      : `Names Starting with "${q.letter ?? DEFAULT_LETTER}"`;
  const list =
    rows.length === 0
      ? `<p class="list-empty">${religion ? RELIGION_NAMES_EMPTY : NAMES_EMPTY}</p>`
      : `<ul class="list-rows">${rows.map((row) => rowHtml(row, !religion)).join('')}</ul>`;
  const count = religion ? '' : `<p class="list-count">${totalNames} names found</p>`;
  const pager = pagerHtml(q.page, totalPages, (n) => hrefOf(base, { ...q, page: n }));
  const held = heldPage(
    page,
    `<section class="list-fallback"><div><h1 class="list-heading">${escapeHtml(heading)}</h1>${count}${cutNote(q)}</div>${list}${pager}</section>`,
    q.search,
  );
  return { page: held.page, render: (html) => controlsFor(held.render(html), base, q, Boolean(religion)) };
}
