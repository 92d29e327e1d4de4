import { describe, expect, it } from 'vitest';
import { pageWindow, viewOf, type TableQuery } from '../../src/islands/admin/table-model.ts';
import { hrefOf, routeOf } from '../../src/islands/admin/router.ts';
import { $router } from '../../src/lib/stores/router.ts';

/** The dashboard route the site's router reads from an address. */
function parseRoute(path: string) {
  $router.open(path);
  return routeOf($router.get());
}

interface Row {
  name: string;
  count: number;
}
const rows: Row[] = [
  { name: 'beta', count: 2 },
  { name: 'Alpha', count: 10 },
  { name: 'gamma', count: 1 },
  { name: 'delta', count: 2 },
  { name: '', count: 0 },
];
const query = (over: Partial<TableQuery> = {}): TableQuery => ({
  search: '',
  sortKey: 'name',
  direction: 'asc',
  page: 1,
  pageSize: 2,
  ...over,
});
const view = (q: TableQuery) =>
  viewOf(
    rows,
    q,
    (r) => r.name,
    (r, key) => (key === 'count' ? r.count : r.name),
  );

describe('table view', () => {
  it('sorts case-insensitively with empty values last, in both directions', () => {
    expect(view(query({ pageSize: 10 })).rows.map((r) => r.name)).toEqual(['Alpha', 'beta', 'delta', 'gamma', '']);
    expect(view(query({ pageSize: 10, direction: 'desc' })).rows.map((r) => r.name)).toEqual([
      'gamma',
      'delta',
      'beta',
      'Alpha',
      '',
    ]);
  });

  it('sorts numbers as numbers and keeps the original order of equal values', () => {
    expect(view(query({ pageSize: 10, sortKey: 'count' })).rows.map((r) => r.name)).toEqual([
      '',
      'gamma',
      'beta',
      'delta',
      'Alpha',
    ]);
  });

  it('pages with counts, and clamps a page past the end', () => {
    expect(view(query({ page: 2 }))).toMatchObject({ matching: 5, totalPages: 3, page: 2, from: 3, to: 4 });
    expect(view(query({ page: 9 }))).toMatchObject({ page: 3, from: 5, to: 5 });
  });

  it('searches case-insensitively and reports no rows as 0–0', () => {
    expect(view(query({ search: ' ALP ' })).rows.map((r) => r.name)).toEqual(['Alpha']);
    expect(view(query({ search: 'zzz' }))).toMatchObject({
      rows: [],
      matching: 0,
      totalPages: 1,
      page: 1,
      from: 0,
      to: 0,
    });
  });

  it('offers the first, last and nearby pages, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 400)).toEqual([1, null, 8, 9, 10, 11, 12, null, 400]);
  });
});

describe('dashboard routes', () => {
  it('reads each section from the path and writes it back', () => {
    const cases: [string, ReturnType<typeof parseRoute>][] = [
      ['/dashboard', { section: 'home' }],
      ['/dashboard/', { section: 'home' }],
      ['/dashboard/names', { section: 'kind', kind: 'names', view: 'list' }],
      ['/dashboard/god-names/new', { section: 'kind', kind: 'god-names', view: 'new' }],
      ['/dashboard/religions/42', { section: 'kind', kind: 'religions', view: 'edit', id: '42' }],
      ['/dashboard/import', { section: 'import' }],
      ['/dashboard/account', { section: 'account' }],
    ];
    for (const [path, route] of cases) {
      expect(parseRoute(path)).toEqual(route);
      expect(hrefOf(route)).toBe(path.replace(/\/$/, ''));
    }
  });

  it('treats unknown paths as not found', () => {
    expect(parseRoute('/dashboard/users')).toEqual({ section: 'not-found' });
    expect(parseRoute('/dashboard/names/1/extra')).toEqual({ section: 'not-found' });
    expect(parseRoute('/dashboard/import/1')).toEqual({ section: 'not-found' });
    expect(parseRoute('/names')).toEqual({ section: 'not-found' });
  });

  it('encodes an id in the path and reads it back', () => {
    const route = { section: 'kind', kind: 'names', view: 'edit', id: 'a b/c' } as const;
    expect(hrefOf(route)).toBe('/dashboard/names/a%20b%2Fc');
    expect(parseRoute(hrefOf(route))).toEqual(route);
  });
});
