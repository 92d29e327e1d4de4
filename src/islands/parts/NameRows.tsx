import type { ReactNode } from 'react';
import { DATA_TO_GENDER, ROUTES, UNIVERSAL_LABEL } from '../../shared/constants.ts';
import { highlight } from '../../shared/search-keys.ts';
import type { BabyName, SearchMatch } from '../../shared/types.ts';
import ListRow from './ListRow.tsx';
import RankBadge from './RankBadge.tsx';

interface Props {
  names: BabyName[];
  /** The rows shown belong to an earlier state: the list is busy, and says nothing of emptiness. */
  loading: boolean;
  /** What an empty list says: NAMES_EMPTY, RELIGION_NAMES_EMPTY. */
  empty: string;
  /** More for an empty list: the other gender's matches, "Did you mean" (SearchHelp). */
  emptyMore?: ReactNode;
  /** The /names list shows each name's religion as a badge; a religion's page does not. */
  withReligion?: boolean;
  /** The term searched for: each row then shows the start of its meaning with the match marked. */
  search?: string;
}

/** How much of a meaning a search row shows. */
const MEANING_PREVIEW = 140;

/**
 * The start of a meaning for a search row, with the parts matching the term marked. When the
 * first match lies past the preview, the preview starts a little before it (with "…").
 */
export function meaningPreview(meaning: string, term: string): ReactNode {
  const parts = highlight(meaning, term);
  let offset = 0;
  let firstMark = -1;
  for (const part of parts) {
    if (part.mark) {
      firstMark = offset;
      break;
    }
    offset += part.text.length;
  }
  let start = 0;
  if (firstMark > MEANING_PREVIEW - 40) {
    const space = meaning.lastIndexOf(' ', firstMark - 30);
    start = space > 0 ? space + 1 : firstMark;
  }
  const end = start + MEANING_PREVIEW;
  const nodes: ReactNode[] = start > 0 ? ['…'] : [];
  let at = 0;
  for (const [i, part] of parts.entries()) {
    const from = Math.max(at, start);
    const to = Math.min(at + part.text.length, end);
    if (to > from) {
      const text = part.text.slice(from - at, to - at);
      nodes.push(part.mark ? <mark key={i}>{text}</mark> : text);
    }
    at += part.text.length;
  }
  if (meaning.length > end) nodes.push('…');
  return nodes;
}

/** Why a search row is there when it is not plainly the name typed: "Matched the spelling Claire". */
export function matchNote(match: SearchMatch | undefined, term: string, name: string): string | null {
  if (!match) return null;
  switch (match.kind) {
    case 'spelling':
      return match.via ? `Matched the spelling “${match.via}”` : null;
    case 'script':
      return match.via && match.via !== name ? `Matched “${match.via}”` : null;
    case 'close':
      return `A close spelling of “${term}”`;
    case 'sound':
      return `Sounds like “${term}”`;
    default:
      return null;
  }
}

/**
 * The rows of a names list (/names, /religion/{id}), or the empty message. One element, so the
 * ids the rows generate (useId) stay those of the built HTML. On /names each row carries its
 * religion as a badge, so two records of one spelling (Aaron of Christianity and of UNIVERSAL)
 * read as two traditions rather than a repeat.
 */
export default function NameRows({ names, loading, empty, emptyMore, withReligion = false, search = '' }: Props) {
  if (!loading && names.length === 0) {
    return (
      <div className="list-empty">
        <p>{empty}</p>
        {emptyMore}
      </div>
    );
  }
  return (
    <ul className="list-rows" aria-busy={loading}>
      {names.map((name) => {
        const gender = DATA_TO_GENDER[name.gender];
        const note = search ? matchNote(name.match, search, name.name) : null;
        return (
          <ListRow
            key={name.id}
            kind="names"
            id={name.id}
            name={name.name}
            href={`${ROUTES.names}/${encodeURIComponent(name.id)}`}
            tags={
              <>
                <span className={`tag ${gender}`}>{gender.toUpperCase()}</span>
                {withReligion ? (
                  <>
                    {' '}
                    <span className="tag religion-tag">{name.religionId?.name || UNIVERSAL_LABEL}</span>
                  </>
                ) : null}
                <RankBadge summary={name.popularity} />
              </>
            }
            summary={
              <>
                {search ? meaningPreview(name.meaning, search) : name.meaning}
                {note ? <span className="list-row-match">{note}</span> : null}
              </>
            }
            description={name.description}
            details={
              <>
                {name.meaning ? (
                  <p>
                    <strong>Meaning:</strong> {name.meaning}
                  </p>
                ) : null}
                {name.origin ? (
                  <p>
                    <strong>Origin:</strong> {name.origin}
                  </p>
                ) : null}
              </>
            }
          />
        );
      })}
    </ul>
  );
}
