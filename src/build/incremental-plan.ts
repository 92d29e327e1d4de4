/**
 * The pages an admin's edits change, worked out from the catalogue API as it stands after them
 * and from what each edited item was before (the server notes it as the write comes in):
 *
 * - the item's own page (or, for a deleted item, its page taken away);
 * - for a name, the letter list and the religion list it is on, before and after: an edit that
 *   leaves it in place in a list (same list, same name) rebuilds only the list page it is on; one
 *   that adds it to a list, takes it off or renames it shifts every later row and changes the
 *   count every page of that list shows, so all that list's pages are rebuilt, and the pages past
 *   its new end are taken away;
 * - for a nickname, its letter's pages before and after, the /nicknames page, and the pages of
 *   the names it is short for (their pages list it); for a god name, its religion's god-name
 *   pages before and after and /godnames.
 *
 * What is left stale until the next full build, as large sites accept: other names' "names like
 * this" and sibling blocks that mention an edited name, a nickname's page listing a name it is
 * short for, the home page's popular lists and the count on /names. Their links still lead to the
 * item's current page and their islands read the API. An edit of a religion renames thousands of
 * pages: it asks for a full build (null).
 */
import { listOf, normaliseGodName, normaliseName, normaliseNickname, normaliseReligion } from '../lib/normalise.ts';
import { nameLinksOf } from '../shared/name-details.ts';
import { nicknamesStartingWith } from '../shared/nickname-filter.ts';
import {
  DATA_TO_GENDER,
  NAMES_PAGE_SIZE,
  NICKNAMES_PAGE_SIZE,
  type DataGender,
  type Letter,
  type UiGender,
} from '../shared/constants.ts';
import {
  apiReader,
  godNamePath,
  godNamesPath,
  letterOf,
  letterPath,
  namePath,
  namesOfLetter,
  namesOfReligion,
  nicknamePath,
  pagedPath,
  religionPath,
  type BuildPlan,
} from './build-only.ts';

/** One admin write: the item, and what placed it in lists before the write (null: the write added it). */
export interface ChangedItem {
  kind: 'names' | 'nicknames' | 'god-names' | 'religions' | 'catalogue';
  id: string;
  before: { name: string; gender?: DataGender; religionId?: string | null } | null;
}

/** Reads BUILD_ONLY: a JSON list of ChangedItem. */
export function changesFromEnv(value: string): ChangedItem[] {
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) throw new Error('BUILD_ONLY must be a JSON list of changed items');
  return parsed.map((raw): ChangedItem => {
    const item = raw as Partial<ChangedItem>;
    const kinds = ['names', 'nicknames', 'god-names', 'religions', 'catalogue'] as const;
    const kind = kinds.find((k) => k === item.kind);
    if (!kind || (kind !== 'catalogue' && !/^\d{1,18}$/.test(String(item.id)))) {
      throw new Error(`BUILD_ONLY: not a changed item: ${JSON.stringify(raw)}`);
    }
    return { kind, id: String(item.id ?? ''), before: item.before ?? null };
  });
}

const pagesOf = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** A paged list that edits touched: where its pages live, and how the edits moved it. */
interface TouchedList {
  path: (page: number) => string;
  load: () => Promise<{ id: string }[]>;
  /** Names now on it that were not, and the other way round. */
  entered: number;
  left: number;
  /** Renamed on it: rows shift. */
  shifted: boolean;
  /** Edited in place: only the page each is on. */
  inPlace: Set<string>;
}

/** The plan of an incremental build for these changes; null when they need a full build. */
export async function planIncremental(apiUrl: string, changes: readonly ChangedItem[]): Promise<BuildPlan | null> {
  if (changes.some((c) => c.kind === 'religions' || c.kind === 'catalogue')) return null;
  const getJson = apiReader(apiUrl);
  /** An item as the API answers it now; null when it is gone. */
  const itemOf = async (path: string): Promise<Record<string, unknown> | null> => {
    const response = await fetch(new URL(path, apiUrl));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while planning the build`);
    const data = ((await response.json()) as { data?: unknown }).data;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  };
  const religions = listOf((await getJson('/api/religions'))['data'], normaliseReligion);
  const active = new Set(religions.filter((r) => r.isActive).map((r) => r.id));
  const pages = new Set<string>();
  const removed = new Set<string>();
  const lists = new Map<string, TouchedList>();
  const touch = (key: string, make: () => Omit<TouchedList, 'entered' | 'left' | 'shifted' | 'inPlace'>) => {
    let list = lists.get(key);
    if (!list) {
      list = { ...make(), entered: 0, left: 0, shifted: false, inPlace: new Set() };
      lists.set(key, list);
    }
    return list;
  };

  // Names: their pages, and the letter and religion lists they leave, join or move on.
  for (const change of changes.filter((c) => c.kind === 'names')) {
    const after = await itemOf(`/api/names/${encodeURIComponent(change.id)}`);
    (after ? pages : removed).add(namePath(change.id));
    const placeOf = (state: { name: string; gender?: DataGender; religionId?: string | null } | null) => {
      const places = new Map<string, () => TouchedList>();
      if (!state) return places;
      const letter = letterOf(state.name);
      const gender: UiGender = DATA_TO_GENDER[state.gender === 'female' ? 'female' : 'male'];
      if (letter) {
        places.set(`letter ${gender} ${letter}`, () =>
          touch(`letter ${gender} ${letter}`, () => ({
            path: (page) => letterPath(gender, letter, page),
            load: () => namesOfLetter(getJson, gender, letter),
          })),
        );
      }
      const religionId = state.religionId;
      if (religionId && active.has(religionId)) {
        places.set(`religion ${religionId}`, () =>
          touch(`religion ${religionId}`, () => ({
            path: (page) => religionPath(religionId, page),
            load: () => namesOfReligion(getJson, religionId),
          })),
        );
      }
      return places;
    };
    const afterName = after && normaliseName(after);
    const afterState = afterName && {
      name: afterName.name,
      gender: afterName.gender,
      religionId: afterName.religionId?.id ?? null,
    };
    const before = placeOf(change.before);
    const now = placeOf(afterState);
    for (const [key, list] of now) {
      if (!before.has(key)) list().entered += 1;
      else if (change.before?.name === afterState?.name) list().inPlace.add(change.id);
      else list().shifted = true;
    }
    for (const [key, list] of before) if (!now.has(key)) list().left += 1;
  }
  for (const list of lists.values()) {
    const rows = await list.load();
    const total = pagesOf(rows.length, NAMES_PAGE_SIZE);
    if (list.shifted || list.entered > 0 || list.left > 0) {
      for (let page = 1; page <= total; page++) pages.add(list.path(page));
      const before = pagesOf(rows.length - list.entered + list.left, NAMES_PAGE_SIZE);
      for (let page = total + 1; page <= before; page++) removed.add(list.path(page));
    } else {
      for (const id of list.inPlace) {
        const at = rows.findIndex((row) => row.id === id);
        if (at >= 0) pages.add(list.path(Math.floor(at / NAMES_PAGE_SIZE) + 1));
      }
    }
  }

  // Nicknames: their pages, their letters' pages (a few hundred nicknames: all of a letter's
  // pages), /nicknames, and the pages of the names they are short for.
  const nicknameChanges = changes.filter((c) => c.kind === 'nicknames');
  if (nicknameChanges.length > 0) {
    const all = listOf((await getJson('/api/nicknames'))['data'], normaliseNickname);
    const letters = new Map<Letter, { entered: number; left: number }>();
    for (const change of nicknameChanges) {
      const after = await itemOf(`/api/nicknames/${encodeURIComponent(change.id)}`);
      (after ? pages : removed).add(nicknamePath(change.id));
      const was = change.before && letterOf(change.before.name);
      const is = after && letterOf(normaliseNickname(after).name);
      if (was) letters.set(was, letters.get(was) ?? { entered: 0, left: 0 });
      if (is) letters.set(is, letters.get(is) ?? { entered: 0, left: 0 });
      if (was !== is) {
        if (was) letters.get(was)!.left += 1;
        if (is) letters.get(is)!.entered += 1;
      }
      for (const name of nameLinksOf(after?.['names'])) pages.add(namePath(name.id));
    }
    for (const [letter, { entered, left }] of letters) {
      const base = `/nicknames/letter/${letter.toLowerCase()}`;
      const count = nicknamesStartingWith(all, letter).length;
      const total = pagesOf(count, NICKNAMES_PAGE_SIZE);
      for (let page = 1; page <= total; page++) pages.add(pagedPath(base, page));
      const before = pagesOf(count - entered + left, NICKNAMES_PAGE_SIZE);
      for (let page = total + 1; page <= before; page++) removed.add(pagedPath(base, page));
    }
    pages.add('/nicknames');
  }

  // God names: their pages, and their religions' god-name pages before and after.
  const godNameChanges = changes.filter((c) => c.kind === 'god-names');
  if (godNameChanges.length > 0) {
    const all = listOf((await getJson('/api/god-names'))['data'], normaliseGodName);
    for (const change of godNameChanges) {
      const after = all.find((g) => g.id === change.id);
      (after ? pages : removed).add(godNamePath(change.id));
      for (const religionId of [change.before?.religionId, after?.religionId?.id]) {
        if (religionId && active.has(religionId)) pages.add(godNamesPath(religionId));
      }
    }
    pages.add('/godnames');
  }

  for (const path of pages) removed.delete(path);
  return { pages: [...pages].sort(), removed: [...removed].sort() };
}
