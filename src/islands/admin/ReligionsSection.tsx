import { useState } from 'react';
import { listGodNames, listReligions, problemOf, updateItem } from '../../lib/admin-client.ts';
import { toPayload } from '../../lib/admin-validation.ts';
import type { Religion } from '../../shared/types.ts';
import ClientTable from './ClientTable.tsx';
import type { Column } from './DataTable.tsx';
import { RELIGION_ACTIVE_NOTE } from './kinds.ts';
import { useLoad } from './list-kit.tsx';
import { useNotify } from './notices.tsx';

async function religionsWithUse(): Promise<(Religion & { godNames: number })[]> {
  const [religions, godNames] = await Promise.all([listReligions(), listGodNames()]);
  const uses = new Map<string, number>();
  for (const g of godNames) if (g.religionId) uses.set(g.religionId.id, (uses.get(g.religionId.id) ?? 0) + 1);
  return religions.map((r) => ({ ...r, godNames: uses.get(r.id) ?? 0 }));
}

type Row = Religion & { godNames: number };

export default function ReligionsSection() {
  const [load, reload, patch] = useLoad(religionsWithUse);
  const { notify } = useNotify();
  const [pending, setPending] = useState<string | null>(null);

  const toggle = (religion: Row) => {
    const isActive = !religion.isActive;
    setPending(religion.id);
    updateItem(
      'religions',
      religion.id,
      toPayload('religions', { name: religion.name, isActive, source: religion.source ?? '' }),
    )
      .then((saved) => {
        patch((list) => list.map((r) => (r.id === religion.id ? { ...r, isActive: saved.isActive } : r)));
        notify(
          saved.isActive
            ? `${religion.name} is active: it shows on the public Religion and God Names pages.`
            : `${religion.name} is inactive: it is hidden from the public Religion and God Names pages.`,
        );
      })
      .catch((e: unknown) => notify(`Could not change ${religion.name}: ${problemOf(e).message}`))
      .finally(() => setPending(null));
  };

  const columns: Column<Row>[] = [
    { key: 'name', label: 'Name', sortable: true, render: (r) => r.name },
    {
      key: 'isActive',
      label: 'Active',
      sortable: true,
      render: (r) => (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={r.isActive}
            disabled={pending === r.id}
            aria-describedby="religion-active-note"
            onChange={() => toggle(r)}
          />
          <span className="visually-hidden">{r.name} active</span>
          <span aria-hidden="true">{r.isActive ? 'Active' : 'Inactive'}</span>
        </label>
      ),
    },
    { key: 'godNames', label: 'God names', sortable: true, render: (r) => r.godNames },
    { key: 'source', label: 'Source', sortable: false, render: (r) => r.source ?? '' },
  ];

  return (
    <ClientTable
      kind="religions"
      load={load}
      reload={reload}
      patch={patch}
      columns={columns}
      searchText={(r) => r.name}
      sortValue={(r, key) => (key === 'isActive' ? (r.isActive ? 0 : 1) : key === 'godNames' ? r.godNames : r.name)}
      usedBy={(r) => r.godNames}
      note={
        <p className="note" id="religion-active-note">
          {RELIGION_ACTIVE_NOTE}
        </p>
      }
    />
  );
}
