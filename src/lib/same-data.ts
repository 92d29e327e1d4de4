/**
 * Whether a fresh answer says the same as what is on screen. The islands refresh the data their
 * static page was built with; when nothing changed (nearly always), keeping the old value lets
 * React skip a render, and re-rendering every row of a list was the longest main-thread task of
 * a page on a phone (Lighthouse's total blocking time). Data here is plain JSON from the API.
 */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A state updater that keeps the current value when the next one holds the same data. */
export function unlessSame<T>(next: T): (current: T) => T {
  return (current) => (sameData(current, next) ? current : next);
}
