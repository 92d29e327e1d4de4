/** The dashboard's home: how big each part of the catalogue is, with a way into each. */
import { listGodNames, listNames, listNicknames, listReligions, type CatalogueKind } from '../../lib/admin-client.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { DASHBOARD_KINDS, KIND_WORDS } from './kinds.ts';
import { LoadFailed, useLoad } from './list-kit.tsx';
import { hrefOf, useLinkHandler } from './router.ts';

async function counts(): Promise<Record<CatalogueKind, number> & { activeReligions: number }> {
  const [names, godNames, nicknames, religions] = await Promise.all([
    listNames({ page: 1, limit: 1 }),
    listGodNames(),
    listNicknames(),
    listReligions(),
  ]);
  return {
    names: names.totalNames,
    'god-names': godNames.length,
    nicknames: nicknames.length,
    religions: religions.length,
    activeReligions: religions.filter((r) => r.isActive).length,
  };
}

export default function Overview() {
  const [load, reload] = useLoad(counts);
  const onLink = useLinkHandler();
  return (
    <section aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} tabIndex={-1}>
        Catalogue
      </h1>
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={reload} /> : null}
      <ul className="grid overview" aria-busy={load.state === 'loading'}>
        {DASHBOARD_KINDS.map((kind) => (
          <li key={kind}>
            <a className="tile" href={hrefOf({ section: 'kind', kind, view: 'list' })} onClick={onLink}>
              <span className="tile-count">{load.state === 'ready' ? load.data[kind].toLocaleString('en') : '…'}</span>
              <span className="tile-label">{KIND_WORDS[kind].title}</span>
              {kind === 'religions' && load.state === 'ready' ? (
                <span className="tile-note">{load.data.activeReligions} active</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
