/**
 * The search of names: the keys stored for every spelling (name_spellings, 007_search.sql) and
 * the ranked query over them. One statement on PGlite and PostgreSQL alike.
 *
 * A term is matched in tiers, best first, each name taking its best match:
 *   1. the name itself, one of its other spellings (variants), or its native script, exactly;
 *   2. a name (or spelling, or script) starting with the term;
 *   3. close spellings: one slip (a letter missing, added, wrong, or two swapped) for terms of
 *      3–6 letters, two from 7 (candidates sharing a typo key, 007_search.sql, checked with
 *      levenshtein), and spellings with the same sound key; fewer slips first;
 *   4. the meaning has the term as a whole word (a meaning that opens with it first);
 *   5. the meaning has it inside a word.
 * Terms of one or two characters use tiers 1 and 2 only: every longer name "sounds like" them.
 * Within a tier, popularity (the US rank of the latest year for the row's sex) breaks ties, then
 * A–Z. A term in a native script that no record holds is searched as its Latin transliteration.
 */
import type { Queryable } from '../db/index.ts';
import type { BabyName, SearchMatch } from '../../shared/types.ts';
import type { DataGender } from '../../shared/constants.ts';
import { isNativeScript, normaliseTerm, soundKey, swaps, typoKeys, typoLookupKeys } from '../../shared/search-keys.ts';
import { toLatin } from '../../shared/to-latin.ts';
import { escapeRegExp } from '../../shared/regexp.ts';

// ——— Writing the keys ———

interface SpellingRow {
  id: string;
  name: string;
  variants: string[];
}

/**
 * (Re)writes the search rows of these names from what is stored: every write of a name (create,
 * update, import, seed) calls it in the same transaction, after the name is written.
 */
export async function writeSearchKeys(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.query<SpellingRow>(
    'select id::text as id, name, variants from names where id = any($1::bigint[])',
    [ids],
  );
  await db.query('delete from name_spellings where name_id = any($1::bigint[])', [ids]);
  const nameIds: string[] = [];
  const spellings: string[] = [];
  const keys: string[] = [];
  const sounds: string[] = [];
  const typos: string[] = [];
  const own: boolean[] = [];
  for (const row of rows) {
    const seen = new Set<string>();
    for (const [i, spelling] of [row.name, ...row.variants].entries()) {
      const key = normaliseTerm(spelling);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      nameIds.push(row.id);
      spellings.push(spelling);
      keys.push(key);
      sounds.push(soundKey(spelling));
      // A list per row cannot go through unnest (arrays of arrays must be rectangular): JSON.
      typos.push(JSON.stringify(typoKeys(key)));
      own.push(i === 0);
    }
  }
  await db.query(
    `insert into name_spellings (name_id, spelling, spelling_key, sound_key, typo_keys, own)
     select i, s, k, sk, array(select json_array_elements_text(t::json)), o
     from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[]) as x(i, s, k, sk, t, o)`,
    [nameIds, spellings, keys, sounds, typos, own],
  );
}

/**
 * Writes the search rows of every name that has none: names written before the search rows
 * existed (the migration that added them) or by something that wrote the table directly.
 * Cheap when there is nothing to do (one anti-join); run when the server starts.
 */
export async function fillSearchKeys(db: Queryable): Promise<number> {
  const missing = await db.query<{ id: string }>(
    `select n.id::text as id from names n
     where not exists (select 1 from name_spellings s where s.name_id = n.id)`,
  );
  const BATCH = 5000;
  for (let start = 0; start < missing.length; start += BATCH) {
    await writeSearchKeys(
      db,
      missing.slice(start, start + BATCH).map((r) => r.id),
    );
  }
  // The embedded database runs no autovacuum: statistics of the new rows, for the planner.
  if (missing.length >= 1_000) await db.query('vacuum analyze name_spellings');
  return missing.length;
}

// ——— The term ———

export interface SearchTerm {
  /** As typed, trimmed (a native-script term compares with the script column as it is). */
  raw: string;
  /** Accents off, lower case: what spelling keys compare with. */
  key: string;
  /** Its sound key (empty for a term without Latin letters). */
  sound: string;
  /** Whether it is written in a native script (it then matches the script column). */
  native: boolean;
}

export function searchTerm(raw: string): SearchTerm {
  const trimmed = raw.trim().normalize('NFC');
  return { raw: trimmed, key: normaliseTerm(trimmed), sound: soundKey(trimmed), native: isNativeScript(trimmed) };
}

/** The same search in Latin letters: for a native-script term no record holds. */
export function latinTerm(term: SearchTerm): SearchTerm {
  return searchTerm(toLatin(term.raw));
}

/** Whether any record holds this native-script text, or starts with it. */
export async function scriptIsKnown(db: Queryable, term: SearchTerm): Promise<boolean> {
  const rows = await db.query('select 1 from names where script like $1 limit 1', [`${likeEscape(term.raw)}%`]);
  return rows.length > 0;
}

// ——— The query ———

export interface SearchFilter {
  gender: DataGender | undefined;
  religionId: string | undefined;
}

/** `%`, `_` and the escape character itself are plain characters in what people type. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How many slips a typo may have: none for 1–2 letters (every short name is a slip from
 * another), one for 3–6, two from 7 (Charolette, Isabela). Two slips in a name of five or six
 * letters make another name (light, Liat).
 */
export function maxSlips(key: string): number {
  const length = [...key].length;
  return length < 3 ? 0 : length < 7 ? 1 : 2;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The slips between a spelling and the term, as SQL: levenshtein's edits, except that two
 * neighbouring letters swapped are one slip (levenshtein counts two).
 */
function slipsOf(p: Params, term: SearchTerm): string {
  return `(case when s.spelling_key = any(${p.add(swaps(term.key))}::text[]) then 1
    else levenshtein(s.spelling_key, ${p.add(term.key)}) end)`;
}

/**
 * The candidate rows of a term, one per way a name matches it (name_id, tier, sub, kind, via):
 * a union of index reads, each tier from its own index.
 */
function candidates(p: Params, term: SearchTerm): string {
  const parts: string[] = [];
  const via = `case when s.own then null else s.spelling end`;
  if (term.key) {
    const key = p.add(term.key);
    const prefix = p.add(`${likeEscape(term.key)}%`);
    parts.push(
      `select s.name_id, 1 as tier, case when s.own then 0 else 1 end as sub,
         case when s.own then 'name' else 'spelling' end as kind, ${via} as via
       from name_spellings s where s.spelling_key = ${key}`,
      `select s.name_id, 2, case when s.own then 0 else 1 end, 'prefix', ${via}
       from name_spellings s where s.spelling_key like ${prefix} and s.spelling_key <> ${key}`,
    );
    const slips = maxSlips(term.key);
    if (slips > 0) {
      parts.push(
        // Fewer slips first; at the same slips, a name's own spelling before a variant's.
        `select name_id, 3, slips * 2 + case when via is null then 0 else 1 end, 'close', via from (
           select s.name_id, ${slipsOf(p, term)} as slips, ${via} as via
           from name_spellings s where s.typo_keys && ${p.add(typoLookupKeys(term.key, slips))}::text[]
         ) c where slips between 1 and ${p.add(slips)}`,
      );
      if (term.sound)
        parts.push(
          `select s.name_id, 3, least(${slipsOf(p, term)}, 3) * 2 + case when s.own then 0 else 1 end, 'sound', ${via}
           from name_spellings s where s.sound_key = ${p.add(term.sound)} and s.spelling_key <> ${key}`,
        );
      const anywhere = p.add(`%${likeEscape(term.key)}%`);
      parts.push(
        // A meaning that opens with the word ("light, splendour") before one that mentions it.
        `select n.id, 4, case when n.meaning_key ~ ${p.add(`^${escapeRegExp(term.key)}\\M`)} then 0 else 1 end,
           'meaningWord', null from names n
         where n.meaning_key like ${anywhere} and n.meaning_key ~ ${p.add(`\\m${escapeRegExp(term.key)}\\M`)}`,
        `select n.id, 5, 0, 'meaning', null from names n where n.meaning_key like ${anywhere}`,
      );
    }
  }
  if (term.native) {
    const raw = p.add(term.raw);
    parts.push(
      `select n.id, 1, 2, 'script', n.script from names n where n.script = ${raw}`,
      `select n.id, 2, 2, 'prefix', n.script from names n
       where n.script like ${p.add(`${likeEscape(term.raw)}%`)} and n.script <> ${raw}`,
    );
  }
  if (parts.length === 0) parts.push('select null::bigint, 0, 0, null::text, null::text where false');
  return parts.join('\nunion all\n');
}

/** The best match of each name (a name may match several ways: its best counts). */
function best(p: Params, term: SearchTerm): string {
  return `best as (
    select distinct on (name_id) name_id, tier, sub, kind, via
    from (${candidates(p, term)}) m (name_id, tier, sub, kind, via)
    order by name_id, tier, sub, kind
  )`;
}

function where(p: Params, filter: SearchFilter, extra: string[] = []): string {
  const conditions = [...extra];
  if (filter.gender) conditions.push(`n.gender = ${p.add(filter.gender)}`);
  if (filter.religionId) conditions.push(`n.religion_id = ${p.add(filter.religionId)}`);
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/**
 * A term of one or two letters (not in a native script): matched by the name or a spelling and by
 * prefix only (no slips at that length), and the prefix of thousands of names ("a": 14,000 of
 * 116,000 spellings, "ma": 5,400). Whether its page walks the indexes is then its prefix's size
 * (isCommonPrefix): "jo" or "qu" start a few hundred, which ranking all is quicker for.
 */
function isShort(term: SearchTerm): boolean {
  return !term.native && [...term.key].length <= 2;
}

/** Up to this deep (offset + limit), a short term's page walks indexes in order (shortBest). */
const SHORT_WALK_MAX = 600;

/**
 * The walks pay off for a letter thousands of names start with ("a", "j"); for a rare one ("q",
 * "x": a few hundred) the walk of the popularity index reads far before it finds a page, and
 * ranking them all is quicker. Told apart by reading at most this many keys of the index.
 */
const COMMON_PREFIX = 2000;

async function isCommonPrefix(db: Queryable, term: SearchTerm): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from name_spellings where spelling_key like $1 limit $2) x',
    [`${likeEscape(term.key)}%`, COMMON_PREFIX],
  );
  return (row?.n ?? 0) >= COMMON_PREFIX;
}

/**
 * The best match of each name for a short term, only as many as a page up to `k` can show:
 * ranking every one of thousands of prefix matches (joining each to its popularity, sorting them
 * all) cost a second on the embedded database. Each group is read in the page's order, from an
 * index, and stops after k rows: the names of the term itself; names starting with it that are
 * ranked, walking the popularity index from the most popular (one walk per sex); those not
 * ranked, walking the spelling index A–Z; and names one of whose other spellings starts with it.
 * The first k of the page are among these (each group holds its own first k). A name's A–Z key
 * here is its own spelling's key (accents off), which the spelling index is in the order of.
 */
function shortBest(p: Params, term: SearchTerm, filter: SearchFilter, k: number): string {
  const key = p.add(term.key);
  const prefix = p.add(`${likeEscape(term.key)}%`);
  const limit = p.add(k);
  const narrow = (extra: string[]) => where(p, filter, extra).replace(/^where /, 'and ');
  const ranked = (sex: 'M' | 'F') =>
    `(select n.id, 2, 0, 'prefix', null::text, s.spelling_key
      from name_popularity p
      join names n on n.name_key = p.name_key and n.gender = '${sex === 'M' ? 'male' : 'female'}'
      join name_spellings s on s.name_id = n.id and s.own
      where p.sex = '${sex}' and p.latest_rank is not null
        and s.spelling_key like ${prefix} and s.spelling_key <> ${key} ${narrow([])}
      order by p.latest_rank, s.spelling_key, n.id limit ${limit})`;
  const sexes =
    filter.gender === 'male' ? [ranked('M')] : filter.gender === 'female' ? [ranked('F')] : [ranked('M'), ranked('F')];
  const ownKey = '(select o.spelling_key from name_spellings o where o.name_id = n.id and o.own limit 1)';
  return `best as (
    select distinct on (name_id) name_id, tier, sub, kind, via, sort_key
    from (
      select n.id, 1, case when s.own then 0 else 1 end, case when s.own then 'name' else 'spelling' end,
        case when s.own then null else s.spelling end, ${ownKey}
      from name_spellings s join names n on n.id = s.name_id
      where s.spelling_key = ${key} ${narrow([])}
      union all
      ${sexes.join('\n      union all\n      ')}
      union all
      (select n.id, 2, 0, 'prefix', null, s.spelling_key
       from name_spellings s join names n on n.id = s.name_id
       where s.own and s.spelling_key like ${prefix} and s.spelling_key <> ${key} ${narrow([])}
         and not exists (select 1 from name_popularity p where p.name_key = n.name_key
           and p.sex = (case n.gender when 'male' then 'M' else 'F' end) and p.latest_rank is not null)
       order by s.spelling_key, s.name_id limit ${limit})
      union all
      (select n.id, 2, 1, 'prefix', s.spelling, ${ownKey}
       from name_spellings s join names n on n.id = s.name_id
       ${POPULARITY_JOIN}
       where not s.own and s.spelling_key like ${prefix} and s.spelling_key <> ${key} ${narrow([])}
       order by p.latest_rank nulls last, 6, n.id limit ${limit})
    ) m (name_id, tier, sub, kind, via, sort_key)
    order by name_id, tier, sub, kind
  )`;
}

export interface SearchTotals {
  /** How many names match, by gender (the religion filter applied). */
  male: number;
  female: number;
  /** Whether any of them matched by the name, a spelling, the script or a prefix, by gender. */
  directMale: boolean;
  directFemale: boolean;
}

/**
 * The totals of a search for both genders in one statement: the count a page shows, the other
 * gender's count, and whether "did you mean" is needed.
 */
export async function searchTotals(db: Queryable, filter: SearchFilter, term: SearchTerm): Promise<SearchTotals> {
  const p = new Params();
  const rows = await db.query<{ gender: DataGender; n: number; direct: boolean }>(
    `with ${best(p, term)}
     select n.gender, count(*)::int as n, bool_or(b.tier <= 2) as direct
     from best b join names n on n.id = b.name_id ${where(p, { ...filter, gender: undefined })}
     group by n.gender`,
    p.values,
  );
  const of = (g: DataGender) => rows.find((r) => r.gender === g);
  return {
    male: of('male')?.n ?? 0,
    female: of('female')?.n ?? 0,
    directMale: of('male')?.direct ?? false,
    directFemale: of('female')?.direct ?? false,
  };
}

export type SearchRow = BabyName & { match: SearchMatch };

const POPULARITY_JOIN = `left join name_popularity p
  on p.name_key = n.name_key and p.sex = (case n.gender when 'male' then 'M' else 'F' end)`;

/**
 * A page of the search in its ranking (order 'rank'), or by popularity alone (order 'popular':
 * the names list's sort=popular, tiers ignored). `columns` are the row's columns (names n,
 * religions r).
 */
export async function searchPage<T = SearchRow>(
  db: Queryable,
  filter: SearchFilter,
  term: SearchTerm,
  columns: string,
  limit: number,
  offset: number,
  order: 'rank' | 'popular' = 'rank',
  /** Whether a one- or two-letter page walks the indexes (shortBest): by its prefix's size, unless told. */
  walk: 'auto' | 'always' | 'never' = 'auto',
  /** sort=popular by a register beyond the US instead (repositories/popularity.ts). */
  by?: (add: (value: unknown) => string) => { join: string; rank: string },
): Promise<T[]> {
  const p = new Params();
  const register = by?.((value) => p.add(value));
  const short =
    order === 'rank' &&
    isShort(term) &&
    offset + limit <= SHORT_WALK_MAX &&
    walk !== 'never' &&
    (walk === 'always' || (await isCommonPrefix(db, term)));
  const ranking = short
    ? 'b.tier, b.sub, p.latest_rank nulls last, b.sort_key, n.id'
    : order === 'rank'
      ? 'b.tier, b.sub, p.latest_rank nulls last, n.name_key, n.id'
      : `${register?.rank ?? 'p.latest_rank'} nulls last, n.name_key, n.id`;
  return db.query<T>(
    `with ${short ? shortBest(p, term, filter, offset + limit) : best(p, term)}
     select ${columns},
       case when b.via is null then json_build_object('kind', b.kind)
         else json_build_object('kind', b.kind, 'via', b.via) end as match
     from best b join names n on n.id = b.name_id
     left join religions r on r.id = n.religion_id
     ${POPULARITY_JOIN} ${register?.join ?? ''}
     ${where(p, filter)}
     order by ${ranking} limit ${p.add(limit)} offset ${p.add(offset)}`,
    p.values,
  );
}

/**
 * "Did you mean": up to 5 catalogue spellings close to the term (one or two slips, or the same
 * sound), fewest slips first, then the most popular; asked for only when nothing matched the
 * name, a spelling, the script or a prefix.
 */
export async function didYouMean(db: Queryable, filter: SearchFilter, term: SearchTerm): Promise<string[]> {
  const slips = maxSlips(term.key);
  if (!term.key || slips === 0) return [];
  const p = new Params();
  const sameSound = term.sound ? `or s.sound_key = ${p.add(term.sound)}` : '';
  const rows = await db.query<{ spelling: string }>(
    `select spelling from (
       select s.spelling, s.spelling_key, s.sound_key, ${slipsOf(p, term)} as slips, p.latest_rank
       from name_spellings s join names n on n.id = s.name_id
       ${POPULARITY_JOIN}
       ${where(p, filter, [`(s.typo_keys && ${p.add(typoLookupKeys(term.key, slips))}::text[] ${sameSound})`])}
     ) c
     where slips <= ${p.add(slips)} ${term.sound ? `or sound_key = ${p.add(term.sound)}` : ''}
     order by slips, latest_rank nulls last, spelling_key
     limit 40`,
    p.values,
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { spelling } of rows) {
    const k = normaliseTerm(spelling);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(spelling);
    if (out.length === 5) break;
  }
  return out;
}
