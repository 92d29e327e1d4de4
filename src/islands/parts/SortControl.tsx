import type { MouseEvent } from 'react';
import { SORT_OPTIONS, type NamesSort } from '../../shared/popularity.ts';
import { isPlainClick } from './plain-click.ts';
import '../../styles/popularity.css';

interface Props {
  value: NamesSort;
  onChange: (sort: NamesSort) => void;
  /** The address of each order, so the options are links before the island is ready. */
  hrefFor: (sort: NamesSort) => string;
  /** A search lists its best matches first, not A–Z: the default order's name then. */
  defaultLabel?: string | undefined;
}

/** A–Z or most popular (US rank): two links acting as toggle buttons, like the gender selector. */
export default function SortControl({ value, onChange, hrefFor, defaultLabel }: Props) {
  return (
    <div className="sort-control" role="group" aria-label="Order">
      <span className="sort-control-label" aria-hidden="true">
        Order
      </span>
      {SORT_OPTIONS.map((option) => {
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (option.value !== value) onChange(option.value);
        };
        return (
          <a
            key={option.value}
            href={hrefFor(option.value)}
            role="button"
            className="sort-option"
            aria-pressed={option.value === value}
            onClick={onClick}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              if (option.value !== value) onChange(option.value);
            }}
          >
            {option.value === 'name' && defaultLabel ? defaultLabel : option.label}
          </a>
        );
      })}
    </div>
  );
}
