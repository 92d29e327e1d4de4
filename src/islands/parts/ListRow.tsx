import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { FavouriteKind } from '../../lib/stores/favourites.ts';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
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
  /** More facts for the expanded row (a name's meaning and origin). */
  details?: ReactNode;
  /** God names: the other names, shown with the description when the row is expanded. */
  otherNames?: string[] | undefined;
}

/** The first sentences of a description, up to about 280 characters: the row is a preview. */
export function firstSentences(text: string, limit = 280): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= limit) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if (kept && (kept + sentence).length > limit) break;
    kept += sentence;
  }
  if (kept && kept.length <= limit + 80) return kept.trim();
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : limit)}…`;
}

/**
 * One row of a list: the whole row opens the detail page; the name is a
 * real link (keyboard, no JavaScript, crawlers). The favourite heart and the expand toggle work
 * for every visitor: until the page's script runs, the expand toggle is a <details> disclosure
 * (it opens without JavaScript) and the heart a link to sign in, which returns to the item's page
 * (whose own heart then saves it); once it runs, they are the toggle buttons.
 */
export default function ListRow({ kind, id, name, href, summary, tags, description, details, otherNames }: Props) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const panel = (
    <>
      {details}
      {description ? (
        <p>{firstSentences(description)}</p>
      ) : details ? null : (
        <p className="muted">No description yet.</p>
      )}
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
    </>
  );

  const openRow = (event: MouseEvent<HTMLLIElement>) => {
    // Links, buttons and the disclosure inside the row do their own thing.
    if ((event.target as Element).closest('a, button, input, summary, details, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    window.location.assign(href);
  };

  return (
    <li className="list-row" data-expanded={expanded} onClick={openRow}>
      <div className="list-row-main">
        <div className="list-row-text">
          <div className="list-row-title">
            <a className="list-row-name" href={href}>
              {name}
            </a>
            {tags}
          </div>
          {summary ? <p className="list-row-summary">{summary}</p> : null}
        </div>
        <div className="list-row-actions">
          {/* Before hydration and without JavaScript, a link to sign in that comes back and sets it. */}
          <FavouriteButton kind={kind} id={id} label={name} />
        </div>
      </div>
      {hydrated ? (
        <>
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
          <div id={panelId} className="list-row-panel" hidden={!expanded}>
            {panel}
          </div>
        </>
      ) : (
        <details className="list-row-more">
          <summary className="icon-button expand-toggle" aria-label={`Show details of ${name}`}>
            <span aria-hidden="true" className="chevron" />
          </summary>
          <div className="list-row-panel">{panel}</div>
        </details>
      )}
    </li>
  );
}
