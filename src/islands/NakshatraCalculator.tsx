/**
 * "Find my baby's syllables": birth date, time and place → the Moon's nakshatra, pada, rashi and
 * syllable, computed here in the browser. The fields have no names and the form no action, so
 * nothing typed can reach a server even by a stray submit; nothing is stored.
 */
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../lib/hooks/useHydrated.ts';
import {
  birthStar,
  fromOffset,
  fromZone,
  NEAR_BOUNDARY_MINUTES,
  offsetLabel,
  parseOffset,
  type BirthStar,
  type ResolvedTime,
} from '../lib/nakshatra-calc.ts';
import { BIRTH_PLACES, placesByCountry } from '../lib/birth-places.ts';
import { nakshatraOf, PADAS, padaLabel, padaPath, SYLLABLE_SOURCES, type Pada } from '../shared/nakshatra.ts';

const OTHER_PLACE = 'other';

interface Result {
  star: BirthStar;
  time: ResolvedTime;
  /** The clock the times are shown in: a zone, or a fixed offset. */
  zone: string | null;
  placeLabel: string;
}

const degrees = (value: number): string => {
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
};

function clockOf(result: Result, date: Date): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  if (result.zone) return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: result.zone }).format(date);
  // A fixed offset: show the wall time at that offset.
  const shifted = new Date(date.getTime() + result.time.offsetMinutes * 60_000);
  return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(shifted)} (${offsetLabel(result.time.offsetMinutes)})`;
}

function Syllable({ pada }: { pada: Pada }) {
  return (
    <>
      <span lang="hi" className="star-syllable">
        {pada.syllable}
      </span>{' '}
      ({pada.latin})
    </>
  );
}

export default function NakshatraCalculator() {
  const id = useId();
  const hydrated = useHydrated();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState('Delhi');
  const [offset, setOffset] = useState('');
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const t = /^(\d{2}):(\d{2})/.exec(time);
    if (!d) return setError('Enter the date of birth.');
    if (!t) return setError('Enter the time of birth, to the minute if you can.');
    const local = { year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +t[1]!, minute: +t[2]! };
    if (local.year < 1800 || local.year > 2200) return setError('Enter a date between 1800 and 2200.');
    let resolved: ResolvedTime;
    let zone: string | null = null;
    let placeLabel: string;
    if (place === OTHER_PLACE) {
      const minutes = parseOffset(offset);
      if (minutes === null) return setError('Enter the UTC offset of the clock at birth, such as +05:30 or -4.');
      const la = lat.trim() ? Number(lat) : null;
      const lo = lon.trim() ? Number(lon) : null;
      if (la !== null && !(Math.abs(la) <= 90)) return setError('Latitude is a number from -90 to 90.');
      if (lo !== null && !(Math.abs(lo) <= 180)) return setError('Longitude is a number from -180 to 180.');
      resolved = fromOffset(local, minutes);
      placeLabel =
        la !== null && lo !== null
          ? `${Math.abs(la).toFixed(2)}°${la >= 0 ? 'N' : 'S'} ${Math.abs(lo).toFixed(2)}°${lo >= 0 ? 'E' : 'W'}, ${offsetLabel(minutes)}`
          : offsetLabel(minutes);
    } else {
      const found = BIRTH_PLACES.find((p) => p.name === place);
      if (!found) return setError('Choose a place from the list.');
      zone = found.zone;
      resolved = fromZone(local, found.zone);
      placeLabel = `${found.name}, ${found.country} (${offsetLabel(resolved.offsetMinutes)} that day)`;
    }
    setError('');
    setResult({ star: birthStar(resolved.utc), time: resolved, zone, placeLabel });
  };

  const star = result?.star;
  const near = star && star.minutesToBoundary < NEAR_BOUNDARY_MINUTES;
  const previous = star ? PADAS[(star.pada.index + 107) % 108]! : null;
  const next = star ? PADAS[(star.pada.index + 1) % 108]! : null;
  const born = result?.time.utc.getTime() ?? 0;
  const nearerIsStart = star ? born - star.padaStart.getTime() < star.padaEnd.getTime() - born : false;
  const neighbour = nearerIsStart ? previous : next;

  return (
    <section className="star-calculator card" aria-labelledby={`${id}-title`} data-hydrated={hydrated}>
      <h2 id={`${id}-title`}>Find my baby’s syllables</h2>
      <p>
        The birth star is the nakshatra the Moon was in at the moment of birth. Give the date, time and place of birth:
        the Moon’s position is computed <strong>in this browser</strong>. Nothing you type here is sent anywhere or
        stored.
      </p>
      {!hydrated && (
        <p className="star-needs-js" data-testid="calculator-needs-js">
          The calculator runs in your browser and needs JavaScript. Without it, look up the nakshatra and pada of the
          birth in a panchang and choose its syllable in the table below.
        </p>
      )}
      <form className="star-form" onSubmit={onSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-date`}>Date of birth</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-time`}>Time of birth (local clock)</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-place`}>Place of birth</label>
          <select id={`${id}-place`} value={place} onChange={(e) => setPlace(e.target.value)}>
            {placesByCountry().map(([country, places]) => (
              <optgroup key={country} label={country}>
                {places.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={OTHER_PLACE}>Another place: type its UTC offset</option>
          </select>
        </div>
        {place === OTHER_PLACE && (
          <fieldset className="star-other-place">
            <legend>Another place</legend>
            <div className="form-field">
              <label htmlFor={`${id}-offset`}>UTC offset of the clock at birth</label>
              <input
                id={`${id}-offset`}
                inputMode="text"
                placeholder="+05:30"
                value={offset}
                onChange={(e) => setOffset(e.target.value)}
                aria-describedby={`${id}-offset-hint`}
              />
              <p id={`${id}-offset-hint`} className="form-hint">
                Summer time included: New York in July is -4, in January -5.
              </p>
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-lat`}>Latitude (optional)</label>
              <input
                id={`${id}-lat`}
                inputMode="decimal"
                placeholder="28.61"
                value={lat}
                onChange={(e) => setLat(e.target.value)}
              />
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-lon`}>Longitude (optional, east positive)</label>
              <input
                id={`${id}-lon`}
                inputMode="decimal"
                placeholder="77.21"
                value={lon}
                onChange={(e) => setLon(e.target.value)}
              />
            </div>
            <p className="form-hint">
              The birth star does not depend on latitude and longitude: panchangs use the Moon as seen from the centre
              of the Earth. Only the clock matters.
            </p>
          </fieldset>
        )}
        <div>
          <button type="submit" className="button" disabled={!hydrated}>
            Find the syllables
          </button>
        </div>
      </form>
      <div className="star-result" aria-live="polite">
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {result && star && (
          <div data-testid="star-result">
            <p className="star-headline">
              Moon in <strong>{nakshatraOf(star.pada).name}</strong>, pada {star.pada.pada}: names beginning with{' '}
              <Syllable pada={star.pada} />
            </p>
            <dl className="star-facts">
              <div>
                <dt>Nakshatra</dt>
                <dd>
                  {padaLabel(star.pada)} (<span lang="hi">{nakshatraOf(star.pada).devanagari}</span>)
                </dd>
              </div>
              <div>
                <dt>Rashi (Moon sign)</dt>
                <dd>
                  {star.pada.rashi.name} (<span lang="hi">{star.pada.rashi.devanagari}</span>),{' '}
                  {star.pada.rashi.western}
                </dd>
              </div>
              <div>
                <dt>Syllable</dt>
                <dd>
                  <Syllable pada={star.pada} />
                  {star.pada.others.length > 0 && (
                    <>
                      {'; other tables: '}
                      {star.pada.others.map((o, i) => (
                        <span key={o.syllable}>
                          {i > 0 ? ', ' : ''}
                          <span lang="hi">{o.syllable}</span> ({o.latin},{' '}
                          {o.sources.map((s) => SYLLABLE_SOURCES[s].short).join('; ')})
                        </span>
                      ))}
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>Moon’s sidereal longitude</dt>
                <dd>
                  {degrees(star.longitude)} (Lahiri ayanamsa {degrees(star.ayanamsa)})
                </dd>
              </div>
              <div>
                <dt>Birth</dt>
                <dd>
                  {clockOf(result, result.time.utc)}, {result.placeLabel}
                </dd>
              </div>
              <div>
                <dt>This pada</dt>
                <dd>
                  from {clockOf(result, star.padaStart)} to {clockOf(result, star.padaEnd)}
                </dd>
              </div>
            </dl>
            {result.time.skipped && (
              <p className="star-warning" role="note">
                The clocks went forward that night: this time did not exist there. It was read with the offset before
                the change; check the time on the birth record.
              </p>
            )}
            {result.time.ambiguous && (
              <p className="star-warning" role="note">
                The clocks went back that night: this time happened twice. The first was used; if the birth was in the
                second hour, the Moon was half a degree further on.
              </p>
            )}
            {near && neighbour && (
              <p className="star-warning" role="note" data-testid="near-boundary">
                This birth is {Math.max(1, Math.round(star.minutesToBoundary))} minute
                {Math.round(star.minutesToBoundary) === 1 ? '' : 's'} from the edge of the pada. If the recorded time is
                a few minutes {nearerIsStart ? 'late' : 'early'}, the Moon was in {padaLabel(neighbour)}, syllable{' '}
                <Syllable pada={neighbour} />. Ask your family’s astrologer, or consider both.
              </p>
            )}
            <p>
              <a className="button" href={padaPath(star.pada)}>
                <span>
                  Names beginning with <Syllable pada={star.pada} />
                </span>
              </a>
            </p>
            <p className="status">
              The result depends on the time you give: the Moon crosses a pada in about six hours, so a time off by
              minutes can change it near an edge. Panchangs differ by a minute or so; this one uses the Lahiri ayanamsa.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
