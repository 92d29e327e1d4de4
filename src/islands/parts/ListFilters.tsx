import type { UiGender } from '../../shared/constants.ts';
import GenderSelector from './GenderSelector.tsx';
import SearchBox from './SearchBox.tsx';

interface Props {
  /** The search in the URL. */
  search: string;
  placeholder: string;
  /** The search box's accessible label. */
  label: string;
  onSearch: (term: string) => void;
  gender: UiGender | null;
  onGender: (gender: UiGender | null) => void;
  /** Religion pages: pressing the active gender again lists both. */
  allowNoGender?: boolean;
}

/**
 * The toolbar of a names list: the search box and the gender selector. One element, so the ids
 * the search box generates (useId) stay those of the built HTML.
 */
export default function ListFilters({
  search,
  placeholder,
  label,
  onSearch,
  gender,
  onGender,
  allowNoGender = false,
}: Props) {
  return (
    <div className="list-toolbar">
      <SearchBox value={search} placeholder={placeholder} label={label} onSearch={onSearch} />
      <GenderSelector value={gender} allowNone={allowNoGender} onChange={onGender} />
    </div>
  );
}
