import type { MouseEvent } from 'react';
import { LETTERS, type Letter } from '../../shared/constants.ts';
import { isPlainClick } from './plain-click.ts';

interface Props {
  current: Letter | null;
  /** A real address per letter (the static letter pages), so the grid works without JavaScript. */
  hrefFor: (letter: Letter) => string;
  onPick: (letter: Letter) => void;
  label?: string;
}

/** The A–Z grid; the current letter is marked for sight and for screen readers. */
export default function LetterGrid({ current, hrefFor, onPick, label = 'Names by first letter' }: Props) {
  return (
    <nav className="letter-grid" aria-label={label}>
      <ul>
        {LETTERS.map((letter) => {
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onPick(letter);
          };
          return (
            <li key={letter}>
              <a href={hrefFor(letter)} aria-current={letter === current ? 'true' : undefined} onClick={onClick}>
                {letter}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
