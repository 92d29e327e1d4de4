import { listGodNames, listReligions } from '../../lib/admin-client.ts';
import type { GodName } from '../../shared/types.ts';
import ClientTable from './ClientTable.tsx';
import type { Column } from './DataTable.tsx';
import { ReligionOptions, truncate, useLoad, useRemembered } from './list-kit.tsx';

const columns: Column<GodName>[] = [
  { key: 'name', label: 'Name', sortable: true, render: (g) => g.name },
  { key: 'religion', label: 'Religion', sortable: true, render: (g) => g.religionId?.name ?? '' },
  { key: 'subNames', label: 'Sub-names', sortable: true, render: (g) => g.subNames.length },
  { key: 'description', label: 'Description', sortable: false, render: (g) => truncate(g.description, 60) },
];

export default function GodNamesSection() {
  const [load, reload, patch] = useLoad(listGodNames);
  const [religions] = useLoad(listReligions);
  const [religionId, setReligionId] = useRemembered('god-names:religion', '');
  return (
    <ClientTable
      kind="god-names"
      load={load}
      reload={reload}
      patch={patch}
      columns={columns}
      searchText={(g) => `${g.name} ${g.description} ${g.subNames.join(' ')}`}
      sortValue={(g, key) =>
        key === 'religion' ? (g.religionId?.name ?? '') : key === 'subNames' ? g.subNames.length : g.name
      }
      keep={(g) => !religionId || g.religionId?.id === religionId}
      filters={
        <div className="field">
          <label htmlFor="god-names-religion">Religion</label>
          <select id="god-names-religion" value={religionId} onChange={(e) => setReligionId(() => e.target.value)}>
            <ReligionOptions religions={religions} />
          </select>
        </div>
      }
    />
  );
}
