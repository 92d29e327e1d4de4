/**
 * What the catalogue knows of the spellings typed into the full-name workbench: a respelling
 * (for syllables), the origins, and the decade of the best US rank (SSA births data). Read only:
 * nothing typed is written anywhere.
 */
import type { Queryable } from '../db/index.ts';
import type { NameFacts } from '../../shared/full-name.ts';

export async function factsFor(db: Queryable, spellings: string[]): Promise<Map<string, NameFacts>> {
  const keys = [...new Set(spellings.map((s) => s.toLowerCase()).filter(Boolean))].slice(0, 12);
  if (keys.length === 0) return new Map();
  const rows = await db.query<{
    key: string;
    respelling: string | null;
    origins: string[] | null;
    peak: number | null;
  }>(
    `select k.key,
            (select n.pronunciation from names n where n.name_key = k.key and n.pronunciation is not null
             order by n.id limit 1) as respelling,
            (select array_agg(distinct n.origin) from names n where n.name_key = k.key and n.origin <> '') as origins,
            (select p.peak_year from name_popularity p where p.name_key = k.key
             order by p.peak_rank, p.sex limit 1)::int as peak
     from unnest($1::text[]) as k(key)`,
    [keys],
  );
  return new Map(
    rows.map((r) => [
      r.key,
      {
        respelling: r.respelling,
        origin: r.origins && r.origins.length > 0 ? r.origins.slice(0, 2).join('; ') : null,
        peakDecade: r.peak ? Math.floor(r.peak / 10) * 10 : null,
      },
    ]),
  );
}
