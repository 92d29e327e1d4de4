/**
 * A section whose whole list comes in one answer (god names, nicknames, religions: the API
 * serves them unpaged): search, sort and paging happen here in the browser.
 */
import { useCallback, type ReactNode } from 'react';
import type { CatalogueKind } from '../../lib/admin-client.ts';
import { DataTable, Pager, RangeLine, SearchBox, type Column } from './DataTable.tsx';
import { KIND_WORDS } from './kinds.ts';
import { LoadFailed, RowActions, SectionFrame, initialQuery, nextSort, useRemembered, type Load } from './list-kit.tsx';
import { viewOf, type SortValue } from './table-model.ts';
import { useDelete } from './useDelete.tsx';

interface Props<T extends { id: string; name: string }> {
  kind: CatalogueKind;
  load: Load<T[]>;
  reload: () => void;
  /** Changes the loaded list in place (useLoad's third value): a deleted row leaves it at once. */
  patch: (update: (list: T[]) => T[]) => void;
  columns: Column<T>[];
  searchText: (item: T) => string;
  sortValue: (item: T, key: string) => SortValue;
  /** Extra filter controls and their predicate. */
  filters?: ReactNode;
  keep?: (item: T) => boolean;
  note?: ReactNode;
  usedBy?: (item: T) => number;
}

export default function ClientTable<T extends { id: string; name: string }>(props: Props<T>) {
  const { kind, load, reload, patch, columns, searchText, sortValue, filters, keep, note, usedBy } = props;
  const words = KIND_WORDS[kind];
  const [query, setQuery] = useRemembered(`${kind}:query`, initialQuery('name'));
  const onDeleted = useCallback((id: string) => patch((list) => list.filter((item) => item.id !== id)), [patch]);
  const { requestDelete, dialog } = useDelete(kind, onDeleted);
  const onSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), [setQuery]);

  const items = load.state === 'ready' ? load.data.filter((item) => keep?.(item) ?? true) : [];
  const view = viewOf(items, query, searchText, sortValue);

  return (
    <SectionFrame
      kind={kind}
      tools={
        <div className="table-tools">
          <SearchBox id={`${kind}-search`} label={`Search ${words.plural}`} value={query.search} onSearch={onSearch} />
          {filters}
        </div>
      }
    >
      {note}
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={reload} /> : null}
      <RangeLine from={view.from} to={view.to} total={view.matching} noun={[words.singular, words.plural]} />
      <DataTable
        caption={`${words.title}, sorted by ${query.sortKey} ${query.direction === 'asc' ? 'ascending' : 'descending'}`}
        columns={columns}
        rows={view.rows}
        rowKey={(item) => item.id}
        sortKey={query.sortKey}
        direction={query.direction}
        onSort={(key) => setQuery((q) => nextSort(q, key))}
        busy={load.state === 'loading'}
        empty={query.search ? `No ${words.plural} match “${query.search}”.` : `No ${words.plural} yet.`}
        actions={(item) => (
          <RowActions
            kind={kind}
            id={item.id}
            name={item.name}
            onDelete={() =>
              requestDelete({ id: item.id, name: item.name, ...(usedBy ? { usedBy: usedBy(item) } : {}) })
            }
          />
        )}
      />
      <Pager
        page={view.page}
        totalPages={view.totalPages}
        label={`Pages of ${words.plural}`}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      />
      {dialog}
    </SectionFrame>
  );
}
