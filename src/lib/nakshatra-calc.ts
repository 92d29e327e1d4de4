/**
 * The birth star of a moment, computed in the browser: nothing about a birth leaves the page.
 *
 * The Moon's geocentric ecliptic longitude of date comes from astronomy-engine (MIT); the sidereal
 * longitude is that minus the Lahiri (Chitrapaksha) ayanamsa, as Indian panchangs compute it:
 *
 *   mean ayanamsa(t) = 23°15'00.658" − 16.77" + (pA(t) − pA(t₀))
 *
 * where 23°15'00.658" is the true ayanamsa the Indian Ephemeris defines at t₀ = 21 March 1956,
 * 0h TT (the mean value is 16.77" less, that day's nutation in longitude, as the Swiss Ephemeris
 * takes it), and pA is the general precession in longitude of the IAU 2006 model (Capitaine et al.
 * 2003): pA = 5028.796195"T + 1.1054348"T² + 0.00007964"T³, T in Julian centuries from J2000.
 * The Moon's longitude from astronomy-engine is referred to the true equinox of date, so the
 * nutation in longitude of the moment is added to the mean ayanamsa before subtracting it.
 *
 * The place matters only for its clock: panchangs give the nakshatra of the Moon as seen from the
 * Earth's centre, the same moment everywhere.
 */
import { EclipticGeoMoon, MakeTime, e_tilt } from 'astronomy-engine';
import { PADAS, PADA_SPAN, type Pada } from '../shared/nakshatra.ts';

const MS_PER_DAY = 86_400_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
/** 21 March 1956, 0h, as days from J2000 (the ayanamsa's epoch; TT and UT differ by 31 s then). */
const EPOCH_DAYS = (Date.UTC(1956, 2, 21) - J2000_MS) / MS_PER_DAY;
const AYANAMSA_AT_EPOCH_TRUE = 23 + 15 / 60 + 0.658 / 3600;
const NUTATION_AT_EPOCH = 16.769 / 3600;

/** General precession in longitude since J2000, in degrees, T in Julian centuries (TT). */
function precession(T: number): number {
  return (5028.796195 * T + 1.1054348 * T * T + 0.00007964 * T * T * T) / 3600;
}

/** The mean Lahiri ayanamsa, in degrees, `tt` days (TT) from J2000. */
export function lahiriMeanAyanamsa(tt: number): number {
  return AYANAMSA_AT_EPOCH_TRUE - NUTATION_AT_EPOCH + precession(tt / 36525) - precession(EPOCH_DAYS / 36525);
}

export interface MoonPosition {
  /** Sidereal longitude, degrees in [0, 360). */
  longitude: number;
  /** The true Lahiri ayanamsa used, degrees. */
  ayanamsa: number;
}

const normalise = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** The true Lahiri ayanamsa (nutation included) at a moment, in degrees. */
export function lahiriAyanamsa(date: Date): number {
  const time = MakeTime(date);
  return lahiriMeanAyanamsa(time.tt) + e_tilt(time).dpsi / 3600;
}

export function moonSidereal(date: Date): MoonPosition {
  const time = MakeTime(date);
  const ayanamsa = lahiriMeanAyanamsa(time.tt) + e_tilt(time).dpsi / 3600;
  return { longitude: normalise(EclipticGeoMoon(time).lon - ayanamsa), ayanamsa };
}

export const padaOfLongitude = (longitude: number): Pada =>
  PADAS[Math.min(107, Math.floor(normalise(longitude) / PADA_SPAN))]!;

/** The moment the Moon's sidereal longitude reaches `target`, searched near `guess`. */
function crossing(target: number, guess: Date): Date {
  let t = guess.getTime();
  for (let i = 0; i < 8; i++) {
    const here = moonSidereal(new Date(t)).longitude;
    const ahead = moonSidereal(new Date(t + 3_600_000)).longitude;
    const speed = normalise(ahead - here) / 3_600_000; // degrees per ms
    let gap = normalise(target - here);
    if (gap > 180) gap -= 360;
    const step = gap / speed;
    t += step;
    if (Math.abs(step) < 500) break;
  }
  return new Date(t);
}

export interface BirthStar {
  pada: Pada;
  longitude: number;
  ayanamsa: number;
  /** When the Moon entered this pada, and when it leaves it. */
  padaStart: Date;
  padaEnd: Date;
  /** Minutes to the nearer edge of the pada (0 at a boundary). */
  minutesToBoundary: number;
}

/** A birth within this many minutes of a pada boundary is flagged: the birth time decides it. */
export const NEAR_BOUNDARY_MINUTES = 15;

export function birthStar(date: Date): BirthStar {
  const { longitude, ayanamsa } = moonSidereal(date);
  const pada = padaOfLongitude(longitude);
  // The Moon crosses a pada in five to seven hours; start the search at the mean speed.
  const meanSpeed = 13.2 / MS_PER_DAY;
  const start = pada.index * PADA_SPAN;
  const end = (pada.index + 1) * PADA_SPAN;
  const padaStart = crossing(start, new Date(date.getTime() - normalise(longitude - start) / meanSpeed));
  const padaEnd = crossing(end % 360, new Date(date.getTime() + normalise(end - longitude) / meanSpeed));
  const minutesToBoundary = Math.min(date.getTime() - padaStart.getTime(), padaEnd.getTime() - date.getTime()) / 60_000;
  return { pada, longitude, ayanamsa, padaStart, padaEnd, minutesToBoundary: Math.max(0, minutesToBoundary) };
}

// --- Local time to UTC ---------------------------------------------------------------------------

/** A zone's offset from UTC at a moment, in minutes (east positive), by the zone's own rules. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ResolvedTime {
  utc: Date;
  offsetMinutes: number;
  /** The clock was set back that night: this wall time happened twice (the first is used). */
  ambiguous: boolean;
  /** The clock jumped forward over this wall time: it never happened there (read with the old offset). */
  skipped: boolean;
}

const wallMs = (t: LocalTime): number => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** A wall-clock time in a fixed UTC offset. */
export function fromOffset(t: LocalTime, offsetMinutes: number): ResolvedTime {
  return { utc: new Date(wallMs(t) - offsetMinutes * 60_000), offsetMinutes, ambiguous: false, skipped: false };
}

/** A wall-clock time in an IANA zone, with that zone's rules for the date (summer time, history). */
export function fromZone(t: LocalTime, timeZone: string): ResolvedTime {
  const wall = wallMs(t);
  // The offsets in force a day either side bound every offset the wall time could have.
  const before = zoneOffsetMinutes(timeZone, new Date(wall - MS_PER_DAY));
  const after = zoneOffsetMinutes(timeZone, new Date(wall + MS_PER_DAY));
  const fits = [...new Set([before, after])].filter(
    (offset) => zoneOffsetMinutes(timeZone, new Date(wall - offset * 60_000)) === offset,
  );
  if (fits.length === 0) {
    return { utc: new Date(wall - before * 60_000), offsetMinutes: before, ambiguous: false, skipped: true };
  }
  // Two fits: the earlier moment (the larger offset) is the first time the clock showed it.
  const offset = Math.max(...fits);
  return { utc: new Date(wall - offset * 60_000), offsetMinutes: offset, ambiguous: fits.length > 1, skipped: false };
}

/** "UTC+05:30" */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Parses "+05:30", "-4", "5.5", "UTC+5:45" into minutes; null when it is not an offset. */
export function parseOffset(text: string): number | null {
  const m = /^\s*(?:UTC|GMT)?\s*([+\-−])?\s*(\d{1,2})(?:[:.h](\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  const sign = m[1] === '-' || m[1] === '−' ? -1 : 1;
  const hours = Number(m[2]);
  let minutes = m[3] ? Number(m[3]) : 0;
  // "5.5" is five and a half hours.
  if (m[3] && text.includes('.') && m[3].length === 1) minutes = Number(m[3]) * 6;
  if (hours > 14 || minutes >= 60) return null;
  return sign * (hours * 60 + minutes);
}
