import type { MouseEvent } from 'react';
import { isPlainClick } from './plain-click.ts';

interface Props {
  page: number;
  totalPages: number;
  /** A real address per page, so paging works without JavaScript and crawlers follow it. */
  hrefFor: (page: number) => string;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
}

/**
 * After a page is chosen, keyboard focus goes to the heading of what the pager pages (the list's
 * h1, or the god name's OTHER NAMES heading), so the next Tab starts in the new results instead
 * of at "Skip to content", dozens of stops before them.
 */
function focusResultsHeading(pager: HTMLElement): void {
  const scope = pager.closest('.list-screen, .sub-names-section');
  const heading = scope?.querySelector<HTMLElement>('.list-heading, h1, h2');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * Previous, every page number, Next (spec §2); nothing at all for one page or fewer. Previous and
 * Next keep the first row whatever the number of pages (lists.css): the numbers fill the cells
 * between them, then wrap in rows below.
 */
export default function Pagination({ page, totalPages, hrefFor, onPageChange, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null;

  const link = (target: number, text: string, extra: { rel?: string; current?: boolean; labelText?: string } = {}) => {
    // The current page and a Previous/Next that leads nowhere are not links.
    if (target < 1 || target > totalPages || target === page) {
      return (
        <span
          className="page-link"
          aria-current={extra.current ? 'page' : undefined}
          aria-disabled={extra.current ? undefined : 'true'}
        >
          {text}
        </span>
      );
    }
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const pager = event.currentTarget.closest('nav');
      onPageChange(target);
      if (pager) focusResultsHeading(pager);
    };
    return (
      <a className="page-link" href={hrefFor(target)} rel={extra.rel} aria-label={extra.labelText} onClick={onClick}>
        {text}
      </a>
    );
  };

  const numbers = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li className="page-step previous">{link(page - 1, 'Previous', { rel: 'prev' })}</li>
        {numbers.map((n) => (
          <li key={n}>{link(n, String(n), { current: n === page, labelText: `Page ${n}` })}</li>
        ))}
        <li className="page-step next">{link(page + 1, 'Next', { rel: 'next' })}</li>
      </ul>
    </nav>
  );
}
