import { goToPage, type ListState } from '../../lib/url-state.ts';
import Pagination from './Pagination.tsx';

interface Props {
  state: ListState;
  totalPages: number;
  /** The real address of each page (static pages, or the list's query). */
  hrefFor: (page: number) => string;
  /** useUrlState's navigate: the page goes into the address. */
  navigate: (next: ListState) => void;
}

/** The pager of a list whose state lives in the address (useUrlState). */
export default function ListPager({ state, totalPages, hrefFor, navigate }: Props) {
  return (
    <Pagination
      page={state.page}
      totalPages={totalPages}
      hrefFor={hrefFor}
      onPageChange={(n) => navigate(goToPage(state, n, totalPages))}
    />
  );
}
