import type { MouseEvent } from 'react';
import type { UiGender } from '../../shared/constants.ts';
import { isPlainClick } from './plain-click.ts';

interface Props {
  search: string;
  /** The gender the search is narrowed to, if any. */
  gender: UiGender | null;
  /** How many names the other gender has for the same search (the API's count). */
  otherGender?: { gender: UiGender; totalNames: number } | undefined;
  /** Close catalogue spellings to offer when nothing matched the term itself. */
  didYouMean?: string[] | undefined;
  /** The address of the list for a term and gender (null: both genders). */
  hrefFor: (search: string, gender: UiGender | null) => string;
  /** With JavaScript: go there in place. */
  onGo: (search: string, gender: UiGender | null) => void;
}

const PLURAL: Record<UiGender, [string, string]> = {
  boy: ["boy's name", "boys' names"],
  girl: ["girl's name", "girls' names"],
};

/** "1 girl's name", "3 boys' names". */
export const genderCount = (gender: UiGender, n: number) => `${n} ${PLURAL[gender][n === 1 ? 0 : 1]}`;

/**
 * What an empty search says beyond the spec's own sentence: that the other gender has matches
 * (with a link to them), and "Did you mean" spellings (links) when nothing matched the term.
 */
export default function SearchHelp({ search, gender, otherGender, didYouMean = [], hrefFor, onGo }: Props) {
  if (!search) return null;
  const go = (term: string, g: UiGender | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onGo(term, g);
  };
  const other =
    gender && otherGender && otherGender.totalNames > 0 && otherGender.gender !== gender ? otherGender : null;
  return (
    <>
      {other && gender ? (
        <p className="search-other-gender">
          No {PLURAL[gender][1]} match “{search}”.{' '}
          <a href={hrefFor(search, other.gender)} onClick={go(search, other.gender)}>
            {genderCount(other.gender, other.totalNames)} {other.totalNames === 1 ? 'does' : 'do'}.
          </a>
        </p>
      ) : null}
      {didYouMean.length > 0 ? (
        <p className="did-you-mean">
          Did you mean{' '}
          {didYouMean.map((spelling, i) => (
            <span key={spelling}>
              {i > 0 ? (i === didYouMean.length - 1 ? ' or ' : ', ') : null}
              <a href={hrefFor(spelling, gender)} onClick={go(spelling, gender)}>
                {spelling}
              </a>
            </span>
          ))}
          ?
        </p>
      ) : null}
    </>
  );
}
