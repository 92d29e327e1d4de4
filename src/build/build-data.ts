/**
 * The catalogue as the build sees it, read once through the HTTP API (BUILD_API_URL) when this
 * module is first imported; every page imports the values it needs from here.
 */
import { listOf, normaliseReligion, normaliseGodName, normaliseNickname, normaliseName } from '../lib/normalise.ts';
import type { Religion, GodName, Nickname, BabyName } from '../shared/types.ts';
import { DATA_TO_GENDER, NAME_ITEMS_MAX, NAMES_PAGE_SIZE, type Letter, type UiGender } from '../shared/constants.ts';
import { parseLetter } from '../lib/url-state.ts';
import type { PopularLists, PopularitySeries } from '../shared/popularity.ts';
import type { RegisterLists } from '../shared/popularity-countries.ts';
import { extrasOf, nameLinksOf, type NameExtras, type NameLink } from '../shared/name-details.ts';
import { apiReader, namesOfLetter, namesOfQuery, namesOfReligion, needOf, planFromEnv } from './build-only.ts';
import { buildApiUrl } from './api-url.ts';

const apiUrl = await buildApiUrl();

/**
 * An incremental build (BUILD_PAGES, planned by incremental-plan.ts after admin edits) writes
 * only the pages of its plan; null for a whole build. The paged lists and items' pages ask
 * pageBuilt() in their getStaticPaths, and this module then reads only the lists and items
 * those pages show, not the whole catalogue.
 */
const plan = planFromEnv(process.env['BUILD_PAGES']);
const planned = new Set(plan?.pages ?? []);

/** Whether this build writes the page at `path` (`/names/12`, `/names/boy/a/2`): always, in a whole build. */
export function pageBuilt(path: string): boolean {
  return plan === null || planned.has(path);
}

/**
 * Whether this build writes a page per name, nickname and god name. A first start builds
 * without them (BUILD_ITEM_PAGES=false) to serve the site within seconds, each such address
 * answered by its item's shell meanwhile, then builds them all and swaps the full site in
 * (src/server/server.ts).
 */
export const itemPagesBuilt = process.env['BUILD_ITEM_PAGES'] !== 'false';

const getJson = apiReader(apiUrl);

/**
 * A first start begins its quick build while its server is still opening the database
 * (src/server/server.ts): the bundling runs meanwhile on the other core, and the pages wait here,
 * up to BUILD_API_WAIT_SECONDS, for the API to answer. Unset or 0: no wait, a missing API fails
 * the build at once.
 */
async function apiAnswering(): Promise<void> {
  const deadline = Date.now() + Number(process.env['BUILD_API_WAIT_SECONDS'] ?? 0) * 1000;
  if (!apiUrl || Date.now() >= deadline) return;
  for (;;) {
    try {
      if ((await fetch(new URL('/api/health', apiUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
await apiAnswering();

// The small lists at once, side by side: each is one request for the whole build.
const [religionsBody, godNamesBody, nicknamesBody] = await Promise.all([
  getJson('/api/religions'),
  getJson('/api/god-names'),
  getJson('/api/nicknames'),
]);

export const religions: Religion[] = listOf(religionsBody['data'], normaliseReligion);
export const activeReligions: Religion[] = religions.filter((r) => r.isActive);

// --- God names and nicknames ---------------------------------------------

export const godNames: GodName[] = listOf(godNamesBody['data'], normaliseGodName);
export const nicknames: Nickname[] = listOf(nicknamesBody['data'], normaliseNickname);

/** God names by the id of their religion, in the API's order. */
export const godNamesByReligion: Map<string, GodName[]> = new Map();
for (const godName of godNames) {
  const key = godName.religionId?.id ?? '';
  godNamesByReligion.set(key, [...(godNamesByReligion.get(key) ?? []), godName]);
}

// --- Names -------------------------------------------------------------------

/** The whole catalogue, in the API's largest pages: as few calls as possible. */
const allNames = (): Promise<BabyName[]> => namesOfQuery(getJson, new URLSearchParams({ gender: '' }));

/** What the planned pages show: their letter and religion lists, whole, and their names. */
const need = plan && needOf(plan.pages);
const letterLists = need
  ? await Promise.all(
      need.letters.map(async (l) => ({ ...l, names: await namesOfLetter(getJson, l.gender, l.letter) })),
    )
  : [];
const religionLists = need
  ? await Promise.all(need.religions.map(async (id) => ({ id, names: await namesOfReligion(getJson, id) })))
  : [];

/** The names of an incremental build's pages: from its lists, or asked for by id when on none of them. */
async function plannedNames(): Promise<BabyName[]> {
  const byId = new Map<string, BabyName>();
  for (const list of [...letterLists, ...religionLists]) for (const n of list.names) byId.set(n.id, n);
  const missing = (need?.names ?? []).filter((id) => !byId.has(id));
  for (let at = 0; at < missing.length; at += NAME_ITEMS_MAX) {
    const ids = missing
      .slice(at, at + NAME_ITEMS_MAX)
      .map(encodeURIComponent)
      .join(',');
    for (const n of listOf((await getJson(`/api/names/items?ids=${ids}`))['data'], normaliseName)) byId.set(n.id, n);
  }
  return (need?.names ?? []).flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every name, in the API's order (by name, case-insensitive); in an incremental build, only the
 * names whose own page it writes.
 */
export const names: BabyName[] = plan ? await plannedNames() : await allNames();
export const nameById: Map<string, BabyName> = new Map(names.map((n) => [n.id, n]));

/** A page of a list as an island receives it from its static page. */
export interface BuiltPage {
  names: BabyName[];
  totalPages: number;
  totalNames: number;
}

/** Page `page` (from 1) of a list, 15 to a page like the live list. */
export function pageOf(list: BabyName[], page: number): BuiltPage {
  const start = (page - 1) * NAMES_PAGE_SIZE;
  return {
    names: list.slice(start, start + NAMES_PAGE_SIZE),
    totalPages: Math.ceil(list.length / NAMES_PAGE_SIZE),
    totalNames: list.length,
  };
}

/** Names by interface gender and first letter: the static letter pages. */
export const namesByGenderLetter: Map<`${UiGender}-${Letter}`, BabyName[]> = new Map(
  letterLists.map((l) => [`${l.gender}-${l.letter}`, l.names] as const),
);
// A whole build groups the whole catalogue; an incremental one has its letters' lists already.
for (const name of plan ? [] : names) {
  const letter = parseLetter(name.name.charAt(0));
  if (!letter) continue;
  const key = `${DATA_TO_GENDER[name.gender]}-${letter}` as const;
  const group = namesByGenderLetter.get(key);
  if (group) group.push(name);
  else namesByGenderLetter.set(key, [name]);
}

export function namesOf(gender: UiGender, letter: Letter): BabyName[] {
  return namesByGenderLetter.get(`${gender}-${letter}`) ?? [];
}

/** Names by the id of their religion (active or not), in the API's order. */
export const namesByReligion: Map<string, BabyName[]> = new Map(religionLists.map((r) => [r.id, r.names] as const));
for (const name of plan ? [] : names) {
  if (!name.religionId) continue;
  const group = namesByReligion.get(name.religionId.id);
  if (group) group.push(name);
  else namesByReligion.set(name.religionId.id, [name]);
}

// --- US popularity --------------------------------------------------------------------

/** A name's years of US data, as its item route sends them (empty: not in US records). */
export async function popularitySeriesOf(id: string): Promise<PopularitySeries[]> {
  const data = await nameItemOf(id);
  const series = data?.['popularitySeries'];
  return Array.isArray(series) ? (series as PopularitySeries[]) : [];
}

/** A name's births beyond the US and where it is most at home, as its item route sends them. */
export async function countriesOf(id: string): Promise<NonNullable<BabyName['countries']>> {
  const data = (await nameItemOf(id))?.['countries'] as BabyName['countries'] | undefined;
  return data ?? { registers: [], mostAtHome: null, soundAlike: [] };
}

/** A birth register's most popular catalogue names beyond the US, boys and girls. */
export async function registerListsOf(id: string): Promise<RegisterLists | null> {
  const data = (await getJson(`/api/names/popular/${encodeURIComponent(id)}`))['data'];
  return data && typeof data === 'object' ? (data as RegisterLists) : null;
}

/** The home page's "Most popular" and "Rising fastest" lists. */
let popularListsOnce: Promise<PopularLists | null> | undefined;
export function popularLists(): Promise<PopularLists | null> {
  // Asked for by every page that shows them: one request for the build.
  popularListsOnce ??= getJson('/api/names/popular').then(({ data }) =>
    data && typeof data === 'object' ? (data as PopularLists) : null,
  );
  return popularListsOnce;
}

// --- Name details -------------------------------------------------------------------

type Item = Record<string, unknown> | undefined;

/**
 * Items a page asks for one at a time (a name's chart, countries and details; a nickname's
 * names), loaded a batch at a time in the order the pages are built, the next batch while this
 * one's pages render: the API works out the next items while this process renders the pages
 * before them, and a batch costs the API a handful of queries where one request per name cost
 * it eight each. Each item is fetched once for all its page's uses, and a batch is forgotten
 * once the pages are two batches past it, so the build's memory does not grow with the
 * catalogue (at 100k names, keeping them all cost gigabytes).
 */
class ItemsInBatches {
  private readonly batches = new Map<number, Promise<Map<string, Item>>>();
  private readonly position: Map<string, number>;
  private readonly order: readonly string[];
  private readonly size: number;
  private readonly load: (ids: readonly string[]) => Promise<Item[]>;

  constructor(order: readonly string[], size: number, load: (ids: readonly string[]) => Promise<Item[]>) {
    this.order = order;
    this.size = size;
    this.load = load;
    this.position = new Map(order.map((id, i) => [id, i]));
  }

  private batch(index: number): Promise<Map<string, Item>> {
    let batch = this.batches.get(index);
    if (!batch) {
      const ids = this.order.slice(index * this.size, (index + 1) * this.size);
      batch = this.load(ids).then((items) => new Map(items.map((item) => [String(item?.['id']), item])));
      // A failed fetch fails the pages that ask for it, not one built later.
      batch.catch(() => {});
      this.batches.set(index, batch);
    }
    return batch;
  }

  async of(id: string): Promise<Item> {
    const at = this.position.get(id);
    if (at === undefined) return (await this.load([id]))[0];
    const index = Math.floor(at / this.size);
    const batch = this.batch(index);
    if ((index + 1) * this.size < this.order.length) void this.batch(index + 1);
    for (const kept of this.batches.keys()) if (kept < index - 2) this.batches.delete(kept);
    return (await batch).get(id);
  }
}

const itemsOf = (body: Record<string, unknown>): Item[] =>
  Array.isArray(body['data']) ? (body['data'] as Item[]) : [];

/** Names' items, NAME_ITEMS_MAX to a request (GET /api/names/items). */
const nameItems = new ItemsInBatches(
  names.map((n) => n.id),
  NAME_ITEMS_MAX,
  async (ids) => itemsOf(await getJson(`/api/names/items?ids=${ids.map(encodeURIComponent).join(',')}`)),
);
const nameItemOf = (id: string): Promise<Item> => nameItems.of(id);
/** Nicknames' items (a few hundred in all): each its own request, a few at once. */
const nicknameItems = new ItemsInBatches(need ? need.nicknames : nicknames.map((n) => n.id), 4, (ids) =>
  Promise.all(ids.map(async (id) => (await getJson(`/api/nicknames/${encodeURIComponent(id)}`))['data'] as Item)),
);

/** A name's variants, pronunciation, script and nicknames, as its page shows them. */
export async function nameExtrasOf(id: string): Promise<NameExtras> {
  return extrasOf(await nameItemOf(id));
}

/** The catalogue names a nickname is short for. */
export async function nicknameNamesOf(id: string): Promise<NameLink[]> {
  return nameLinksOf((await nicknameItems.of(id))?.['names']);
}

/** God names' details by id (their list rows carry them). */
export const godNameExtras: Map<string, NameExtras> = new Map(
  listOf(godNamesBody['data'], (raw) => raw as Record<string, unknown>).map((raw) => [
    String(raw['id']),
    extrasOf(raw),
  ]),
);
