/** The dashboard's table, search box and pager, shared by every section. */
import { useEffect, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { pageWindow, type SortDirection } from './table-model.ts';

export interface Column<T> {
  key: string;
  label: string;
  sortable?: boolean;
  render: (item: T) => ReactNode;
}

interface TableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (item: T) => string;
  sortKey: string;
  direction: SortDirection;
  onSort: (key: string) => void;
  actions: (item: T) => ReactNode;
  busy?: boolean;
  empty: string;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sortKey,
  direction,
  onSort,
  actions,
  busy,
  empty,
}: TableProps<T>) {
  return (
    <div className="table-scroll">
      <table className="admin-table" aria-busy={busy ? true : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.key === sortKey;
              const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}>
                  {column.sortable ? (
                    <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                      {column.label}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                      <span className="visually-hidden">
                        {active ? `, sorted ${ariaSort}; activate to reverse` : ', activate to sort'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="table-empty">
                {busy ? 'Loading…' : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row">
                      {column.render(row)}
                    </th>
                  ) : (
                    // The column's name, shown before the value when a phone shows rows as cards.
                    <td key={column.key} data-label={column.label}>
                      {column.render(row)}
                    </td>
                  ),
                )}
                <td className="row-actions">{actions(row)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Previous, a window of page numbers and Next; hidden when there is one page or fewer. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={p === page ? 'page-button current' : 'page-button'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="button secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/**
 * A search box that reports its text after the product's debounce (500 ms) so typing does not send
 * a request per key; Enter reports at once.
 */
export function SearchBox({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}

export function RangeLine({
  from,
  to,
  total,
  noun,
}: {
  from: number;
  to: number;
  total: number;
  noun: [string, string];
}) {
  const word = total === 1 ? noun[0] : noun[1];
  return (
    <p className="range-line">
      {total === 0 ? `No ${noun[1]}` : `Showing ${from}–${to} of ${total.toLocaleString('en')} ${word}`}
    </p>
  );
}
