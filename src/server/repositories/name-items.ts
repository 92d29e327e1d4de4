/**
 * A name as its item answers it: the record, its US years and summary, its births beyond the US,
 * the names its variants are and the nicknames short for it. Assembled for any number of names
 * in a fixed handful of queries, so one name's page and the build's few hundred at a time share
 * the same code (on PGlite each query costs about a millisecond whatever it reads, and the
 * build asked once per name: 8 queries × 7,358 names).
 */
import type { Queryable } from '../db/index.ts';
import type { BabyName } from '../../shared/types.ts';
import { summaryOf } from '../../shared/popularity.ts';
import * as names from './names.ts';
import * as nicknames from './nicknames.ts';
import * as popularity from './popularity.ts';

export type NameItem = BabyName & Required<Pick<BabyName, 'popularity' | 'popularitySeries' | 'countries'>>;

/** The items of these ids, in the order asked; an id with no name is left out. */
export async function nameItems(db: Queryable, ids: readonly string[]): Promise<NameItem[]> {
  const found = await names.getEach(db, ids);
  if (found.length === 0) return [];
  const foundIds = found.map((n) => n.id);
  const [series, countries, variantLinks, nicknameLinks] = await Promise.all([
    popularity.seriesOfEach(db, foundIds),
    popularity.countriesOfEach(db, foundIds),
    names.linksOfEach(
      db,
      found.map((n) => n.variants ?? []),
    ),
    nicknames.linksToEach(
      db,
      found.map((n) => n.name),
    ),
  ]);
  return found.map((name, i) => {
    const years = series.get(name.id) ?? [];
    return {
      ...name,
      popularity: summaryOf(years, name.gender),
      popularitySeries: years,
      countries: countries.get(name.id)!,
      variantLinks: variantLinks[i]!,
      nicknames: nicknameLinks[i]!,
    };
  });
}
