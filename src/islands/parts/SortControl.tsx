import type { MouseEvent } from 'react';
import { SORT_OPTIONS, type NamesSort } from '../../shared/popularity.ts';
import { COUNTRY_DATASETS, US_DATASET } from '../../shared/popularity-countries.ts';
import { popularInKeeps, setPopularIn, setSort, toHref, type ListState } from '../../shared/list-state.ts';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import DatasetOptions from './DatasetOptions.tsx';
import { isPlainClick } from './plain-click.ts';
import '../../styles/popularity.css';

interface Props {
  /** The list as the address has it: its order, its place for "Most popular", its search. */
  state: ListState;
  navigate: (next: ListState) => void;
  /** The list's address (/names, /religion/{id}): each order's link, and where the choice of place goes without JavaScript. */
  path: string;
}

/**
 * The rows of a list ordered by a register: without their US rank badge, which would read as the
 * list being out of order (#1, #212, #9…); the order's note says whose rank orders them instead.
 */
export function rowsOrderedIn<T extends { popularity?: unknown }>(rows: T[], popularIn: string | null | undefined) {
  return popularIn ? rows.map(({ popularity: _us, ...row }) => row) : rows;
}

/**
 * The order of a list kept in the address (the names list, a religion's names), A–Z or most
 * popular: two links acting as toggle buttons, like the gender selector. With most
 * popular, a choice of where (the US or a register, as compare offers them): a GET form, so it
 * works without JavaScript through its Show button; with JavaScript a choice applies at once, as
 * compare's does, and the button is not drawn.
 */
export default function SortControl({ state, navigate, path }: Props) {
  const hydrated = useHydrated();
  const value: NamesSort = state.sort ?? 'name';
  const onChange = (sort: NamesSort) => navigate(setSort(state, sort === 'popular'));
  const hrefFor = (sort: NamesSort) => toHref(path, setSort(state, sort === 'popular'));
  // A search lists its best matches first, not A–Z: the default order's name then.
  const defaultLabel = state.search ? 'Best match' : undefined;
  // Where "Most popular" ranks: a register's id; null: the US, the default.
  const place = state.popularIn ?? null;
  const choosePlace = (id: string | null) => navigate(setPopularIn(state, id));
  const register = COUNTRY_DATASETS.find((d) => d.id === place);
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
      {value === 'popular' ? (
        <form
          className="sort-where"
          method="get"
          action={path}
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).get('popularIn');
            choosePlace(typeof chosen === 'string' && chosen !== US_DATASET ? chosen : null);
          }}
        >
          {Object.entries(popularInKeeps(state)).map(([key, kept]) => (
            <input key={key} type="hidden" name={key} value={kept} />
          ))}
          <label>
            <span aria-hidden="true">in</span>
            <select
              name="popularIn"
              aria-label="Most popular in"
              value={place ?? US_DATASET}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                choosePlace(chosen === US_DATASET ? null : chosen);
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
