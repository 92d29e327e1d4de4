import type { MouseEvent } from 'react';
import type { UiGender } from '../../shared/constants.ts';
import type { NamesResult } from '../../lib/catalogue-client.ts';
import { setGender, setSearch, toHref, type ListState } from '../../shared/list-state.ts';
import { isPlainClick } from './plain-click.ts';

interface Props {
  /** The list as the address has it: the term searched for, and the gender it is narrowed to. */
  state: ListState;
  /** What the search found: the other gender's count (offered when it found nothing) and close spellings. */
  result: NamesResult;
  /** The list's address (/names, /religion/{id}): where the links go without JavaScript. */
  path: string;
  /** With JavaScript: go there in place. */
  navigate: (next: ListState) => void;
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
export default function SearchHelp({ state, result, path, navigate }: Props) {
  const { search, gender } = state;
  if (!search) return null;
  const otherGender = result.names.length === 0 ? result.otherGender : undefined;
  const didYouMean = result.didYouMean ?? [];
  // The list for a term and gender (null: both genders), from its first page.
  const searchFor = (term: string, g: UiGender | null) => setGender(setSearch(state, term), g);
  const hrefFor = (term: string, g: UiGender | null) => toHref(path, searchFor(term, g));
  const go = (term: string, g: UiGender | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(searchFor(term, g));
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
