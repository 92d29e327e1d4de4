/**
 * The static pages of a paged list (build time): page 1 at the list's own address, page n at
 * `/n`, and one page even for an empty list, so no link to it ends at the 404 page.
 */

/** The page numbers to build: 1 to totalPages, and at least page 1. */
export function pageNumbers(totalPages: number): number[] {
  return Array.from({ length: Math.max(1, totalPages) }, (_, i) => i + 1);
}

/** The `[...page]` route parameter of a page: none for the first, the number for the rest. */
export function pageParam(page: number): string | undefined {
  return page === 1 ? undefined : String(page);
}
