import { DATA_TO_GENDER, ROUTES, UNIVERSAL_LABEL } from '../../shared/constants.ts';
import type { BabyName } from '../../shared/types.ts';
import ListRow from './ListRow.tsx';
import RankBadge from './RankBadge.tsx';

interface Props {
  names: BabyName[];
  /** The rows shown belong to an earlier state: the list is busy, and says nothing of emptiness. */
  loading: boolean;
  /** What an empty list says: NAMES_EMPTY, RELIGION_NAMES_EMPTY. */
  empty: string;
  /** The /names list shows each name's religion after its meaning; a religion's page does not. */
  withReligion?: boolean;
}

/**
 * The rows of a names list (/names, /religion/{id}), or the empty message. One element, so the
 * ids the rows generate (useId) stay those of the built HTML.
 */
export default function NameRows({ names, loading, empty, withReligion = false }: Props) {
  if (!loading && names.length === 0) return <p className="list-empty">{empty}</p>;
  return (
    <ul className="list-rows" aria-busy={loading}>
      {names.map((name) => (
        <ListRow
          key={name.id}
          kind="names"
          id={name.id}
          name={name.name}
          href={`${ROUTES.names}/${encodeURIComponent(name.id)}`}
          tags={
            <>
              <span className={`tag ${DATA_TO_GENDER[name.gender]}`}>{DATA_TO_GENDER[name.gender].toUpperCase()}</span>
              <RankBadge summary={name.popularity} />
            </>
          }
          summary={
            withReligion ? (
              <>
                {name.meaning}
                <span className="muted"> · {name.religionId?.name || UNIVERSAL_LABEL}</span>
              </>
            ) : (
              name.meaning
            )
          }
          description={name.description}
          details={name.origin ? <p className="muted">Origin: {name.origin}</p> : null}
        />
      ))}
    </ul>
  );
}
