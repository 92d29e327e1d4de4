/**
 * The nickname list is fetched unpaged; searching, ordering, the letter filter and paging happen on
 * the client (the whole list is small). This is that step, pure so the screen and its tests agree.
 */
import { DEFAULT_LETTER, NICKNAMES_PAGE_SIZE } from './constants.ts';
import type { Nickname } from './types.ts';

export interface NicknameQuery {
  /** Non-empty wins over the letter (a search removes the letter). */
  search: string;
  letter: string;
  page: number;
}

export interface NicknamePage {
  items: Nickname[];
  /** Every match of the query, before paging: the count line's {n}. */
  total: number;
  totalPages: number;
  /** The page shown, clamped to 1..totalPages (1 when nothing matched). */
  page: number;
}

const byName = (a: Nickname, b: Nickname) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

export function filterNicknames(
  all: readonly Nickname[],
  query: NicknameQuery,
  pageSize = NICKNAMES_PAGE_SIZE,
): NicknamePage {
  const search = query.search.trim().toLowerCase();
  const letter = (query.letter.trim() || DEFAULT_LETTER).toLowerCase();
  const matches = all
    .filter((n) =>
      search
        ? n.name.toLowerCase().includes(search) || n.description.toLowerCase().includes(search)
        : n.name.toLowerCase().startsWith(letter),
    )
    .sort(byName);
  const totalPages = Math.ceil(matches.length / pageSize);
  const wanted = Number.isFinite(query.page) ? Math.trunc(query.page) : 1;
  const page = Math.min(Math.max(wanted, 1), Math.max(totalPages, 1));
  return { items: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, totalPages, page };
}

/** Nicknames grouped by their first letter A–Z, for the static letter pages. */
export function nicknamesStartingWith(all: readonly Nickname[], letter: string): Nickname[] {
  const prefix = letter.toLowerCase();
  return all.filter((n) => n.name.toLowerCase().startsWith(prefix)).sort(byName);
}
