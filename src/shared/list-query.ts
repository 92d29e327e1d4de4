/**
 * A parameter of a list address (`?letter=&gender=&search=&page=&sort=`), trimmed; '' when
 * absent. When an address repeats one (`?letter=B&letter=C`) the last counts, on both sides: the
 * browser's router reads the query into an object, which keeps the last, so the server's built
 * pages and no-JavaScript answers read it the same way and every paint shows one list.
 */
export function listParam(query: URLSearchParams, key: string): string {
  return (query.getAll(key).at(-1) ?? '').trim();
}
