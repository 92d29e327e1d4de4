import type { KeyboardEvent, MouseEvent } from 'react';
import { GENDER_SELECTOR_LABEL, GENDERS, type UiGender } from '../../shared/constants.ts';
import { isPlainClick } from './plain-click.ts';

interface Props {
  value: UiGender | null;
  onChange: (gender: UiGender | null) => void;
  /** Pressing the active option again clears it (religion pages list both genders by default). */
  allowNone?: boolean;
  /**
   * The address each option leads to (null: the list with no gender), so the options are plain
   * links that work without JavaScript; with it they change the list in place.
   */
  hrefFor: (gender: UiGender | null) => string;
}

const LABELS: Record<UiGender, string> = { boy: 'Boy', girl: 'Girl' };

/**
 * The spec's shared gender selector: boy and girl, labelled 'Select Gender'. Each option is a
 * link (it works without JavaScript) that acts as a toggle button: announced as pressed or not,
 * and Space presses it as it would a button.
 */
export default function GenderSelector({ value, onChange, allowNone = false, hrefFor }: Props) {
  return (
    <div className="gender-selector" role="group" aria-label={GENDER_SELECTOR_LABEL}>
      <span className="gender-selector-label" aria-hidden="true">
        {GENDER_SELECTOR_LABEL}
      </span>
      {GENDERS.map((gender) => {
        const active = gender === value;
        const next = active ? (allowNone ? null : gender) : gender;
        const choose = () => {
          if (!active) onChange(gender);
          else if (allowNone) onChange(null);
        };
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          choose();
        };
        const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          choose();
        };
        return (
          <a
            key={gender}
            href={hrefFor(next)}
            role="button"
            className={`gender-option ${gender}`}
            aria-pressed={active}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            {LABELS[gender]}
          </a>
        );
      })}
    </div>
  );
}
