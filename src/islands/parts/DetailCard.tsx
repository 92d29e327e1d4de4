import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import type { FavouriteKind } from '../../lib/stores/favourites.ts';
import BackButton from '../BackButton.tsx';
import ShareButton from '../ShareButton.tsx';
import FavouriteButton from './FavouriteButton.tsx';
import { itemPath } from '../../lib/redirect.ts';

interface Props {
  /** The list Back leads to without JavaScript, or when the page was opened directly. */
  backTo: string;
  kind: FavouriteKind;
  /** Its name is the heading, the favourite's label and the share title. */
  item: { id: string; name: string };
  /** The badges under the heading (BOY, NICKNAME, ...). */
  tags: ReactNode;
  /** The item's facts, as DetailField rows. */
  children: ReactNode;
  /** How long 'Link copied' stays: NAME_LINK_COPIED_MS, NICKNAME_LINK_COPIED_MS. */
  noticeMs: number;
}

/** A name or nickname detail page: Back, the heading and tags, the facts, favourite and share. */
export default function DetailCard({ backTo, kind, item, tags, children, noticeMs }: Props) {
  const hydrated = useHydrated();
  return (
    <article className="detail card" data-hydrated={hydrated}>
      <div className="detail-nav">
        <BackButton fallback={backTo} />
      </div>
      <header className="detail-header">
        <h1>{item.name}</h1>
        <p className="detail-tags">{tags}</p>
      </header>
      <dl className="detail-fields">{children}</dl>
      <div className="detail-actions">
        <FavouriteButton kind={kind} id={item.id} label={item.name} />
        <ShareButton title={item.name} noticeMs={noticeMs} path={itemPath(kind, item.id)} />
      </div>
    </article>
  );
}

/** One fact of a detail page; nothing when the item has no value for it. */
export function DetailField({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
