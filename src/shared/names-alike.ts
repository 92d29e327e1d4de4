/**
 * "Names like this" and sibling ideas on every name page, worked out once for the whole catalogue
 * when the site is built. A name's era is the shape of its US births curve: its share of the US
 * births of its sex in each decade from the 1880s to the 2020s (SSA data), so a name that peaked
 * in the 1950s sits beside other 1950s names whatever their size. Names like it are of its gender
 * and close in era, origin, tradition, sound and length; sibling ideas are of the other gender
 * and close in era and style (origin and tradition), never a spelling the name shares.
 *
 * The ranking compares a name with a bounded set of candidates (its neighbours by era within its
 * origin, its ending and the whole era order), never with the whole catalogue, so the build's
 * work grows with the catalogue's size, not its square.
 */
import type { DataGender } from './constants.ts';

/** The first decade of the US data (the 1880s); era vectors have one value per decade from it. */
export const ERA_FIRST_DECADE = 1880;
export const ERA_DECADES = 15;
/** How many links each list shows. */
export const ALIKE_COUNT = 6;
export const SIBLINGS_COUNT = 6;

export const ALIKE_TEXT = {
  heading: 'Names like this',
  help: 'Close in era (the shape of US births over the years), origin, tradition, sound and length.',
  siblingsHeading: 'Sibling ideas',
  siblingsHelp: (gender: DataGender) =>
    gender === 'male'
      ? "Girls' names of a similar era and style: ideas for a sister."
      : "Boys' names of a similar era and style: ideas for a brother.",
} as const;

/** What the ranking knows of a name, as `GET /api/names/alike` sends it. */
export interface AlikeFeatures {
  id: string;
  name: string;
  gender: DataGender;
  origin: string;
  religionId: string | null;
  /**
   * Share of its sex's US births in each decade from ERA_FIRST_DECADE, scaled so the highest is
   * 1000; null when the SSA never listed the spelling for its sex.
   */
  era: number[] | null;
}

export interface NamesAlike {
  alike: string[];
  siblings: string[];
}

/**
 * A name's decade vector from its yearly births and the yearly US births of its sex: the sums per
 * decade divided by the totals per decade, scaled to a highest value of 1000 (rounded); null when
 * it has no births at all.
 */
export function eraOf(
  firstYear: number,
  births: readonly number[],
  totalsFirstYear: number,
  totals: readonly number[],
): number[] | null {
  const sums = new Array<number>(ERA_DECADES).fill(0);
  const all = new Array<number>(ERA_DECADES).fill(0);
  births.forEach((b, i) => {
    const decade = Math.floor((firstYear + i - ERA_FIRST_DECADE) / 10);
    if (decade >= 0 && decade < ERA_DECADES) sums[decade]! += b;
  });
  totals.forEach((t, i) => {
    const decade = Math.floor((totalsFirstYear + i - ERA_FIRST_DECADE) / 10);
    if (decade >= 0 && decade < ERA_DECADES) all[decade]! += t;
  });
  const shares = sums.map((s, d) => (all[d]! > 0 ? s / all[d]! : 0));
  const top = Math.max(...shares);
  if (!(top > 0)) return null;
  return shares.map((s) => Math.round((s / top) * 1000));
}

/** The decade (1880, 1890, …) in which a name's share of births was highest. */
export function peakDecadeOf(era: readonly number[]): number {
  let best = 0;
  era.forEach((v, d) => {
    if (v > era[best]!) best = d;
  });
  return ERA_FIRST_DECADE + best * 10;
}

/** Pearson's correlation of two era vectors (0 when either is flat). */
export function eraCorrelation(a: readonly number[], b: readonly number[]): number {
  const ca = centred(a);
  const cb = centred(b);
  return ca && cb ? dot(ca, cb) : 0;
}

/** A vector minus its mean, divided by its length: the dot product of two is their correlation. */
function centred(v: readonly number[]): number[] | null {
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  const c = v.map((x) => x - mean);
  const norm = Math.sqrt(c.reduce((s, x) => s + x * x, 0));
  return norm > 0 ? c.map((x) => x / norm) : null;
}

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** The weights of the score; the README's "Names like this" says the same in words. */
export const ALIKE_WEIGHTS = {
  /** Times the era correlation (−1 to 1) when both names have US data. */
  era: 2,
  /** When neither has US data: both rare in the US. */
  bothUnrecorded: 0.4,
  origin: 1.5,
  tradition: 0.75,
  /** The same last two letters (Aiden, Jaden), and the same first letter. */
  ending: 0.75,
  initial: 0.25,
  /** Taken off per letter of difference in length, up to four letters. */
  lengthPerLetter: 0.15,
} as const;

/** How far along each ordered list a name looks for candidates, either way. */
const WINDOW = 30;

interface Prepared {
  f: AlikeFeatures;
  spelling: string;
  origin: string;
  ending: string;
  initial: string;
  /** Centred and normalised era (dot product: correlation), null without US data or when flat. */
  shape: number[] | null;
  /** The era's centre of mass in decades: the order the windows walk; +Infinity without data. */
  centre: number;
}

function prepare(f: AlikeFeatures): Prepared {
  const spelling = f.name.toLowerCase();
  const letters = spelling.normalize('NFD').replace(/[^a-z]/g, '');
  let centre = Number.POSITIVE_INFINITY;
  if (f.era) {
    const total = f.era.reduce((s, x) => s + x, 0);
    if (total > 0) centre = f.era.reduce((s, x, d) => s + x * d, 0) / total;
  }
  return {
    f,
    spelling,
    origin: f.origin.trim().toLowerCase(),
    ending: letters.slice(-2),
    initial: letters.charAt(0),
    shape: f.era ? centred(f.era) : null,
    centre,
  };
}

function eraScore(a: Prepared, b: Prepared): number {
  if (a.shape && b.shape) return ALIKE_WEIGHTS.era * dot(a.shape, b.shape);
  if (!a.f.era && !b.f.era) return ALIKE_WEIGHTS.bothUnrecorded;
  return 0;
}

function styleScore(a: Prepared, b: Prepared): number {
  let s = 0;
  if (a.origin && a.origin === b.origin) s += ALIKE_WEIGHTS.origin;
  if (a.f.religionId !== null && a.f.religionId === b.f.religionId) s += ALIKE_WEIGHTS.tradition;
  return s;
}

/** How alike two names of one gender are: era, origin, tradition, sound and length. */
export function alikeScore(a: AlikeFeatures, b: AlikeFeatures): number {
  return alikePrepared(prepare(a), prepare(b));
}

function alikePrepared(a: Prepared, b: Prepared): number {
  let s = eraScore(a, b) + styleScore(a, b);
  if (a.ending && a.ending === b.ending) s += ALIKE_WEIGHTS.ending;
  if (a.initial && a.initial === b.initial) s += ALIKE_WEIGHTS.initial;
  s -= ALIKE_WEIGHTS.lengthPerLetter * Math.min(4, Math.abs(a.spelling.length - b.spelling.length));
  return s;
}

/** How well a name of the other gender suits as a sibling: era and style only. */
export function siblingScore(a: AlikeFeatures, b: AlikeFeatures): number {
  return siblingPrepared(prepare(a), prepare(b));
}

function siblingPrepared(a: Prepared, b: Prepared): number {
  return eraScore(a, b) + styleScore(a, b);
}

/** Names in era order (then by spelling and id, so the result never depends on input order). */
function byCentre(a: Prepared, b: Prepared): number {
  return byPlace(a, b) || compareIds(a, b);
}

/** By era, then by spelling (names without US data, all at +Infinity, alphabetically). */
function byPlace(a: Pick<Prepared, 'centre' | 'spelling'>, b: Pick<Prepared, 'centre' | 'spelling'>): number {
  if (a.centre !== b.centre) return a.centre < b.centre ? -1 : 1;
  return a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0;
}

function compareIds(a: Prepared, b: Prepared): number {
  return a.f.id.length - b.f.id.length || (a.f.id < b.f.id ? -1 : a.f.id > b.f.id ? 1 : 0);
}

function groupBy(list: Prepared[], key: (p: Prepared) => string): Map<string, Prepared[]> {
  const groups = new Map<string, Prepared[]>();
  for (const p of list) {
    const k = key(p);
    if (!k) continue;
    const g = groups.get(k);
    if (g) g.push(p);
    else groups.set(k, [p]);
  }
  return groups;
}

/** Where a name falls in an era-ordered list: the first index not before it. */
function lowerBound(list: Prepared[], of: Prepared): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byPlace(list[mid]!, of) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Up to WINDOW names either side of where a name falls in an era-ordered list. */
function around(list: Prepared[] | undefined, of: Prepared, into: Set<Prepared>): void {
  if (!list) return;
  const at = lowerBound(list, of);
  const from = Math.max(0, at - WINDOW);
  const to = Math.min(list.length, at + WINDOW);
  for (let i = from; i < to; i++) into.add(list[i]!);
}

interface Orders {
  all: Prepared[];
  byOrigin: Map<string, Prepared[]>;
  byEnding: Map<string, Prepared[]>;
  byReligion: Map<string, Prepared[]>;
}

function ordersOf(list: Prepared[]): Orders {
  const all = [...list].sort(byCentre);
  return {
    all,
    byOrigin: groupBy(all, (p) => p.origin),
    byEnding: groupBy(all, (p) => p.ending),
    byReligion: groupBy(all, (p) => p.f.religionId ?? ''),
  };
}

/**
 * The best `count` by score, each spelling once and none of `skip`: a short list kept in order
 * as the candidates are scored (room for a few repeated spellings), rather than sorting them all.
 */
function best(
  of: Prepared,
  candidates: Set<Prepared>,
  score: (a: Prepared, b: Prepared) => number,
  count: number,
  skip: string,
): string[] {
  const room = count * 2;
  const top: { p: Prepared; s: number }[] = [];
  for (const c of candidates) {
    if (c === of || c.spelling === skip) continue;
    const s = score(of, c);
    if (top.length === room) {
      const last = top[room - 1]!;
      if (s < last.s || (s === last.s && byCentre(c, last.p) > 0)) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && (top[at - 1]!.s < s || (top[at - 1]!.s === s && byCentre(c, top[at - 1]!.p) < 0))) at--;
    top.splice(at, 0, { p: c, s });
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { p } of top) {
    if (seen.has(p.spelling)) continue;
    seen.add(p.spelling);
    out.push(p.f.id);
    if (out.length === count) break;
  }
  return out;
}

/** Names like each name, and sibling ideas for it, by id: one pass over the catalogue. */
export function namesAlike(features: readonly AlikeFeatures[]): Map<string, NamesAlike> {
  const prepared = features.map(prepare);
  const orders: Record<DataGender, Orders> = {
    male: ordersOf(prepared.filter((p) => p.f.gender === 'male')),
    female: ordersOf(prepared.filter((p) => p.f.gender === 'female')),
  };
  const result = new Map<string, NamesAlike>();
  for (const p of prepared) {
    const own = orders[p.f.gender];
    const other = orders[p.f.gender === 'male' ? 'female' : 'male'];

    const alikeCandidates = new Set<Prepared>();
    around(own.all, p, alikeCandidates);
    around(own.byOrigin.get(p.origin), p, alikeCandidates);
    around(own.byEnding.get(p.ending), p, alikeCandidates);
    around(own.byReligion.get(p.f.religionId ?? ''), p, alikeCandidates);

    const siblingCandidates = new Set<Prepared>();
    around(other.all, p, siblingCandidates);
    around(other.byOrigin.get(p.origin), p, siblingCandidates);
    around(other.byReligion.get(p.f.religionId ?? ''), p, siblingCandidates);

    result.set(p.f.id, {
      alike: best(p, alikeCandidates, alikePrepared, ALIKE_COUNT, p.spelling),
      siblings: best(p, siblingCandidates, siblingPrepared, SIBLINGS_COUNT, p.spelling),
    });
  }
  return result;
}
