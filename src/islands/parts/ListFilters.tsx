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
  /** The list's address: where the search form goes without JavaScript. */
  action: string;
  /** The address of the list with that gender (GenderSelector). */
  genderHref: (gender: UiGender | null) => string;
  /** What the search form sends along without JavaScript (searchKeeps: the gender picked for a search). */
  keep: Record<string, string>;
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
  action,
  genderHref,
  keep,
}: Props) {
  return (
    <div className="list-toolbar">
      <SearchBox
        value={search}
        placeholder={placeholder}
        label={label}
        onSearch={onSearch}
        action={action}
        keep={keep}
      />
      <GenderSelector value={gender} allowNone={allowNoGender} onChange={onGender} hrefFor={genderHref} />
    </div>
  );
}
