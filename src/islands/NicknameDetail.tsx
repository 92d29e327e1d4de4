import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchNickname, isAbort, statusOf } from '../lib/catalogue-client.ts';
import { NICKNAME_LINK_COPIED_MS, NICKNAME_NOT_FOUND, ROUTES } from '../lib/constants.ts';
import type { Nickname } from '../lib/types.ts';
import BackButton from './BackButton.tsx';
import FavouriteButton from './parts/FavouriteButton.tsx';
import ShareButton from './ShareButton.tsx';

interface Props {
  /** The nickname as built; absent on the generic shell, which reads the id from the address. */
  initial?: Nickname | undefined;
}

type View = { kind: 'loading' } | { kind: 'found'; nickname: Nickname } | { kind: 'notFound' };

const noSubscription = () => () => {};
/** /nicknames/{id} → id; the shell is served for any id the build did not know. */
const idFromPath = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

/** The nickname detail page (/nicknames/{nicknameId}). */
export default function NicknameDetail({ initial }: Props) {
  const [view, setView] = useState<View>(initial ? { kind: 'found', nickname: initial } : { kind: 'loading' });
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const builtId = initial?.id;

  useEffect(() => {
    const controller = new AbortController();
    // Built pages refresh too, so an edit or a deletion after the build shows.
    fetchNickname(builtId ?? idFromPath(), controller.signal)
      .then((nickname) => setView({ kind: 'found', nickname }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // Spec §8: a failed nickname fetch is only logged; a page with nothing to show says so.
        console.error('Could not load the nickname', error);
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
        <h1>{NICKNAME_NOT_FOUND}</h1>
        <BackButton fallback={ROUTES.nicknames} label="Go Back" />
      </div>
    );
  }

  const { nickname } = view;
  return (
    <article className="detail card" data-hydrated={hydrated}>
      <div className="detail-nav">
        <BackButton fallback={ROUTES.nicknames} />
      </div>
      <header className="detail-header">
        <h1>{nickname.name}</h1>
        <p className="detail-tags">
          <span className="tag">NICKNAME</span>
        </p>
      </header>
      <dl className="detail-fields">
        <div>
          <dt>Description</dt>
          <dd>{nickname.description || `${nickname.name} is a nickname; we have no description of it yet.`}</dd>
        </div>
        {nickname.source ? (
          <div>
            <dt>Source</dt>
            <dd>{nickname.source}</dd>
          </div>
        ) : null}
      </dl>
      <div className="detail-actions">
        <FavouriteButton kind="nicknames" id={nickname.id} label={nickname.name} />
        <ShareButton title={nickname.name} noticeMs={NICKNAME_LINK_COPIED_MS} />
      </div>
    </article>
  );
}
