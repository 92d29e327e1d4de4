import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchNames, isAbort, type NamesResult } from '../lib/catalogue-client.ts';
import { DATA_TO_GENDER, DEFAULT_GENDER, NAMES_EMPTY, ROUTES, UNIVERSAL_LABEL } from '../lib/constants.ts';
import { useUrlState } from '../lib/hooks/useUrlState.ts';
import {
  goToPage,
  letterPagePath,
  NAMES_DEFAULTS,
  pickLetter,
  setGender,
  setSearch,
  toHref,
  type ListState,
} from '../lib/url-state.ts';
import GenderSelector from './parts/GenderSelector.tsx';
import LetterGrid from './parts/LetterGrid.tsx';
import ListRow from './parts/ListRow.tsx';
import Pagination from './parts/Pagination.tsx';
import SearchBox from './parts/SearchBox.tsx';

interface Props {
  /** The list this page was built with (boys A on /names, one letter page elsewhere). */
  initial: ListState;
  data: NamesResult;
}

const keyOf = (s: ListState) => JSON.stringify([s.letter, s.gender, s.search, s.page]);
const noSubscription = () => () => {};

/** The names list (/names): search, gender toggle, A–Z grid, rows and paging, all in the URL. */
export default function NamesList({ initial, data: built }: Props) {
  const [state, navigate] = useUrlState({ initial, defaults: NAMES_DEFAULTS, basePath: ROUTES.names });
  const [result, setResult] = useState({ key: keyOf(initial), data: built });
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { letter, gender, search, page } = state;
  const key = keyOf(state);

  useEffect(() => {
    const controller = new AbortController();
    const query = { letter, gender, search, page };
    fetchNames(query, controller.signal)
      .then((data) => setResult({ key: keyOf(query), data }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // Spec §8: a failed names list is emptied silently, with counts of 0.
        console.error('Could not load names', error);
        setResult({ key: keyOf(query), data: { names: [], totalPages: 0, totalNames: 0 } });
      });
    return () => controller.abort();
  }, [letter, gender, search, page]);

  const loading = result.key !== key;
  const { names, totalPages, totalNames } = result.data;
  const shownGender = gender ?? DEFAULT_GENDER;
  const pageHref = (n: number) =>
    search || !letter ? toHref(ROUTES.names, { ...state, page: n }) : letterPagePath(shownGender, letter, n);

  return (
    <div className="list-screen" data-hydrated={hydrated}>
      <div className="list-toolbar">
        <SearchBox
          value={search}
          placeholder="Search names..."
          label="Search names"
          onSearch={(term) => navigate(setSearch(state, term))}
        />
        <GenderSelector value={shownGender} onChange={(g) => navigate(setGender(state, g ?? DEFAULT_GENDER))} />
      </div>
      <LetterGrid
        current={letter}
        hrefFor={(l) => letterPagePath(shownGender, l)}
        onPick={(l) => navigate(pickLetter(state, l))}
      />
      <div>
        <h1 className="list-heading">
          {search ? `Search Results for "${search}"` : `Names Starting with "${letter ?? ''}"`}
        </h1>
        <p className="list-count" aria-live="polite">
          {loading ? '' : `${totalNames} names found`}
        </p>
      </div>
      {!loading && names.length === 0 ? (
        <p className="list-empty">{NAMES_EMPTY}</p>
      ) : (
        <ul className="list-rows" aria-busy={loading}>
          {names.map((name) => (
            <ListRow
              key={name.id}
              kind="names"
              id={name.id}
              name={name.name}
              href={`${ROUTES.names}/${encodeURIComponent(name.id)}`}
              tags={
                <span className={`tag ${DATA_TO_GENDER[name.gender]}`}>
                  {DATA_TO_GENDER[name.gender].toUpperCase()}
                </span>
              }
              summary={
                <>
                  {name.meaning}
                  <span className="muted"> · {name.religionId?.name || UNIVERSAL_LABEL}</span>
                </>
              }
              description={name.description}
              details={name.origin ? <p className="muted">Origin: {name.origin}</p> : null}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={pageHref}
        onPageChange={(n) => navigate(goToPage(state, n, totalPages))}
      />
    </div>
  );
}
