import { useEffect, useState } from 'react';
import { NICKNAMES_EMPTY, ROUTES } from '../shared/constants.ts';
import type { Letter } from '../shared/constants.ts';
import { fetchNicknames, isAbort } from '../lib/catalogue-client.ts';
import { filterNicknames, type NicknamePage } from '../shared/nickname-filter.ts';
import { useHeldListRelease, useUrlState } from '../lib/hooks/useUrlState.ts';
import {
  clampedPage,
  goToPage,
  pickLetter,
  sameState,
  setSearch,
  toHref,
  NICKNAME_DEFAULTS,
  type ListState,
} from '../shared/list-state.ts';
import type { Nickname } from '../shared/types.ts';
import LetterGrid from './parts/LetterGrid.tsx';
import ListRow from './parts/ListRow.tsx';
import Pagination from './parts/Pagination.tsx';
import SearchBox from './parts/SearchBox.tsx';

export { NICKNAME_DEFAULTS };

/** The static, crawlable page of a letter: /nicknames/letter/a, /nicknames/letter/a/2, ... */
export function nicknameLetterPath(letter: Letter, page = 1): string {
  const base = `${ROUTES.nicknames}/letter/${letter.toLowerCase()}`;
  return page > 1 ? `${base}/${page}` : base;
}

interface Props {
  /** The state the page was built for (a letter page, or the defaults on /nicknames). */
  builtState: ListState;
  /** That state's page of nicknames as built, so the HTML has its content without JavaScript. */
  initial: NicknamePage;
}

/** The nickname list: fetched unpaged, then searched, filtered and paged here. */
export default function NicknamesList({ builtState, initial: built }: Props) {
  const [state, navigate] = useUrlState({
    initial: builtState,
    defaults: NICKNAME_DEFAULTS,
    basePath: ROUTES.nicknames,
  });
  const [all, setAll] = useState<Nickname[] | null>(null);
  const [failed, setFailed] = useState(false);
  // A list held back (HeldList, or our server for a search: list-fallback.ts) shows once this
  // island runs: from then on its heading is the address's and it says Loading… itself.
  useHeldListRelease(true);

  useEffect(() => {
    const controller = new AbortController();
    fetchNicknames(controller.signal)
      .then(setAll)
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // A failed nickname fetch is only logged; the list shows what it has.
        console.error('Could not fetch nicknames', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const view: NicknamePage | null = all
    ? filterNicknames(all, { search: state.search, letter: state.letter ?? '', page: state.page })
    : sameState(state, builtState)
      ? built
      : failed
        ? { items: [], total: 0, totalPages: 0, page: 1 }
        : null;

  // Only pages 1 to total exist. The view shows the last page; the address says so too,
  // as on the names lists.
  const last = all ? clampedPage(state, view?.totalPages ?? 0) : null;
  useEffect(() => {
    if (last) navigate(last, { replace: true });
  }, [last, navigate]);

  const hrefFor = (page: number) =>
    state.search || !state.letter
      ? toHref(ROUTES.nicknames, { ...state, page })
      : nicknameLetterPath(state.letter, page);

  return (
    <div className="list-screen" data-state={all ? 'live' : failed ? 'failed' : 'loading'}>
      <div className="list-toolbar">
        <SearchBox
          value={state.search}
          onSearch={(term) => navigate(setSearch(state, term, NICKNAME_DEFAULTS))}
          placeholder="Search nicknames..."
          label="Search nicknames"
          action={ROUTES.nicknames}
        />
      </div>
      {/* Below the toolbar, as on the names screen: inside its flex row the grid became one column of 26. */}
      <LetterGrid
        current={state.letter}
        hrefFor={(letter) => nicknameLetterPath(letter)}
        onPick={(letter) => navigate(pickLetter(state, letter))}
        label="Nicknames by first letter"
      />
      <section className="list-results" aria-busy={view === null} aria-labelledby="results-heading">
        <h2 id="results-heading" className="list-heading">
          {state.search ? `Search Results for "${state.search}"` : `Nicknames Starting with "${state.letter ?? 'A'}"`}
        </h2>
        {view === null ? (
          <p className="status">Loading…</p>
        ) : (
          <>
            <p className="list-count" role="status">
              {view.total} nicknames found
            </p>
            {view.items.length === 0 ? (
              <p className="list-empty">{NICKNAMES_EMPTY}</p>
            ) : (
              <ul className="list-rows">
                {view.items.map((nickname) => (
                  <ListRow
                    key={nickname.id}
                    kind="nicknames"
                    id={nickname.id}
                    name={nickname.name}
                    href={`${ROUTES.nicknames}/${encodeURIComponent(nickname.id)}`}
                    description={nickname.description}
                  />
                ))}
              </ul>
            )}
            <Pagination
              page={view.page}
              totalPages={view.totalPages}
              hrefFor={hrefFor}
              onPageChange={(page) => navigate(goToPage(state, page, view.totalPages))}
            />
          </>
        )}
      </section>
    </div>
  );
}
