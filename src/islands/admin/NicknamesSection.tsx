import { listNicknames } from '../../lib/admin-client.ts';
import type { Nickname } from '../../shared/types.ts';
import ClientTable from './ClientTable.tsx';
import type { Column } from './DataTable.tsx';
import { truncate, useLoad } from './list-kit.tsx';

const columns: Column<Nickname>[] = [
  { key: 'name', label: 'Name', sortable: true, render: (n) => n.name },
  { key: 'description', label: 'Description', sortable: true, render: (n) => truncate(n.description) },
];

export default function NicknamesSection() {
  const [load, reload, patch] = useLoad(listNicknames);
  return (
    <ClientTable
      kind="nicknames"
      load={load}
      reload={reload}
      patch={patch}
      columns={columns}
      searchText={(n) => `${n.name} ${n.description}`}
      sortValue={(n, key) => (key === 'description' ? n.description : n.name)}
    />
  );
}
