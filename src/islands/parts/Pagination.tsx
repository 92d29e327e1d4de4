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

/** One cell of the pager's row: a page number, or a gap standing for the numbers left out. */
export type PagerCell =
  | {
      kind: 'page';
      page: number;
      /** Left out of a phone's row (the pages beside the current one). */ wideOnly: boolean;
    }
  | {
      kind: 'gap';
      /** Where the gap shows: a phone's row leaves out more than a wide one. */ wide: boolean;
      narrow: boolean;
    };

/**
 * The page numbers of the pager's one row: the first, the last, the current page and, on a wide
 * screen, its neighbours (every page when there are seven or fewer); gaps (…) where numbers are
 * left out. The full range is in the "All pages" list below the row.
 */
export function pagerCells(page: number, totalPages: number): PagerCell[] {
  const wide = (n: number) => totalPages <= 7 || n === 1 || n === totalPages || Math.abs(n - page) <= 1;
  const narrow = (n: number) => n === 1 || n === totalPages || n === page;
  const cells: PagerCell[] = [];
  let lastWide = 0;
  let lastNarrow = 0;
  for (let n = 1; n <= totalPages; n += 1) {
    const onWide = wide(n);
    const onNarrow = narrow(n);
    if (!onWide && !onNarrow) continue;
    const gapWide = onWide && lastWide < n - 1;
    const gapNarrow = onNarrow && lastNarrow < n - 1;
    if (gapWide || gapNarrow) cells.push({ kind: 'gap', wide: gapWide, narrow: gapNarrow });
    cells.push({ kind: 'page', page: n, wideOnly: !onNarrow });
    if (onWide) lastWide = n;
    if (onNarrow) lastNarrow = n;
  }
  return cells;
}

/**
 * Previous, the page numbers and Next; nothing at all for one page or fewer. Previous and
 * Next hold the two ends of one row that fits a phone: between them the first and last pages,
 * the current one and (on a wider screen) its neighbours. Every page number stays one tap away
 * in "All N pages", a disclosure that works without JavaScript too.
 */
export default function Pagination({ page, totalPages, hrefFor, onPageChange, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null;

  const link = (
    target: number,
    text: string,
    extra: { rel?: string; current?: boolean; labelText?: string; className?: string } = {},
  ) => {
    const className = extra.className ? `page-link ${extra.className}` : 'page-link';
    // The current page and a Previous/Next that leads nowhere are not links.
    if (target < 1 || target > totalPages || target === page) {
      return (
        <span
          className={className}
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
      const disclosure = event.currentTarget.closest('details');
      if (disclosure) disclosure.open = false;
      onPageChange(target);
      if (pager) focusResultsHeading(pager);
    };
    return (
      <a className={className} href={hrefFor(target)} rel={extra.rel} aria-label={extra.labelText} onClick={onClick}>
        {text}
      </a>
    );
  };

  const cells = pagerCells(page, totalPages);
  const shownEverywhere = cells.filter((c) => c.kind === 'page' && !c.wideOnly).length;
  const shownWide = cells.filter((c) => c.kind === 'page').length;
  // The full list when a row leaves numbers out: on every screen, or (class) only on a phone's.
  const allList = shownEverywhere < totalPages;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="page-row">
        <li className="page-step previous">{link(page - 1, 'Previous', { rel: 'prev' })}</li>
        {cells.map((cell) =>
          cell.kind === 'gap' ? (
            <li
              key={`gap-${cells.indexOf(cell)}`}
              className={`page-gap${cell.wide ? ' on-wide' : ''}${cell.narrow ? ' on-narrow' : ''}`}
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={cell.page} className={cell.wideOnly ? 'page-near' : undefined}>
              {link(cell.page, String(cell.page), { current: cell.page === page, labelText: `Page ${cell.page}` })}
            </li>
          ),
        )}
        <li className="page-step next">{link(page + 1, 'Next', { rel: 'next' })}</li>
      </ul>
      {allList ? (
        <details className={`page-all${shownWide === totalPages ? ' narrow-only' : ''}`}>
          <summary>All {totalPages} pages</summary>
          <ul>
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {/* The row above marks the current page for assistive technology; here it is only shown. */}
                {n === page ? (
                  <span className="page-link is-current">{n}</span>
                ) : (
                  link(n, String(n), { labelText: `Page ${n}` })
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
