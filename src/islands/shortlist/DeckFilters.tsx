/**
 * The deck's filters, folded under "Change filters": what the pair shares (gender, religion, first
 * letter, length, US popularity) and the caller's own "only my favourites". It holds no state:
 * the deck passes the filters in and saves or redraws on each change.
 */
import { LETTERS, type DataGender } from '../../shared/constants.ts';
import type { Religion } from '../../shared/types.ts';
import {
  NAME_LENGTH_MAX,
  POPULARITY_BANDS,
  type PopularityBand,
  type SharedDeckFilters,
} from '../../shared/shortlist.ts';

/** The filters to change; a field given as undefined is cleared. */
export type FilterChange = { [K in keyof SharedDeckFilters]?: SharedDeckFilters[K] | undefined };

export default function DeckFilters({
  filters,
  fromFavourites,
  religions,
  onChange,
  onFavouritesChange,
}: {
  filters: SharedDeckFilters;
  fromFavourites: boolean;
  religions: readonly Pick<Religion, 'id' | 'name'>[];
  onChange: (change: FilterChange) => void;
  onFavouritesChange: (only: boolean) => void;
}) {
  const activeFilters = Object.values(filters).filter(Boolean).length + (fromFavourites ? 1 : 0);
  return (
    // Folded by default so that on a phone the card is the first thing under the heading.
    <details className="deck-filters-box">
      <summary>Change filters{activeFilters > 0 ? ` (${activeFilters} on)` : ''}</summary>
      <p className="deck-label-help">Either of you can change them; you both see the same names.</p>
      <form className="deck-filters" onSubmit={(e) => e.preventDefault()} aria-label="Deck filters">
        <label>
          Gender
          <select
            value={filters.gender ?? ''}
            onChange={(e) => onChange({ gender: (e.target.value || undefined) as DataGender | undefined })}
          >
            <option value="">Any</option>
            <option value="male">Boy</option>
            <option value="female">Girl</option>
          </select>
        </label>
        <label>
          Religion
          <select
            value={filters.religionId ?? ''}
            onChange={(e) => onChange({ religionId: e.target.value || undefined })}
          >
            <option value="">Any</option>
            {religions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          First letter
          <select value={filters.letter ?? ''} onChange={(e) => onChange({ letter: e.target.value || undefined })}>
            <option value="">Any</option>
            {LETTERS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Longest
          <select
            value={filters.maxLength ?? ''}
            onChange={(e) => onChange({ maxLength: Number(e.target.value) || undefined })}
          >
            <option value="">Any length</option>
            {[3, 4, 5, 6, 7, 8, 10, 12].map((n) => (
              <option key={n} value={n}>
                {n} letters
              </option>
            ))}
          </select>
        </label>
        <label>
          Shortest
          <select
            value={filters.minLength ?? ''}
            onChange={(e) => onChange({ minLength: Number(e.target.value) || undefined })}
          >
            <option value="">Any length</option>
            {[3, 4, 5, 6, 7, 8, 10].map((n) => (
              <option key={n} value={n} disabled={n > (filters.maxLength ?? NAME_LENGTH_MAX)}>
                {n} letters
              </option>
            ))}
          </select>
        </label>
        <label>
          Popularity
          <select
            value={filters.popularity ?? ''}
            onChange={(e) => onChange({ popularity: (e.target.value || undefined) as PopularityBand | undefined })}
          >
            <option value="">Any</option>
            {POPULARITY_BANDS.map((band) => (
              <option key={band.value} value={band.value}>
                {band.label}
              </option>
            ))}
          </select>
        </label>
        <label className="deck-check">
          <input type="checkbox" checked={fromFavourites} onChange={(e) => onFavouritesChange(e.target.checked)} />
          Only my favourites (just for me)
        </label>
      </form>
    </details>
  );
}
