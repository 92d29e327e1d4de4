import type { MouseEvent } from 'react';
import { SORT_OPTIONS, type NamesSort } from '../../shared/popularity.ts';
import { COUNTRY_DATASETS, US_DATASET } from '../../shared/popularity-countries.ts';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import DatasetOptions from './DatasetOptions.tsx';
import { isPlainClick } from './plain-click.ts';
import '../../styles/popularity.css';

/** Where "Most popular" ranks the names, and how another place is chosen. */
export interface PopularInChoice {
  /** A register's id; null: the US, the default. */
  value: string | null;
  onChange: (popularIn: string | null) => void;
  /** The list's address and query (popularInKeeps), where the choice goes without JavaScript. */
  action: string;
  keep: Record<string, string>;
}

interface Props {
  value: NamesSort;
  onChange: (sort: NamesSort) => void;
  /** The address of each order, so the options are links before the island is ready. */
  hrefFor: (sort: NamesSort) => string;
  /** A search lists its best matches first, not A–Z: the default order's name then. */
  defaultLabel?: string | undefined;
  /** Lists that can rank by a register beyond the US: the place, offered while "Most popular" is on. */
  popularIn?: PopularInChoice | undefined;
}

/**
 * The rows of a list ordered by a register: without their US rank badge, which would read as the
 * list being out of order (#1, #212, #9…); the order's note says whose rank orders them instead.
 */
export function rowsOrderedIn<T extends { popularity?: unknown }>(rows: T[], popularIn: string | null | undefined) {
  return popularIn ? rows.map(({ popularity: _us, ...row }) => row) : rows;
}

/**
 * A–Z or most popular: two links acting as toggle buttons, like the gender selector. With most
 * popular, a choice of where (the US or a register, as compare offers them): a GET form, so it
 * works without JavaScript through its Show button; with JavaScript a choice applies at once, as
 * compare's does, and the button is not drawn.
 */
export default function SortControl({ value, onChange, hrefFor, defaultLabel, popularIn }: Props) {
  const hydrated = useHydrated();
  const register = COUNTRY_DATASETS.find((d) => d.id === popularIn?.value);
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
      {value === 'popular' && popularIn ? (
        <form
          className="sort-where"
          method="get"
          action={popularIn.action}
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).get('popularIn');
            popularIn.onChange(typeof chosen === 'string' && chosen !== US_DATASET ? chosen : null);
          }}
        >
          {Object.entries(popularIn.keep).map(([key, kept]) => (
            <input key={key} type="hidden" name={key} value={kept} />
          ))}
          <label>
            <span aria-hidden="true">in</span>
            <select
              name="popularIn"
              aria-label="Most popular in"
              value={popularIn.value ?? US_DATASET}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                popularIn.onChange(chosen === US_DATASET ? null : chosen);
              }}
            >
              <DatasetOptions />
            </select>
          </label>
          {hydrated ? null : (
            <button type="submit" className="sort-where-submit">
              Show
            </button>
          )}
        </form>
      ) : null}
      {value === 'popular' && register ? (
        <p className="sort-note">
          {`Ordered by rank ${register.where} in ${register.lastYear}; names not listed there then come last.`}
        </p>
      ) : null}
    </div>
  );
}
