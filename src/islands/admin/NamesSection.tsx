/**
 * Names are the large kind (the catalogue can hold 100,000), so the API pages and searches
 * them; this table asks for one page at a time. The API orders by name, so other sorts apply to
 * the rows of the page shown, as the caption says.
 */
import { useCallback } from 'react';
import { DATA_TO_GENDER, UNIVERSAL_LABEL, type DataGender } from '../../shared/constants.ts';
import { listNames, listReligions, type NamesResult } from '../../lib/admin-client.ts';
import type { BabyName } from '../../shared/types.ts';
import { DataTable, Pager, RangeLine, SearchBox, type Column } from './DataTable.tsx';
import {
  LoadFailed,
  ReligionOptions,
  RowActions,
  SectionFrame,
  initialQuery,
  nextSort,
  truncate,
  useLoad,
  useRemembered,
} from './list-kit.tsx';
import { viewOf } from './table-model.ts';
import { useDelete } from './useDelete.tsx';

const columns: Column<BabyName>[] = [
  { key: 'name', label: 'Name', sortable: true, render: (n) => n.name },
  { key: 'gender', label: 'Gender', sortable: true, render: (n) => DATA_TO_GENDER[n.gender] },
  { key: 'religion', label: 'Religion', sortable: true, render: (n) => n.religionId?.name || UNIVERSAL_LABEL },
  { key: 'meaning', label: 'Meaning', sortable: true, render: (n) => truncate(n.meaning, 60) },
  { key: 'origin', label: 'Origin', sortable: true, render: (n) => n.origin },
];

const sortValue = (n: BabyName, key: string) =>
  key === 'gender'
    ? n.gender
    : key === 'religion'
      ? n.religionId?.name || UNIVERSAL_LABEL
      : key === 'meaning'
        ? n.meaning
        : key === 'origin'
          ? n.origin
          : n.name;

interface Filters {
  gender: '' | DataGender;
  religionId: string;
}

export default function NamesSection() {
  const [query, setQuery] = useRemembered('names:query', initialQuery('name'));
  const [filters, setFilters] = useRemembered<Filters>('names:filters', { gender: '', religionId: '' });
  const [religions] = useLoad(listReligions);
  const fetcher = useCallback(
    (): Promise<NamesResult> =>
      listNames({
        page: query.page,
        limit: query.pageSize,
        search: query.search.trim(),
        gender: filters.gender,
        religionId: filters.religionId,
      }),
    [query.page, query.pageSize, query.search, filters.gender, filters.religionId],
  );
  const [load, reload] = useLoad(fetcher);
  const { requestDelete, dialog } = useDelete('names', reload);
  const onSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), [setQuery]);
  // Another gender or religion starts the list again at its first page.
  const filterBy = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setQuery((q) => ({ ...q, page: 1 }));
  };

  const result = load.state === 'ready' ? load.data : null;
  // The page's rows sorted locally; the API already sent them by name ascending.
  const rows = result
    ? viewOf(result.items, { ...query, search: '', page: 1, pageSize: result.items.length || 1 }, () => '', sortValue)
        .rows
    : [];
  const from = result && result.items.length ? (result.page - 1) * query.pageSize + 1 : 0;

  return (
    <SectionFrame
      kind="names"
      tools={
        <div className="table-tools">
          <SearchBox id="names-search" label="Search names or meanings" value={query.search} onSearch={onSearch} />
          <div className="field">
            <label htmlFor="names-gender">Gender</label>
            <select
              id="names-gender"
              value={filters.gender}
              onChange={(e) =>
                filterBy('gender', e.target.value === 'male' || e.target.value === 'female' ? e.target.value : '')
              }
            >
              <option value="">Boys and girls</option>
              <option value="male">Boy</option>
              <option value="female">Girl</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="names-religion">Religion</label>
            <select
              id="names-religion"
              value={filters.religionId}
              onChange={(e) => filterBy('religionId', e.target.value)}
            >
              <ReligionOptions religions={religions} />
            </select>
          </div>
        </div>
      }
    >
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={reload} /> : null}
      <RangeLine
        from={from}
        to={from ? from + (result?.items.length ?? 0) - 1 : 0}
        total={result?.totalNames ?? 0}
        noun={['name', 'names']}
      />
      <DataTable
        caption={`Names of this page, sorted by ${query.sortKey} ${query.direction === 'asc' ? 'ascending' : 'descending'}`}
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        sortKey={query.sortKey}
        direction={query.direction}
        onSort={(key) => setQuery((q) => ({ ...nextSort(q, key), page: q.page }))}
        busy={load.state === 'loading'}
        empty={query.search ? `No names match “${query.search}”.` : 'No names for this selection.'}
        actions={(n) => (
          <RowActions kind="names" id={n.id} name={n.name} onDelete={() => requestDelete({ id: n.id, name: n.name })} />
        )}
      />
      {query.sortKey !== 'name' ? (
        <p className="note">Sorting by a column other than Name orders the rows of this page.</p>
      ) : null}
      <Pager
        page={result?.page ?? query.page}
        totalPages={result?.totalPages ?? 0}
        label="Pages of names"
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      />
      {dialog}
    </SectionFrame>
  );
}
