import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { FavouriteKind } from '../../lib/stores/favourites.ts';
import FavouriteButton from './FavouriteButton.tsx';

interface Props {
  kind: FavouriteKind;
  id: string;
  name: string;
  /** The item's detail page. */
  href: string;
  /** Shown under the name: a meaning, a religion. */
  summary?: ReactNode;
  /** Badges beside the name (BOY, GIRL, ...). */
  tags?: ReactNode;
  description: string;
  /** More facts for the expanded row (a name's origin). */
  details?: ReactNode;
  /** God names: the other names, shown with the description when the row is expanded. */
  otherNames?: string[] | undefined;
}

/**
 * One row of a list (spec §2, "List rows"): the whole row opens the detail page; the name is a
 * real link (keyboard, no JavaScript, crawlers); a favourite toggle and an expand toggle.
 */
export default function ListRow({ kind, id, name, href, summary, tags, description, details, otherNames }: Props) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);

  const openRow = (event: MouseEvent<HTMLLIElement>) => {
    // Links and buttons inside the row do their own thing.
    if ((event.target as Element).closest('a, button, input, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    window.location.assign(href);
  };

  return (
    <li className="list-row" data-expanded={expanded} onClick={openRow}>
      <div className="list-row-main">
        <div className="list-row-text">
          <a className="list-row-name" href={href}>
            {name}
          </a>
          {tags}
          {summary ? <p className="list-row-summary">{summary}</p> : null}
        </div>
        <div className="list-row-actions">
          <FavouriteButton kind={kind} id={id} label={name} />
          <button
            type="button"
            className="icon-button expand-toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={`${expanded ? 'Hide' : 'Show'} details of ${name}`}
            onClick={() => setExpanded((open) => !open)}
          >
            <span aria-hidden="true" className="chevron" />
          </button>
        </div>
      </div>
      <div id={panelId} className="list-row-panel" hidden={!expanded}>
        {details}
        {description ? <p>{description}</p> : details ? null : <p className="muted">No description yet.</p>}
        {otherNames && otherNames.length > 0 ? (
          <>
            <p className="list-row-panel-title">Other names</p>
            <ul className="other-names">
              {otherNames.map((other) => (
                <li key={other}>{other}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}
