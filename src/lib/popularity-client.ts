/**
 * The compare page's calls: a spelling's catalogue name and its US series, its line in another
 * country's register, or its lines in every country, through the shared API client, checked into
 * the shapes of shared/popularity.ts and shared/popularity-countries.ts.
 */
import { api } from './api.ts';
import { withTimeout } from './catalogue-client.ts';
import { listOf, normaliseName } from './normalise.ts';
import { GENDER_TO_SEX, type PopularitySeries, type Trend } from '../shared/popularity.ts';
import type { BabyName } from '../shared/types.ts';
import type { CompareAcross, CompareInDataset, CompareLine, ComparedRecord } from '../shared/popularity-countries.ts';

type Body = Record<string, unknown>;

const TRENDS: readonly Trend[] = ['rising', 'falling', 'steady', 'new', 'gone'];
const numbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (value as number[]) : null;
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The item route's popularitySeries, dropping anything malformed. */
export function seriesListOf(raw: unknown): PopularitySeries[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): PopularitySeries[] => {
    if (typeof item !== 'object' || item === null) return [];
    const s = item as Body;
    const births = numbers(s['births']);
    const ranks = numbers(s['ranks']);
    const firstYear = int(s['firstYear']);
    const peakRank = int(s['peakRank']);
    const peakYear = int(s['peakYear']);
    if ((s['sex'] !== 'M' && s['sex'] !== 'F') || !births || !ranks || !firstYear || !peakRank || !peakYear) return [];
    const trend = TRENDS.find((t) => t === s['trend']) ?? 'steady';
    return [{ sex: s['sex'], firstYear, births, ranks, rank: int(s['rank']), peakRank, peakYear, trend }];
  });
}

export interface ComparedName {
  /** What was asked for. */
  asked: string;
  /** The catalogue's name of that spelling; null when the catalogue has none. */
  name: BabyName | null;
  /** Its own sex's years; null: not in US records. */
  series: PopularitySeries | null;
}

/**
 * The catalogue's name of this spelling (any case) that ranks best in the US, with its own sex's
 * series: "Jordan" means the boys' Jordan, more often given than the girls'.
 */
export async function fetchComparedName(asked: string, signal?: AbortSignal): Promise<ComparedName> {
  const body = await api<Body>('/api/names', {
    query: { search: asked, sort: 'popular', limit: '100', gender: '' },
    ...withTimeout(signal),
  });
  const wanted = asked.toLowerCase();
  const match = listOf(body['data'], normaliseName).find((n) => n.name.toLowerCase() === wanted);
  if (!match) return { asked, name: null, series: null };
  const item = await api<Body>(`/api/names/${encodeURIComponent(match.id)}`, withTimeout(signal));
  const data = (item['data'] ?? {}) as Body;
  const series = seriesListOf(data['popularitySeries']).find((s) => s.sex === GENDER_TO_SEX[match.gender]) ?? null;
  return { asked, name: match, series };
}

/** Catalogue spellings close to one the catalogue lacks ("did you mean"), best first; [] on failure. */
export async function fetchSimilarSpellings(asked: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const body = await api<Body>('/api/names/similar', {
      query: { name: asked.slice(0, 100) },
      ...withTimeout(signal),
    });
    const data = body['data'];
    return Array.isArray(data) ? data.filter((n): n is string => typeof n === 'string') : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not look up close spellings', error);
    return [];
  }
}

/** A line of GET /api/names/compare(/countries), or null when malformed. */
function compareLineOf(raw: unknown): CompareLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const l = raw as Body;
  const births = numbers(l['births']);
  const ranks = numbers(l['ranks']);
  const firstYear = int(l['firstYear']);
  const shares = Array.isArray(l['shares'])
    ? (l['shares'] as unknown[]).map((s) => (typeof s === 'number' && Number.isFinite(s) ? s : null))
    : null;
  const dataset = typeof l['dataset'] === 'string' ? l['dataset'] : null;
  if (!dataset || (l['sex'] !== 'M' && l['sex'] !== 'F') || !births || !ranks || !shares || !firstYear) return null;
  return { dataset, sex: l['sex'], firstYear, births, ranks, shares };
}

function recordOf(raw: unknown): ComparedRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Body;
  if (typeof r['id'] !== 'string' || typeof r['name'] !== 'string') return null;
  if (r['gender'] !== 'male' && r['gender'] !== 'female') return null;
  return { id: r['id'], name: r['name'], gender: r['gender'] };
}

/** These spellings' records and lines in one register (GET /api/names/compare), in the order asked. */
export async function fetchComparedIn(
  names: readonly string[],
  dataset: string,
  signal?: AbortSignal,
): Promise<CompareInDataset> {
  const body = await api<Body>('/api/names/compare', {
    query: { names: names.join(','), dataset },
    ...withTimeout(signal),
  });
  const data = (body['data'] ?? {}) as Body;
  const rows = Array.isArray(data['names']) ? (data['names'] as Body[]) : [];
  return {
    dataset,
    names: rows.map((row) => ({
      asked: typeof row['asked'] === 'string' ? row['asked'] : '',
      name: recordOf(row['name']),
      line: compareLineOf(row['line']),
    })),
  };
}

/** One spelling's record and its line in every dataset that lists it (GET /api/names/compare/countries). */
export async function fetchComparedAcross(asked: string, signal?: AbortSignal): Promise<CompareAcross> {
  const body = await api<Body>('/api/names/compare/countries', {
    query: { name: asked.slice(0, 100) },
    ...withTimeout(signal),
  });
  const data = (body['data'] ?? {}) as Body;
  const lines = Array.isArray(data['lines']) ? data['lines'].flatMap((l: unknown) => compareLineOf(l) ?? []) : [];
  return { asked, name: recordOf(data['name']), lines };
}
