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

/** Previous, every page number, Next (spec §2); nothing at all for one page or fewer. */
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
      onPageChange(target);
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
        <li>{link(page - 1, 'Previous', { rel: 'prev' })}</li>
        {numbers.map((n) => (
          <li key={n}>{link(n, String(n), { current: n === page, labelText: `Page ${n}` })}</li>
        ))}
        <li>{link(page + 1, 'Next', { rel: 'next' })}</li>
      </ul>
    </nav>
  );
}
