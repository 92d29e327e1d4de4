/**
 * /compare?names=a,b,c,d: up to four names' US births a year on one chart, and their ranks, drawn
 * with the same geometry as the detail page's build-time chart. A name the catalogue lacks takes no
 * place: the page says so, offers close catalogue spellings ("did you mean"), and leaves the input
 * free. The charts' frames are drawn at their final size from the first paint (the page's fallback
 * draws the same), so nothing moves when the data arrives.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { fetchComparedName, fetchSimilarSpellings, type ComparedName } from '../lib/popularity-client.ts';
import { isAbort } from '../lib/catalogue-client.ts';
import {
  BIRTHS_CHART_HEIGHT,
  CHART_WIDTH,
  RANK_CHART_HEIGHT,
  birthsChart,
  rankChart,
  type ChartGeometry,
  type ChartLine,
} from '../shared/popularity-chart.ts';
import { COMPARE_MAX, COMPARE_PATH, NOT_IN_US_RECORDS, summaryLine } from '../shared/popularity.ts';
import { DATA_TO_GENDER, ROUTES } from '../shared/constants.ts';
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

function setAddress(names: string[]): void {
  const query = names.length > 0 ? `?names=${names.map(encodeURIComponent).join(',')}` : '';
  history.replaceState(history.state, '', `${COMPARE_PATH}${query}`);
}

interface Loaded {
  /** The names these results are for, joined. */
  key: string;
  failed: boolean;
  results: ComparedName[];
}

/** A name asked for that the catalogue lacks, with the close spellings it has. */
interface Unknown {
  asked: string;
  suggestions: string[];
}

/** Rendered in the browser only (client:only): the names come from the address. */
export default function ComparePage() {
  const [names, setNames] = useState<string[]>(() => namesFromSearch(location.search));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState('');
  const [unknown, setUnknown] = useState<Unknown[]>([]);
  const key = names.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const key = names.join(',');
    Promise.all(names.map((n) => fetchComparedName(n, controller.signal)))
      .then(async (results) => {
        const missing = results.filter((r) => !r.name).map((r) => r.asked);
        if (missing.length === 0) {
          setLoaded({ key, failed: false, results });
          return;
        }
        // Unknown names give their place back: the page compares the others and says why.
        const suggestions = await Promise.all(missing.map((n) => fetchSimilarSpellings(n, controller.signal)));
        setUnknown(missing.map((asked, i) => ({ asked, suggestions: suggestions[i] ?? [] })));
        const known = names.filter((n) => !missing.includes(n));
        setAddress(known);
        setNames(known);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoaded({ key, failed: true, results: [] });
      });
    return () => controller.abort();
  }, [names]);

  const change = (next: string[]) => {
    setAddress(next);
    setNames(next);
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
      {names.length === 0 && <p>Add up to four names to see their US births side by side.</p>}
      {current?.failed && <p role="alert">Failed to load the names. Please try again.</p>}
      {names.length > 0 && !current && <ChartFrames names={names} />}
      {current && current.results.length > 0 && (
        <Compared results={current.results} onRemove={(i) => change(names.filter((_, j) => j !== i))} />
      )}
    </div>
  );
}

/**
 * What the page shows before the island runs (its static fallback): the island's own first paint
 * for an address with names, the form and the charts' empty frames, so nothing moves when it runs.
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
      <div className="compare-notice" />
      <ChartFrames />
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
    <>
      {lines.length > 0 && (
        <>
          <Chart
            geometry={birthsChart(lines)}
            caption="Babies a year"
            label={`Babies a year in the US. ${described}`}
            testId="compare-births"
          />
          <Chart
            geometry={rankChart(ranks)}
            caption="Rank a year (log scale)"
            label={`Rank a year. ${described}`}
            testId="compare-rank"
          />
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
            {r.name ? (r.series ? summaryLine(r.series) : NOT_IN_US_RECORDS) : 'not in the catalogue'}{' '}
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
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
