import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  apiSentenceOf,
  fetchNames,
  fetchReligion,
  isAbort,
  statusOf,
  type NamesResult,
} from '../lib/catalogue-client.ts';
import {
  RELIGION_DETAILS_FAILED,
  RELIGION_FETCH_FAILED,
  RELIGION_NAMES_EMPTY,
  RELIGION_NO_ID,
  RELIGION_NOT_FOUND,
  RELIGION_SERVER_ERROR,
  ROUTES,
} from '../shared/constants.ts';
import { listKey, useListResult } from '../lib/hooks/useListResult.ts';
import { unlessSame } from '../lib/same-data.ts';
import { useHeldListRelease, useUrlState } from '../lib/hooks/useUrlState.ts';
import { $router } from '../lib/stores/router.ts';
import type { Religion } from '../shared/types.ts';
import {
  clampedPage,
  pickLetter,
  RELIGION_DEFAULTS,
  religionPagePath,
  searchKeeps,
  setGender,
  setSearch,
  toHref,
  type ListState,
} from '../shared/list-state.ts';
import BackButton from './BackButton.tsx';
import LetterGrid from './parts/LetterGrid.tsx';
import ListFilters from './parts/ListFilters.tsx';
import ListPager from './parts/ListPager.tsx';
import NameRows from './parts/NameRows.tsx';
import SearchHelp from './parts/SearchHelp.tsx';
import SortControl, { rowsOrderedIn } from './parts/SortControl.tsx';

interface Props {
  /** The religion this page was built for; absent on the generic shell, which reads the id from the address. */
  religion?: Religion | undefined;
  /** The page of the religion's names this static page shows. */
  builtState?: ListState | undefined;
  /** That page's names as built. */
  initial?: NamesResult | undefined;
}

const RELIGION_MESSAGES = {
  empty: RELIGION_NAMES_EMPTY,
  notFound: RELIGION_NOT_FOUND,
  serverError: RELIGION_SERVER_ERROR,
  failed: RELIGION_FETCH_FAILED,
  noId: RELIGION_NO_ID,
  detailFailed: RELIGION_DETAILS_FAILED,
} as const;

/** What the religion page says when a call fails. */
function messageOf(error: unknown, otherwise: string, useApiMessage: boolean): string {
  const status = statusOf(error);
  if (status === 404) return RELIGION_MESSAGES.notFound;
  if (status === 500) return RELIGION_MESSAGES.serverError;
  return (useApiMessage && apiSentenceOf(error)) || otherwise;
}

const FIRST_PAGE: ListState = { letter: null, gender: null, search: '', page: 1 };
const NOTHING: NamesResult = { names: [], totalPages: 0, totalNames: 0 };

/** The names of one religion (/religion/{religionId}): gender, letter, search and page in the URL. */
export default function ReligionNames({ religion: builtReligion, builtState, initial }: Props) {
  // The shell learns its id from the address once it runs in the browser (null while hydrating).
  const address = useStore($router, { ssr: 'initial' });
  const pathId = address ? (address.route === 'religionNames' && address.params.religionId) || '' : null;
  const religionId = builtReligion?.id ?? pathId;
  const basePath = religionId ? religionPagePath(religionId) : undefined;
  const [state, navigate] = useUrlState({
    initial: builtState ?? FIRST_PAGE,
    defaults: RELIGION_DEFAULTS,
    basePath,
  });
  const [religion, setReligion] = useState<Religion | null>(builtReligion ?? null);
  const { data, loading, settle } = useListResult(state, builtState ? listKey(builtState) : '', initial ?? NOTHING);
  const [religionError, setReligionError] = useState<string | null>(null);
  const [namesError, setNamesError] = useState<string | null>(null);
  // The shell at /religion/ with no id has nothing to fetch. When both calls fail, the religion's
  // own failure is the one shown, so the message does not depend on which answered last.
  const error = religionId === '' ? RELIGION_MESSAGES.noId : (religionError ?? namesError);
  const hydrated = pathId !== null;
  const { letter, gender, search, page, sort, popularIn } = state;
  useHeldListRelease(hydrated && (!loading || error !== null));

  useEffect(() => {
    if (!religionId) return;
    const controller = new AbortController();
    fetchReligion(religionId, controller.signal)
      .then((fresh) => setReligion(unlessSame<Religion | null>(fresh)))
      .catch((reason: unknown) => {
        if (isAbort(reason)) return;
        console.error('Could not load the religion', reason);
        // An id the API cannot even read (400) names no religion either.
        setReligionError(
          statusOf(reason) === 400
            ? RELIGION_MESSAGES.notFound
            : messageOf(reason, RELIGION_MESSAGES.detailFailed, false),
        );
      });
    return () => controller.abort();
  }, [religionId]);

  useEffect(() => {
    if (!religionId) return;
    const controller = new AbortController();
    const query = { letter, gender, search, page, ...(sort ? { sort } : {}), ...(popularIn ? { popularIn } : {}) };
    fetchNames({ ...query, religionId }, controller.signal)
      .then((answer) => {
        setNamesError(null);
        const last = clampedPage(query, answer.totalPages);
        if (last) navigate(last, { replace: true });
        else settle(query, answer);
      })
      .catch((reason: unknown) => {
        if (isAbort(reason)) return;
        console.error('Could not load the names of the religion', reason);
        setNamesError(messageOf(reason, RELIGION_MESSAGES.failed, true));
      });
    return () => controller.abort();
  }, [religionId, letter, gender, search, page, sort, popularIn, settle, navigate]);

  if (error) {
    return (
      <div className="list-error" role="alert" data-hydrated={hydrated}>
        <p>{error}</p>
        <BackButton fallback={ROUTES.religion} label="Go Back" />
      </div>
    );
  }
  if (!religion || !basePath) {
    return (
      <p className="status" role="status" data-hydrated={hydrated}>
        Loading…
      </p>
    );
  }

  const { names, totalPages } = data;
  const help = search ? <SearchHelp state={state} result={data} path={basePath} navigate={navigate} /> : null;
  const heading = search
    ? `Search Results for "${search}" in ${religion.name}`
    : letter
      ? `${religion.name} Names Starting with "${letter}"`
      : `${religion.name} Names`;
  const isFilterless = !search && !letter && !gender && !sort;
  const pageHref = (n: number) =>
    isFilterless ? religionPagePath(religion.id, n) : toHref(basePath, { ...state, page: n });

  return (
    <div className="list-screen" data-hydrated={hydrated}>
      <h1 className="list-heading">{heading}</h1>
      <ListFilters
        search={search}
        placeholder={`Search in ${religion.name} names...`}
        label={`Search in ${religion.name} names`}
        onSearch={(term) => navigate(setSearch(state, term, RELIGION_DEFAULTS))}
        gender={gender}
        allowNoGender
        onGender={(g) => navigate(setGender(state, g))}
        action={basePath}
        keep={searchKeeps(state)}
        genderHref={(g) => toHref(basePath, setGender(state, g))}
      />
      <LetterGrid
        current={letter}
        label={`${religion.name} names by first letter`}
        hrefFor={(l) => toHref(basePath, pickLetter(state, l))}
        onPick={(l) => navigate(pickLetter(state, l))}
      />
      <SortControl state={state} navigate={navigate} path={basePath} />
      {names.length > 0 ? help : null}
      <NameRows
        names={rowsOrderedIn(names, popularIn)}
        loading={loading}
        empty={RELIGION_MESSAGES.empty}
        emptyMore={help}
        search={search}
      />
      <ListPager state={state} totalPages={totalPages} hrefFor={pageHref} navigate={navigate} />
    </div>
  );
}
