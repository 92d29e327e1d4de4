/**
 * Search, sort and paging of a list held in the browser (god names, nicknames and religions come
 * unpaged from the API). Pure, so the rules are tested apart from the screens.
 */

export type SortDirection = 'asc' | 'desc';

export interface TableQuery {
  search: string;
  sortKey: string;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

export interface TableView<T> {
  rows: T[];
  /** Items that match the search, over all pages. */
  matching: number;
  totalPages: number;
  /** The page shown, clamped to the pages that exist. */
  page: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there is none). */
  from: number;
  to: number;
}

export type SortValue = string | number | boolean | null;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareValues(a: SortValue, b: SortValue): number {
  // Empty values sort last whatever the direction would make of them.
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

export function viewOf<T>(
  items: readonly T[],
  query: TableQuery,
  searchText: (item: T) => string,
  sortValue: (item: T, key: string) => SortValue,
): TableView<T> {
  const needle = query.search.trim().toLowerCase();
  const matching = needle ? items.filter((item) => searchText(item).toLowerCase().includes(needle)) : [...items];
  const sign = query.direction === 'desc' ? -1 : 1;
  const sorted = matching
    .map((item, index) => ({ item, index, value: sortValue(item, query.sortKey) }))
    .sort((a, b) => {
      const emptyA = a.value === null || a.value === '';
      const emptyB = b.value === null || b.value === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      // Stable: equal values keep the API's order.
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.item);
  const pageSize = Math.max(1, query.pageSize);
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), totalPages);
  const start = (page - 1) * pageSize;
  const rows = sorted.slice(start, start + pageSize);
  return {
    rows,
    matching: sorted.length,
    totalPages,
    page,
    from: rows.length ? start + 1 : 0,
    to: start + rows.length,
  };
}

/**
 * Page numbers to offer: the first, the last and a window around the current page, with null
 * for each gap. A names catalogue can have thousands of pages.
 */
export function pageWindow(page: number, totalPages: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= radius) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
