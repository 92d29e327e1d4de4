/**
 * /compare?names=a,b,c,d: up to four names' births a year on one chart, and their ranks, drawn
 * with the same geometry as the detail page's build-time chart: in the US by default, or in
 * another country's register (&in=ew); or one of them in every country at once (&across=Olivia),
 * as its share of each year's births, since a count in Scotland and one in the US do not compare.
 * A name the catalogue lacks takes no place: the page says so, offers close catalogue spellings
 * ("did you mean"), and leaves the input free. The charts' frames are drawn at their final size
 * from the first paint (the page's fallback draws the same), so nothing moves when the data arrives.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  fetchComparedAcross,
  fetchComparedIn,
  fetchComparedName,
  fetchSimilarSpellings,
  type ComparedName,
} from '../lib/popularity-client.ts';
import { isAbort } from '../lib/catalogue-client.ts';
import {
  BIRTHS_CHART_HEIGHT,
  CHART_WIDTH,
  RANK_CHART_HEIGHT,
  birthsChart,
  percent,
  rankChart,
  shareChart,
  type ChartGeometry,
  type ChartLine,
  type YearSpan,
} from '../shared/popularity-chart.ts';
import { COMPARE_MAX, COMPARE_PATH, NOT_IN_US_RECORDS, formatCount, summaryLine } from '../shared/popularity.ts';
import {
  COMPARE_DATASETS,
  US_DATASET,
  oneIn,
  type CompareAcross,
  type CompareLine,
  type ComparedRecord,
} from '../shared/popularity-countries.ts';
import { registerAttribution } from '../shared/popularity-sources.ts';
import { DATA_TO_GENDER, ROUTES } from '../shared/constants.ts';
import DatasetOptions from './parts/DatasetOptions.tsx';
import '../styles/popularity.css';

/** The names of the address, trimmed, without repeats (any case), at most four. */
export function namesFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get('names') ?? '';
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of raw.split(',')) {
    const name = part.trim().slice(0, 100);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names.slice(0, COMPARE_MAX);
}

/** What the address asks for beside the names: a country (dataset) or one name across them all. */
export interface CompareView {
  /** A COMPARE_DATASETS id: where the names are compared (&in=, the US when absent). */
  dataset: string;
  /** The name followed across every country (&across=); null: the names side by side. */
  across: string | null;
}

export function viewFromSearch(search: string): CompareView {
  const params = new URLSearchParams(search);
  const asked = params.get('in') ?? US_DATASET;
  const dataset = COMPARE_DATASETS.some((d) => d.id === asked) ? asked : US_DATASET;
  const across = params.get('across')?.trim().slice(0, 100) || null;
  return { dataset, across };
}

/** The address of these names in this view: names first, then the country or the name followed. */
export function compareAddress(names: readonly string[], view: CompareView): string {
  const parts: string[] = [];
  if (names.length > 0) parts.push(`names=${names.map(encodeURIComponent).join(',')}`);
  if (view.across !== null) parts.push(`across=${encodeURIComponent(view.across)}`);
  else if (view.dataset !== US_DATASET) parts.push(`in=${encodeURIComponent(view.dataset)}`);
  return `${COMPARE_PATH}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

function setAddress(names: string[], view: CompareView): void {
  history.replaceState(history.state, '', compareAddress(names, view));
}

/** The name the across view follows: the one asked for if it is compared, else the first. */
function followed(names: readonly string[], view: CompareView): string | null {
  if (view.across === null) return null;
  return names.find((n) => n.toLowerCase() === view.across!.toLowerCase()) ?? names[0] ?? null;
}

/** A compared name in the chosen register: its record, and its line there (null: not listed). */
interface InRegister {
  asked: string;
  name: ComparedRecord | null;
  line: CompareLine | null;
}

interface Loaded {
  /** The names and view these results are for. */
  key: string;
  failed: boolean;
  /** In the US (the item's series, with peak and trend). */
  results: ComparedName[];
  /** In another register. */
  registers: InRegister[];
  /** One name across every country. */
  across: CompareAcross | null;
}

/** A name asked for that the catalogue lacks, with the close spellings it has. */
interface Unknown {
  asked: string;
  suggestions: string[];
}

/** Rendered in the browser only (client:only): the names and the view come from the address. */
export default function ComparePage() {
  const [names, setNames] = useState<string[]>(() => namesFromSearch(location.search));
  const [view, setView] = useState<CompareView>(() => viewFromSearch(location.search));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState('');
  const [unknown, setUnknown] = useState<Unknown[]>([]);
  const follow = followed(names, view);
  const key = `${names.join(',')}|${view.dataset}|${follow ?? ''}`;

  useEffect(() => {
    const controller = new AbortController();
    const done = (partial: Partial<Loaded>) =>
      setLoaded({ key, failed: false, results: [], registers: [], across: null, ...partial });
    /** Unknown names give their place back: the page compares the others and says why. */
    const refuse = async (missing: string[]) => {
      const suggestions = await Promise.all(missing.map((n) => fetchSimilarSpellings(n, controller.signal)));
      setUnknown(missing.map((asked, i) => ({ asked, suggestions: suggestions[i] ?? [] })));
      const known = names.filter((n) => !missing.includes(n));
      setAddress(known, view);
      setNames(known);
    };
    const load = async () => {
      if (names.length === 0) return;
      if (follow !== null) {
        const across = await fetchComparedAcross(follow, controller.signal);
        if (!across.name) return refuse([follow]);
        return done({ across });
      }
      if (view.dataset === US_DATASET) {
        const results = await Promise.all(names.map((n) => fetchComparedName(n, controller.signal)));
        const missing = results.filter((r) => !r.name).map((r) => r.asked);
        return missing.length > 0 ? refuse(missing) : done({ results });
      }
      const compared = await fetchComparedIn(names, view.dataset, controller.signal);
      const missing = compared.names.filter((r) => !r.name).map((r) => r.asked);
      return missing.length > 0 ? refuse(missing) : done({ registers: compared.names });
    };
    load().catch((error: unknown) => {
      if (!isAbort(error)) setLoaded({ key, failed: true, results: [], registers: [], across: null });
    });
    return () => controller.abort();
    // key holds names, the dataset and the name followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const change = (next: string[], nextView: CompareView = view) => {
    setAddress(next, nextView);
    setNames(next);
    setView(nextView);
    setUnknown([]);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const added = draft
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (added.length === 0) return;
    change(namesFromSearch(`?names=${encodeURIComponent([...names, ...added].join(','))}`));
    setDraft('');
  };
  const current = loaded?.key === key ? loaded : null;
  const dataset = COMPARE_DATASETS.find((d) => d.id === view.dataset)!;

  const full = names.length >= COMPARE_MAX;
  return (
    <div className="compare">
      <form className="compare-form" onSubmit={add}>
        <label>
          <span>{full ? `Up to ${COMPARE_MAX} names: remove one to add another` : 'Add a name'}</span>
          <input
            type="text"
            value={draft}
            maxLength={100}
            disabled={full}
            onChange={(e) => setDraft(e.currentTarget.value)}
            placeholder="e.g. Olivia"
          />
        </label>
        <button type="submit" className="button" disabled={full || !draft.trim()}>
          Add
        </button>
      </form>
      <ViewChoice names={names} view={view} follow={follow} onChange={(next) => change(names, next)} />
      <div className="compare-notice" role="status">
        {unknown.map(({ asked, suggestions }) => (
          <p key={asked}>
            “{asked}” is not in the catalogue, so it is not compared.
            {suggestions.length > 0 ? (
              <>
                {' '}
                Did you mean{' '}
                {suggestions
                  .filter((suggestion) => !names.some((n) => n.toLowerCase() === suggestion.toLowerCase()))
                  .map((suggestion, i, shown) => (
                    <span key={suggestion}>
                      {i > 0 ? (i === shown.length - 1 ? ' or ' : ', ') : null}
                      <button
                        type="button"
                        className="link-button"
                        disabled={full}
                        onClick={() =>
                          change(namesFromSearch(`?names=${encodeURIComponent([...names, suggestion].join(','))}`))
                        }
                      >
                        {suggestion}
                      </button>
                    </span>
                  ))}
                ?
              </>
            ) : null}
          </p>
        ))}
      </div>
      {names.length === 0 && (
        <p>Add up to four names to see their births side by side, in the US or another country.</p>
      )}
      {current?.failed && <p role="alert">Failed to load the names. Please try again.</p>}
      {names.length > 0 && !current && (follow !== null ? <AcrossFrames /> : <ChartFrames names={names} />)}
      {current?.across && <Across across={current.across} />}
      {current && current.results.length > 0 && (
        <Compared results={current.results} onRemove={(i) => change(names.filter((_, j) => j !== i))} />
      )}
      {current && current.registers.length > 0 && (
        <ComparedInRegister
          dataset={dataset}
          results={current.registers}
          onRemove={(i) => change(names.filter((_, j) => j !== i))}
        />
      )}
    </div>
  );
}

/**
 * How the names are compared: side by side in one country (which one: a select of every
 * dataset), or one of them across every country (which one: a select of the names).
 */
function ViewChoice({
  names,
  view,
  follow,
  onChange,
  inert = false,
}: {
  names: readonly string[];
  view: CompareView;
  follow: string | null;
  onChange?: (view: CompareView) => void;
  inert?: boolean;
}) {
  const across = view.across !== null;
  const off = inert ? { disabled: true, tabIndex: -1 } : {};
  return (
    <div className="compare-view" aria-hidden={inert || undefined}>
      <fieldset>
        <legend>Compare</legend>
        <label>
          <input
            type="radio"
            name="compare-view"
            checked={!across}
            onChange={() => onChange?.({ dataset: view.dataset, across: null })}
            {...off}
          />{' '}
          Names in one country
        </label>
        <label>
          <input
            type="radio"
            name="compare-view"
            checked={across}
            disabled={inert || names.length === 0}
            tabIndex={inert ? -1 : undefined}
            onChange={() => onChange?.({ dataset: view.dataset, across: names[0] ?? '' })}
          />{' '}
          One name in every country
        </label>
      </fieldset>
      {across ? (
        <label className="compare-select">
          <span>Name</span>
          <select
            value={follow ?? ''}
            onChange={(e) => onChange?.({ dataset: view.dataset, across: e.currentTarget.value })}
            {...off}
          >
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="compare-select">
          <span>Births in</span>
          <select
            value={view.dataset}
            onChange={(e) => onChange?.({ dataset: e.currentTarget.value, across: null })}
            {...off}
          >
            <DatasetOptions />
          </select>
        </label>
      )}
    </div>
  );
}

/**
 * What the page shows before the island runs (its static fallback): the island's own first paint
 * for an address with names, the form and the charts' empty frames, so nothing moves when it runs.
 * Both views' frames are drawn; the page's first script shows the one its address asks for, and
 * holds a summary line for each name (compare.astro).
 */
export function CompareSkeleton() {
  return (
    <div className="compare compare-skeleton">
      <form className="compare-form" aria-hidden="true">
        <label>
          <span>Add a name</span>
          <input type="text" disabled tabIndex={-1} placeholder="e.g. Olivia" />
        </label>
        <button type="button" className="button" disabled tabIndex={-1}>
          Add
        </button>
      </form>
      <div className="compare-skeleton-names">
        <ViewChoice names={[]} view={{ dataset: US_DATASET, across: null }} follow={null} inert />
        <div className="compare-notice" />
        <ChartFrames />
      </div>
      <div className="compare-skeleton-across">
        <ViewChoice names={[]} view={{ dataset: US_DATASET, across: '' }} follow={null} inert />
        <div className="compare-notice" />
        <AcrossFrames />
      </div>
    </div>
  );
}

/**
 * The two charts' frames at their final size, empty, while the names load (and in the page's
 * static fallback): the charts then draw into the space already held.
 */
export function ChartFrames({ names = [] }: { names?: string[] }) {
  return (
    <div aria-busy="true">
      <figure className="popularity-chart">
        <svg className="chart-frame" viewBox={`0 0 ${CHART_WIDTH} ${BIRTHS_CHART_HEIGHT}`} aria-hidden="true" />
        <figcaption>Babies a year: loading…</figcaption>
      </figure>
      <figure className="popularity-chart">
        <svg className="chart-frame" viewBox={`0 0 ${CHART_WIDTH} ${RANK_CHART_HEIGHT}`} aria-hidden="true" />
        <figcaption>Rank a year (log scale): loading…</figcaption>
      </figure>
      {/* A line per name, where each name's summary will be. */}
      <ul className="compare-names popularity-summary">
        {names.map((name) => (
          <li key={name}>{name}: loading…</li>
        ))}
      </ul>
    </div>
  );
}

function Compared({ results, onRemove }: { results: ComparedName[]; onRemove: (index: number) => void }) {
  const lines: ChartLine[] = [];
  results.forEach((r, i) => {
    if (r.series)
      lines.push({ key: String(i), label: r.name!.name, firstYear: r.series.firstYear, values: r.series.births });
  });
  const ranks: ChartLine[] = lines.map((l) => ({ ...l, values: results[Number(l.key)]!.series!.ranks }));
  const described = results
    .map((r) => `${r.name?.name ?? r.asked}: ${r.series ? summaryLine(r.series) : NOT_IN_US_RECORDS}`)
    .join('; ');
  return (
    <SideBySide
      charts={
        lines.length > 0
          ? [
              {
                geometry: birthsChart(lines),
                caption: 'Babies a year',
                label: `Babies a year in the US. ${described}`,
              },
              { geometry: rankChart(ranks), caption: 'Rank a year (log scale)', label: `Rank a year. ${described}` },
            ]
          : null
      }
      results={results}
      summaryOf={(r) => (r.name ? (r.series ? summaryLine(r.series) : NOT_IN_US_RECORDS) : 'not in the catalogue')}
      onRemove={onRemove}
    />
  );
}

/** A chart of the names side by side: what it draws, its caption, and what it says to a screen reader. */
interface SideBySideChart {
  geometry: ChartGeometry;
  caption: string;
  label: string;
}

/**
 * The names side by side, in the US or in another register: births and rank a year (null: none of
 * them is listed there), then a line per name with its summary there and its Remove button.
 */
function SideBySide<T extends { asked: string; name: ComparedRecord | null }>({
  charts,
  results,
  summaryOf,
  onRemove,
}: {
  charts: [births: SideBySideChart, rank: SideBySideChart] | null;
  results: T[];
  summaryOf: (result: T) => string;
  onRemove: (index: number) => void;
}) {
  return (
    <>
      {charts && (
        <>
          <Chart {...charts[0]} testId="compare-births" />
          <Chart {...charts[1]} testId="compare-rank" />
        </>
      )}
      <ul className="compare-names popularity-summary" data-testid="compare-summary">
        {results.map((r, i) => (
          <li key={r.asked} className={`line-${i}`}>
            <span className="popularity-key">
              {r.name ? (
                <a href={`${ROUTES.names}/${r.name.id}`}>
                  {r.name.name} ({DATA_TO_GENDER[r.name.gender]})
                </a>
              ) : (
                r.asked
              )}
              :{' '}
            </span>
            {summaryOf(r)}{' '}
            <button
              type="button"
              className="compare-remove"
              onClick={() => onRemove(i)}
              aria-label={`Remove ${r.asked}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function Chart({
  geometry: g,
  caption,
  label,
  testId,
}: {
  geometry: ChartGeometry;
  caption: string;
  label: string;
  testId: string;
}) {
  return (
    <figure className="popularity-chart">
      <svg viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={label} data-testid={testId}>
        {g.yTicks.map((t) => (
          <g className="tick" key={t.label}>
            <line x1={g.plot.left} x2={g.plot.right} y1={t.at} y2={t.at} />
            <text x={g.plot.left - 6} y={t.at} textAnchor="end" dominantBaseline="middle">
              {t.label}
            </text>
          </g>
        ))}
        {g.xTicks.map((t) => (
          <text className="tick" key={t.label} x={t.at} y={g.height - 6} textAnchor="middle">
            {t.label}
          </text>
        ))}
        {g.lines.map((l) => (
          <path key={l.key} className={`line line-${l.key}`} d={l.d} />
        ))}
        {g.lines.flatMap((l) =>
          l.dots.map((dot) => (
            <circle key={`${l.key}-${dot.x}`} className={`dot line-${l.key}`} cx={dot.x} cy={dot.y} r={2.5} />
          )),
        )}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

const babiesOf = (sex: 'M' | 'F') => (sex === 'F' ? 'girls' : 'boys');

/** The years a register's chart spans: from its first listed year (20 years at least) to its last. */
function spanOf(lines: readonly CompareLine[], lastYear: number): YearSpan {
  const first = Math.min(lastYear - 20, ...lines.map((l) => l.firstYear));
  return { first, last: lastYear };
}

/** "#1 in 2020: 3,640 girls, about 1 in 86", or when it was last listed there. */
function registerSummary(line: CompareLine, lastYear: number): string {
  const at = lastYear - line.firstYear;
  const births = line.births[at] ?? 0;
  if (births === 0) {
    const last = line.births.length - 1;
    return `not listed in ${lastYear}; last in ${line.firstYear + last} (${formatCount(line.births[last] ?? 0)} ${babiesOf(line.sex)})`;
  }
  const share = line.shares[at];
  return (
    `#${formatCount(line.ranks[at] ?? 0)} in ${lastYear}: ${formatCount(births)} ${babiesOf(line.sex)}` +
    (share ? `, ${oneIn(share)}` : '')
  );
}

/** The names side by side in a register beyond the US: births and rank a year there. */
function ComparedInRegister({
  dataset,
  results,
  onRemove,
}: {
  dataset: (typeof COMPARE_DATASETS)[number];
  results: InRegister[];
  onRemove: (index: number) => void;
}) {
  const listed = results.flatMap((r, i) => (r.line ? [{ i, r, line: r.line }] : []));
  const span = spanOf(
    listed.map((l) => l.line),
    dataset.lastYear,
  );
  const births: ChartLine[] = listed.map(({ i, r, line }) => ({
    key: String(i),
    label: r.name!.name,
    firstYear: line.firstYear,
    values: line.births,
  }));
  const ranks: ChartLine[] = listed.map(({ i, line }) => ({
    ...births.find((b) => b.key === String(i))!,
    values: line.ranks,
  }));
  const summaryOf = (r: InRegister) =>
    r.line ? registerSummary(r.line, dataset.lastYear) : `not listed ${dataset.where}`;
  const described = results.map((r) => `${r.name?.name ?? r.asked}: ${summaryOf(r)}`).join('; ');
  return (
    <>
      <SideBySide
        charts={
          listed.length > 0
            ? [
                {
                  geometry: birthsChart(births, BIRTHS_CHART_HEIGHT, span),
                  caption: `Babies a year ${dataset.where}`,
                  label: `Babies a year ${dataset.where}. ${described}`,
                },
                {
                  geometry: rankChart(ranks, RANK_CHART_HEIGHT, span),
                  caption: `Rank a year ${dataset.where} (log scale)`,
                  label: `Rank a year ${dataset.where}. ${described}`,
                },
              ]
            : null
        }
        results={results}
        summaryOf={summaryOf}
        onRemove={onRemove}
      />
      <p className="popularity-source">{registerAttribution(dataset.id)}</p>
    </>
  );
}

/** The across view's legend: every dataset a row, in COMPARE_DATASETS order (its colour's index). */
function legendRows(across: CompareAcross | null) {
  return COMPARE_DATASETS.map((d, i) => {
    const line = across?.lines.find((l) => l.dataset === d.id) ?? null;
    let figure = across ? 'not listed' : 'loading…';
    if (line) {
      // The last year the dataset lists the name, and its share then.
      let at = line.births.length - 1;
      while (at > 0 && !line.shares[at]) at -= 1;
      const share = line.shares[at];
      figure = share
        ? `${percent(share)} of ${babiesOf(line.sex)} in ${line.firstYear + at} (${oneIn(share)})`
        : 'share not known';
    }
    return { id: d.id, label: d.label, index: i, figure, listed: line !== null };
  });
}

/** One name's share of births a year in every country that lists it: a line per dataset. */
function Across({ across }: { across: CompareAcross }) {
  const name = across.name!;
  const lines: ChartLine[] = across.lines.map((l) => ({
    key: `d${COMPARE_DATASETS.findIndex((d) => d.id === l.dataset)}`,
    label: COMPARE_DATASETS.find((d) => d.id === l.dataset)!.label,
    firstYear: l.firstYear,
    values: l.shares.map((s) => s ?? 0),
  }));
  const first = Math.min(...across.lines.map((l) => l.firstYear), 2000);
  const last = Math.max(...across.lines.map((l) => COMPARE_DATASETS.find((d) => d.id === l.dataset)!.lastYear));
  const rows = legendRows(across);
  const babies = across.lines[0] ? babiesOf(across.lines[0].sex) : 'babies';
  const described = rows
    .filter((r) => r.listed)
    .map((r) => `${r.label}: ${r.figure}`)
    .join('; ');
  const sources = across.lines.flatMap((l) => {
    const text = registerAttribution(l.dataset);
    return text ? [text] : [];
  });
  return (
    <>
      <Chart
        geometry={shareChart(lines, BIRTHS_CHART_HEIGHT, { first, last })}
        caption={`Share of ${babies} named ${name.name}, a year, by country`}
        label={`Share of ${babies} born each year who were named ${name.name}, by country. ${described || 'No country lists it.'}`}
        testId="compare-across"
      />
      <ul className="compare-legend" data-testid="compare-legend">
        {rows.map((r) => (
          <li key={r.id} className={`line-d${r.index}${r.listed ? '' : ' unlisted'}`}>
            <span className="compare-legend-label">{r.label}</span> <span>{r.figure}</span>
          </li>
        ))}
      </ul>
      <p className="compare-names">
        <a href={`${ROUTES.names}/${name.id}`}>
          {name.name} ({DATA_TO_GENDER[name.gender]})
        </a>
        : its page has each country’s figures.
      </p>
      {sources.length > 0 && <p className="popularity-source">{[...new Set(sources)].join(' ')}</p>}
    </>
  );
}

/** The across view's frame and its legend's rows, while the name loads (and in the fallback). */
export function AcrossFrames() {
  return (
    <div aria-busy="true">
      <figure className="popularity-chart">
        <svg className="chart-frame" viewBox={`0 0 ${CHART_WIDTH} ${BIRTHS_CHART_HEIGHT}`} aria-hidden="true" />
        <figcaption>Share of births a year, by country: loading…</figcaption>
      </figure>
      <ul className="compare-legend">
        {legendRows(null).map((r) => (
          <li key={r.id} className={`line-d${r.index}`}>
            <span className="compare-legend-label">{r.label}</span> <span>{r.figure}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
