/** What the section lists share: loading state, remembered table state, the frame around a table. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { problemOf, type CatalogueKind } from '../../lib/admin-client.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { KIND_WORDS } from './kinds.ts';
import { hrefOf, useLinkHandler } from './router.ts';
import type { SortDirection, TableQuery } from './table-model.ts';
import type { Religion } from '../../shared/types.ts';

// Table state survives a visit to an edit form and back (the section unmounts meanwhile).
const remembered = new Map<string, unknown>();

export function useRemembered<T>(key: string, initial: T): [T, (update: (previous: T) => T) => void] {
  const [value, setValue] = useState<T>(() => (remembered.has(key) ? (remembered.get(key) as T) : initial));
  const update = useCallback(
    (change: (previous: T) => T) =>
      setValue((previous) => {
        const next = change(previous);
        remembered.set(key, next);
        return next;
      }),
    [key],
  );
  return [value, update];
}

/**
 * After an item is added, its list opens on it: searched by its name, on page 1, with no filter
 * left over from before (a search for "Ol" would hide a new "Zara").
 */
export function showInList(kind: CatalogueKind, name: string): void {
  const previous = remembered.get(`${kind}:query`) as TableQuery | undefined;
  remembered.set(`${kind}:query`, { ...(previous ?? initialQuery('name')), search: name, page: 1 });
  remembered.delete(`${kind}:filters`);
  remembered.delete(`${kind}:religion`);
}

export const PAGE_SIZE = 25;

export function initialQuery(sortKey: string): TableQuery {
  return { search: '', sortKey, direction: 'asc', page: 1, pageSize: PAGE_SIZE };
}

/** The next sort state when a column header is activated: a new column ascends, the same reverses. */
export function nextSort(query: TableQuery, key: string): TableQuery {
  const direction: SortDirection = query.sortKey === key && query.direction === 'asc' ? 'desc' : 'asc';
  return { ...query, sortKey: key, direction, page: 1 };
}

export type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** The options of a table's religion filter: "All religions", then each religion once loaded. */
export function ReligionOptions({ religions }: { religions: Load<Religion[]> }) {
  return (
    <>
      <option value="">All religions</option>
      {religions.state === 'ready'
        ? religions.data.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))
        : null}
    </>
  );
}

/** Runs `fetcher` on mount and whenever `reload` is called; ignores answers that arrive too late. */
export function useLoad<T>(fetcher: () => Promise<T>): [Load<T>, () => void, (update: (data: T) => T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    fetcher()
      .then((data) => {
        if (current) setLoad({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if (current) setLoad({ state: 'failed', message: problemOf(error).message });
      });
    return () => {
      current = false;
    };
  }, [fetcher, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const patch = useCallback(
    (update: (data: T) => T) => setLoad((l) => (l.state === 'ready' ? { state: 'ready', data: update(l.data) } : l)),
    [],
  );
  return [load, reload, patch];
}

export function SectionFrame({
  kind,
  children,
  tools,
}: {
  kind: CatalogueKind;
  children: ReactNode;
  tools?: ReactNode;
}) {
  const words = KIND_WORDS[kind];
  const onLink = useLinkHandler();
  return (
    <section aria-labelledby={HEADING_ID}>
      <div className="section-head">
        <h1 id={HEADING_ID} tabIndex={-1}>
          {words.title}
        </h1>
        <a className="button" href={hrefOf({ section: 'kind', kind, view: 'new' })} onClick={onLink}>
          Add {words.singular}
        </a>
      </div>
      {tools}
      {children}
    </section>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary-title">{message}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function RowActions({
  kind,
  id,
  name,
  onDelete,
}: {
  kind: CatalogueKind;
  id: string;
  name: string;
  onDelete: () => void;
}) {
  const onLink = useLinkHandler();
  return (
    <>
      <a
        className="button secondary small"
        href={hrefOf({ section: 'kind', kind, view: 'edit', id })}
        onClick={onLink}
        aria-label={`Edit ${name}`}
      >
        Edit
      </a>
      <button type="button" className="button danger small" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </>
  );
}

export function truncate(text: string, length = 80): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
