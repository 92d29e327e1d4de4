/**
 * What the build's "Names like this" ranking needs of every catalogue name, in one query over
 * names and their US births (name_popularity, for the name's own sex) plus the US totals: the
 * ranking itself (src/shared/names-alike.ts) runs in the build, over the whole list at once.
 */
import type { Queryable } from '../db/index.ts';
import { SEX_OF_NAME } from './popularity.ts';
import { US_DATASET } from '../../shared/popularity-countries.ts';
import { eraOf, type AlikeFeatures } from '../../shared/names-alike.ts';
import type { DataGender } from '../../shared/constants.ts';
import type { Sex } from '../../shared/popularity.ts';

interface Row {
  id: string;
  name: string;
  gender: DataGender;
  origin: string;
  religionId: string | null;
  firstYear: number | null;
  births: number[] | null;
}

export async function alikeFeatures(db: Queryable): Promise<AlikeFeatures[]> {
  const totals = await db.query<{ sex: Sex; firstYear: number; births: number[] }>(
    'select sex, first_year as "firstYear", births from birth_totals where dataset = $1',
    [US_DATASET],
  );
  const totalsOf = new Map(totals.map((t) => [t.sex, t]));
  const rows = await db.query<Row>(
    `select n.id::text as id, n.name, n.gender, n.origin, n.religion_id::text as "religionId",
       p.first_year as "firstYear", p.births
     from names n left join name_popularity p on p.name_key = n.name_key and p.sex = ${SEX_OF_NAME}
     order by n.id`,
  );
  return rows.map(({ firstYear, births, ...row }) => {
    const total = totalsOf.get(row.gender === 'male' ? 'M' : 'F');
    const era = firstYear !== null && births && total ? eraOf(firstYear, births, total.firstYear, total.births) : null;
    return { ...row, era };
  });
}
