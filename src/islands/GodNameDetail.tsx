import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  GOD_NAME_FAILED,
  GOD_NAME_FIXED_TAGS,
  OTHER_NAMES_LABEL,
  ROUTES,
  SUB_NAMES_PAGE_SIZE,
} from '../shared/constants.ts';
import { fetchGodName, isAbort } from '../lib/catalogue-client.ts';
import { unlessSame } from '../lib/same-data.ts';
import { parsePage } from '../lib/url-state.ts';
import { useHeldListRelease } from '../lib/hooks/useUrlState.ts';
import { $listAddress, openAddress } from '../lib/stores/router.ts';
import type { GodName } from '../shared/types.ts';
import BackButton from './BackButton.tsx';
import FavouriteButton from './parts/FavouriteButton.tsx';
import Pagination from './parts/Pagination.tsx';
import { isPlainClick } from './parts/plain-click.ts';
import { softHyphenate } from '../lib/soft-hyphens.ts';

interface Props {
  /** The god name as built; absent on the generic shell, which reads the id from the address. */
  initial?: GodName | undefined;
  /** The page of OTHER NAMES the HTML shows (our server renders ?page=N); 1 when built. */
  builtPage?: number | undefined;
}

type View = { kind: 'loading' } | { kind: 'found'; godName: GodName } | { kind: 'failed' };

/** /godname/{id} → id; the shell is served for any id the build did not know. */
const idFromPath = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

export function describeGodName(godName: GodName): string {
  return godName.description || `Discover the divine meanings and significance of ${godName.name}.`;
}

/** A god name: its description and its other names, ten to a page. */
export default function GodNameDetail({ initial, builtPage = 1 }: Props) {
  const [view, setView] = useState<View>(initial ? { kind: 'found', godName: initial } : { kind: 'loading' });
  // The page of other names lives in the address (?page=3), so links, back and forward keep it;
  // the built HTML and the hydrating island (no address yet) show page 1.
  const address = useStore($listAddress, { ssr: 'initial' });
  const search = address === undefined ? null : new URL(address, 'http://x').search;
  const params = new URLSearchParams(search ?? '');
  const page = search === null ? builtPage : parsePage(params.get('page'));
  // "Show all" (?all=1) lists every other name at once; the pager of ten stays the default.
  const showAll = params.get('all') === '1';
  const builtId = initial?.id;
  // Our server holds the built first page of OTHER NAMES back on ?page=N; in the browser the
  // page shown is the address's.
  useHeldListRelease(search !== null);

  useEffect(() => {
    const controller = new AbortController();
    // Built pages refresh too, so an edit after the build shows.
    fetchGodName(builtId ?? idFromPath(), controller.signal)
      .then((godName) => setView(unlessSame<View>({ kind: 'found', godName })))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error('Could not load the god name', error);
        // A built page keeps what it has; a page with nothing to show says the load failed.
        setView((current) => (current.kind === 'found' ? current : { kind: 'failed' }));
      });
    return () => controller.abort();
  }, [builtId]);

  if (view.kind === 'loading') {
    return (
      <p className="status" role="status" data-hydrated={search !== null}>
        Loading…
      </p>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div className="list-error" role="alert" data-hydrated={search !== null}>
        <p>{GOD_NAME_FAILED}</p>
        <BackButton fallback={ROUTES.godNames} label="Go Back" />
      </div>
    );
  }

  const { godName } = view;
  const subNames = godName.subNames;
  const totalPages = Math.ceil(subNames.length / SUB_NAMES_PAGE_SIZE);
  const shown = Math.min(page, Math.max(totalPages, 1));
  const first = (shown - 1) * SUB_NAMES_PAGE_SIZE;
  const detailPath = `${ROUTES.godName}/${encodeURIComponent(godName.id)}`;
  const openList = (address: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openAddress(address);
    document.getElementById('other-names-heading')?.focus();
  };
  const changePage = (next: number) => {
    if (next < 1 || next > totalPages || next === shown) return;
    openAddress(next > 1 ? `${detailPath}?page=${next}` : detailPath);
    window.scrollTo({ top: 0 });
  };

  return (
    <article className="detail card" data-hydrated={search !== null}>
      <div className="detail-nav">
        <BackButton
          fallback={
            godName.religionId ? `${ROUTES.godNames}/${encodeURIComponent(godName.religionId.id)}` : ROUTES.godNames
          }
        />
      </div>
      <header className="detail-header">
        <h1>{godName.name}</h1>
        {/* The tags are BOY and HINDUISM whatever the god name's data says. */}
        <p className="detail-tags">
          {GOD_NAME_FIXED_TAGS.map((tag) => (
            <span key={tag} className={tag === 'BOY' ? 'tag boy' : 'tag'}>
              {tag}
            </span>
          ))}
        </p>
      </header>
      <p className="detail-text">{describeGodName(godName)}</p>
      {godName.source ? <p className="muted">Source: {godName.source}</p> : null}
      <div className="detail-actions">
        <FavouriteButton kind="godNames" id={godName.id} label={godName.name} />
      </div>
      {subNames.length > 0 ? (
        <section className="sub-names-section" aria-labelledby="other-names-heading">
          <h2 id="other-names-heading" tabIndex={-1}>
            {OTHER_NAMES_LABEL}
          </h2>
          <ol className="sub-names" start={showAll ? 1 : first + 1}>
            {(showAll ? subNames : subNames.slice(first, first + SUB_NAMES_PAGE_SIZE)).map((subName, i) => (
              <li key={`${(showAll ? 0 : first) + i}-${subName}`}>{softHyphenate(subName)}</li>
            ))}
          </ol>
          {showAll ? null : (
            <Pagination
              page={shown}
              totalPages={totalPages}
              hrefFor={(n) => (n > 1 ? `${detailPath}?page=${n}` : detailPath)}
              onPageChange={changePage}
              label="Other names pages"
            />
          )}
          {totalPages > 1 ? (
            <p className="sub-names-all-toggle">
              {search === null ? (
                // Static HTML: the page's own list of every name (shown where no script runs).
                <a href="#all-names">Show all {subNames.length}</a>
              ) : showAll ? (
                <a href={detailPath} onClick={openList(detailPath)}>
                  Show {SUB_NAMES_PAGE_SIZE} a page
                </a>
              ) : (
                <a href={`${detailPath}?all=1`} onClick={openList(`${detailPath}?all=1`)}>
                  Show all {subNames.length}
                </a>
              )}
            </p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
