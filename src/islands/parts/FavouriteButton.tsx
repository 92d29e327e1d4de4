/**
 * STUB (issue 5 replaces the body): the favourite toggle of a row or a detail page. Props are the
 * contract: rows and detail islands render <FavouriteButton kind="names" id={…} label={…} />.
 */
import type { FavouriteKind } from '../../lib/stores/favourites.ts';

interface Props {
  kind: FavouriteKind;
  id: string;
  /** The item's name, for the accessible label ("Add Aarav to favourites"). */
  label: string;
}

export default function FavouriteButton({ label }: Props) {
  return (
    <button type="button" className="fav-button" aria-pressed={false} aria-label={`Add ${label} to favourites`}>
      ♡
    </button>
  );
}
