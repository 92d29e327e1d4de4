import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchName, isAbort, statusOf } from '../lib/catalogue-client.ts';
import { DATA_TO_GENDER, NAME_LINK_COPIED_MS, NAME_NOT_FOUND, ROUTES, UNIVERSAL_LABEL } from '../lib/constants.ts';
import type { BabyName } from '../lib/types.ts';
import BackButton from './BackButton.tsx';
import FavouriteButton from './parts/FavouriteButton.tsx';
import ShareButton from './ShareButton.tsx';

interface Props {
  /** The name as built; absent on the generic shell, which reads the id from the address. */
  initial?: BabyName | undefined;
}

type View = { kind: 'loading' } | { kind: 'found'; name: BabyName } | { kind: 'notFound' };

const noSubscription = () => () => {};
/** /names/{id} → id; the shell is served for any id the build did not know. */
const idFromPath = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

/** The name detail page (/names/{nameId}). */
export default function NameDetail({ initial }: Props) {
  const [view, setView] = useState<View>(initial ? { kind: 'found', name: initial } : { kind: 'loading' });
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const builtId = initial?.id;

  useEffect(() => {
    const id = builtId ?? idFromPath();
    const controller = new AbortController();
    // Built pages refresh too, so an edit or a deletion after the build shows.
    fetchName(id, controller.signal)
      .then((name) => setView({ kind: 'found', name }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // Spec §8: a failed name fetch is only logged; a page with nothing to show says so.
        console.error('Could not load the name', error);
        if (statusOf(error) === 404) setView({ kind: 'notFound' });
        else setView((current) => (current.kind === 'loading' ? { kind: 'notFound' } : current));
      });
    return () => controller.abort();
  }, [builtId]);

  if (view.kind === 'loading') {
    return (
      <p className="status" role="status" data-hydrated={hydrated}>
        Loading…
      </p>
    );
  }
  if (view.kind === 'notFound') {
    return (
      <div className="detail-missing" data-hydrated={hydrated}>
        <h1>{NAME_NOT_FOUND}</h1>
        <BackButton fallback={ROUTES.names} label="Go Back" />
      </div>
    );
  }

  const { name } = view;
  const gender = DATA_TO_GENDER[name.gender];
  return (
    <article className="detail card" data-hydrated={hydrated}>
      <div className="detail-nav">
        <BackButton fallback={ROUTES.names} />
      </div>
      <header className="detail-header">
        <h1>{name.name}</h1>
        <p className="detail-tags">
          <span className={`tag ${gender}`}>{gender.toUpperCase()}</span>
          <span className="tag">{name.religionId?.name || UNIVERSAL_LABEL}</span>
        </p>
      </header>
      <dl className="detail-fields">
        {name.meaning ? (
          <div>
            <dt>Meaning</dt>
            <dd>{name.meaning}</dd>
          </div>
        ) : null}
        {name.description ? (
          <div>
            <dt>Description</dt>
            <dd>{name.description}</dd>
          </div>
        ) : null}
        {name.origin ? (
          <div>
            <dt>Origin</dt>
            <dd>{name.origin}</dd>
          </div>
        ) : null}
        {name.source ? (
          <div>
            <dt>Source</dt>
            <dd>{name.source}</dd>
          </div>
        ) : null}
      </dl>
      <div className="detail-actions">
        <FavouriteButton kind="names" id={name.id} label={name.name} />
        <ShareButton title={name.name} noticeMs={NAME_LINK_COPIED_MS} />
      </div>
    </article>
  );
}
