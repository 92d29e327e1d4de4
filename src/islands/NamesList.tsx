import { useEffect } from 'react';
import { fetchNames, isAbort, type NamesResult } from '../lib/catalogue-client.ts';
import { DEFAULT_GENDER, NAMES_EMPTY, ROUTES } from '../shared/constants.ts';
import { useHydrated } from '../lib/hooks/useHydrated.ts';
import { listKey, useListResult } from '../lib/hooks/useListResult.ts';
import { useHeldListRelease, useUrlState } from '../lib/hooks/useUrlState.ts';
import {
  clampedPage,
  letterPagePath,
  NAMES_DEFAULTS,
  pickLetter,
  searchKeeps,
  setGender,
  setSearch,
  toHref,
  type ListState,
} from '../shared/list-state.ts';
import LetterGrid from './parts/LetterGrid.tsx';
import ListFilters from './parts/ListFilters.tsx';
import ListPager from './parts/ListPager.tsx';
import NameRows from './parts/NameRows.tsx';
import SearchHelp from './parts/SearchHelp.tsx';
import SortControl, { rowsOrderedIn } from './parts/SortControl.tsx';

interface Props {
  /** The list this page was built with (boys A on /names, one letter page elsewhere). */
  builtState: ListState;
  /** That list's page of names as built. */
  initial: NamesResult;
}

/** The names list (/names): search, gender toggle, A–Z grid, rows and paging, all in the URL. */
export default function NamesList({ builtState, initial: built }: Props) {
  const [state, navigate] = useUrlState({ initial: builtState, defaults: NAMES_DEFAULTS, basePath: ROUTES.names });
  const { data, loading, settle } = useListResult(state, listKey(builtState), built);
  const hydrated = useHydrated();
  const { letter, gender, search, page, sort, popularIn } = state;
  useHeldListRelease(hydrated && !loading);

  useEffect(() => {
    const controller = new AbortController();
    const query = { letter, gender, search, page, ...(sort ? { sort } : {}), ...(popularIn ? { popularIn } : {}) };
    fetchNames(query, controller.signal)
      .then((answer) => {
        const last = clampedPage(query, answer.totalPages);
        if (last) navigate(last, { replace: true });
        else settle(query, answer);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // A failed names list is emptied silently, with counts of 0.
        console.error('Could not load names', error);
        settle(query, { names: [], totalPages: 0, totalNames: 0 });
      });
    return () => controller.abort();
  }, [letter, gender, search, page, sort, popularIn, settle, navigate]);

  const { names, totalPages, totalNames } = data;
  // Browsing by letter lists one gender (boys by default); a search may look at both.
  const shownGender = gender ?? DEFAULT_GENDER;
  const help = search ? <SearchHelp state={state} result={data} path={ROUTES.names} navigate={navigate} /> : null;
  // The static letter pages are A–Z: another order stays on the live list's address.
  const pageHref = (n: number) =>
    search || !letter || sort ? toHref(ROUTES.names, { ...state, page: n }) : letterPagePath(shownGender, letter, n);

  return (
    <div className="list-screen" data-hydrated={hydrated}>
      <ListFilters
        search={search}
        placeholder="Search names..."
        label="Search names"
        onSearch={(term) => navigate(setSearch(state, term))}
        gender={search ? gender : shownGender}
        // A search narrowed to a gender widens again when that gender is pressed again.
        allowNoGender={Boolean(search)}
        onGender={(g) => navigate(setGender(state, search ? g : (g ?? DEFAULT_GENDER)))}
        action={ROUTES.names}
        keep={searchKeeps(state)}
        genderHref={(g) => {
          if (search) return toHref(ROUTES.names, setGender(state, g));
          const chosen = g ?? DEFAULT_GENDER;
          return !letter || sort ? toHref(ROUTES.names, setGender(state, chosen)) : letterPagePath(chosen, letter);
        }}
      />
      <LetterGrid
        current={letter}
        hrefFor={(l) => letterPagePath(shownGender, l)}
        onPick={(l) => navigate(pickLetter({ ...state, gender: shownGender }, l))}
      />
      <div>
        {/* Which gender the list shows, above the spec's heading: a girls' letter page says so. */}
        <p className="list-kicker">
          {search
            ? gender
              ? `${gender === 'boy' ? 'Boys' : 'Girls'} only`
              : 'Boys and girls'
            : `${shownGender === 'girl' ? 'Girls' : 'Boys'}’ names`}
        </p>
        <h1 className="list-heading">
          {search ? `Search Results for "${search}"` : `Names Starting with "${letter ?? ''}"`}
        </h1>
        <p className="list-count" aria-live="polite">
          {loading ? '' : `${totalNames} names found`}
        </p>
      </div>
      <SortControl state={state} navigate={navigate} path={ROUTES.names} />
      {names.length > 0 ? help : null}
      <NameRows
        names={rowsOrderedIn(names, popularIn)}
        loading={loading}
        empty={NAMES_EMPTY}
        emptyMore={help}
        withReligion
        search={search}
      />
      <ListPager state={state} totalPages={totalPages} hrefFor={pageHref} navigate={navigate} />
    </div>
  );
}
