import { GENDER_SELECTOR_LABEL, GENDERS, type UiGender } from '../../shared/constants.ts';

interface Props {
  value: UiGender | null;
  onChange: (gender: UiGender | null) => void;
  /** Pressing the active option again clears it (religion pages list both genders by default). */
  allowNone?: boolean;
}

const LABELS: Record<UiGender, string> = { boy: 'Boy', girl: 'Girl' };

/** The spec's shared gender selector: boy and girl, labelled 'Select Gender'. */
export default function GenderSelector({ value, onChange, allowNone = false }: Props) {
  return (
    <div className="gender-selector" role="group" aria-label={GENDER_SELECTOR_LABEL}>
      <span className="gender-selector-label" aria-hidden="true">
        {GENDER_SELECTOR_LABEL}
      </span>
      {GENDERS.map((gender) => {
        const active = gender === value;
        return (
          <button
            key={gender}
            type="button"
            className={`gender-option ${gender}`}
            aria-pressed={active}
            onClick={() => {
              if (!active) onChange(gender);
              else if (allowNone) onChange(null);
            }}
          >
            {LABELS[gender]}
          </button>
        );
      })}
    </div>
  );
}
