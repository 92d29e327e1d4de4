import { useEffect, useState } from 'react';
import { unlessSame } from '../lib/same-data.ts';
import { api } from '../lib/api.ts';
import { listOf, normaliseReligion } from '../lib/normalise.ts';
import type { Religion } from '../shared/types.ts';

interface Props {
  /** The active religions known at build time; the island refreshes them from the API. */
  initial: Religion[];
  /** Where each tile links: /religion or /godnames. */
  basePath: string;
  /** What each religion holds, counted at build time (religion id → count), and what it counts. */
  counts?: Record<string, number>;
  countNoun?: { one: string; many: string };
}

export default function ReligionGrid({ initial, basePath, counts, countNoun }: Props) {
  const [religions, setReligions] = useState(initial);
  // The refresh starts as soon as the island hydrates, so it begins in 'loading'.
  const [state, setState] = useState<'loading' | 'live' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    api<{ data?: unknown }>('/api/religions')
      .then((body) => {
        if (cancelled) return;
        setReligions(unlessSame(listOf(body.data, normaliseReligion).filter((r) => r.isActive)));
        setState('live');
      })
      .catch((error: unknown) => {
        // The built list stays on screen; only the refresh failed.
        console.error('Could not refresh religions', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <ul className="grid" aria-busy={state === 'loading'} data-state={state}>
      {religions.map((religion) => (
        <li key={religion.id}>
          <a className="tile tile-counted" href={`${basePath}/${encodeURIComponent(religion.id)}`}>
            <span>
              {religion.name}
              {counts?.[religion.id] !== undefined && countNoun ? (
                <span className="tile-count">
                  {counts[religion.id]!.toLocaleString('en')}{' '}
                  {counts[religion.id] === 1 ? countNoun.one : countNoun.many}
                </span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
