import { useEffect, useState } from 'react';
import { GOD_NAMES_EMPTY, GOD_NAMES_FAILED, ROUTES } from '../shared/constants.ts';
import { fetchGodNames, fetchReligion, isAbort } from '../lib/catalogue-client.ts';
import { unlessSame } from '../lib/same-data.ts';
import type { GodName, Religion } from '../shared/types.ts';
import ListRow from './parts/ListRow.tsx';

interface Props {
  /** The religion the page was built for; null on the generic shell, which reads the id from the URL. */
  religion: Religion | null;
  /** Its god names as built; refreshed from the API once the island runs. */
  initial: GodName[];
}

type Status = 'loading' | 'live' | 'failed';

function religionIdFromPath(): string {
  const match = /^\/godnames\/([^/]+)/.exec(window.location.pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** God names of one religion: fetched unpaged and filtered here by religion. */
export default function GodNamesList({ religion, initial }: Props) {
  const [religionName, setReligionName] = useState(religion?.name ?? '');
  const [godNames, setGodNames] = useState(initial);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    const controller = new AbortController();
    const religionId = religion?.id ?? religionIdFromPath();
    const named = religion
      ? Promise.resolve(religion)
      : religionId
        ? fetchReligion(religionId, controller.signal)
        : Promise.reject(new Error('No religion ID provided'));
    Promise.all([named, fetchGodNames(controller.signal)])
      .then(([found, all]) => {
        setReligionName(found.name);
        setGodNames(unlessSame(all.filter((g) => g.religionId?.id === religionId)));
        setStatus('live');
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error('Could not fetch god names', error);
        // Any failure of this screen, an unknown religion included, is 'Failed to fetch god names.'
        setStatus('failed');
      });
    return () => controller.abort();
  }, [religion]);

  return (
    <section aria-busy={status === 'loading'} data-state={status}>
      <h1>{religionName ? `God Names in ${religionName}` : 'God Names'}</h1>
      {status === 'failed' ? (
        <div className="list-error" role="alert">
          <p>{GOD_NAMES_FAILED}</p>
          <a className="button" href={ROUTES.godNames}>
            Back to God Names
          </a>
        </div>
      ) : godNames.length === 0 && (status !== 'loading' || religion) ? (
        <p className="list-empty">{GOD_NAMES_EMPTY}</p>
      ) : (
        <ul className="list-rows">
          {godNames.map((godName) => (
            <ListRow
              key={godName.id}
              kind="godNames"
              id={godName.id}
              name={godName.name}
              href={`${ROUTES.godName}/${encodeURIComponent(godName.id)}`}
              summary={godName.subNames.length > 0 ? `${godName.subNames.length} names` : undefined}
              description={godName.description}
              otherNames={godName.subNames}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
