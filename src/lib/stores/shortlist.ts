/**
 * The shared shortlist of the signed-in user: the shortlist itself, the deck of names
 * to answer, and the polled matches with their ranking and notes. The islands read these atoms
 * and call these actions; only this module talks to the shortlist client.
 */
import { atom, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { problemOf } from '../api-errors.ts';
import * as client from '../shortlist-client.ts';
import {
  MATCHES_POLL_MS,
  SHORTLIST_TEXT,
  sharedFilters,
  type CreatedInvitation,
  type DeckCard,
  type DuelPair,
  type MatchesState,
  type SharedDeckFilters,
  type Shortlist,
  type VoteAnswer,
} from '../../shared/shortlist.ts';
import { ROUTES, type DataGender } from '../../shared/constants.ts';

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

export const $shortlist = atom<Loadable<Shortlist | null>>({ state: 'loading' });
/** The link of the invitation made in this visit: its token is shown once, never again. */
export const $invitation = atom<{ link: string; expiresAt: string } | null>(null);
/** A sentence about the last action that failed, shown near the controls. */
export const $shortlistProblem = atom('');

export interface DeckState {
  /** The shortlist's saved filters the cards were drawn with (the same for both partners). */
  filters: SharedDeckFilters;
  /** Only my favourites: each partner's own choice, kept in this visit. */
  fromFavourites: boolean;
  cards: DeckCard[];
  loading: boolean;
  error: string;
  /** How many answers of this visit can still be undone (the button shows while there are). */
  undoable: number;
  /** The polite sentence of the last deck action ("Undone: Aarav is back on top."). */
  notice: string;
}
export const $deck = atom<DeckState>({
  filters: {},
  fromFavourites: false,
  cards: [],
  loading: false,
  error: '',
  undoable: 0,
  notice: '',
});

/** The pair of matches to choose between, and whether it is being fetched. */
export const $duel = atom<{ pair: DuelPair | null; loading: boolean }>({ pair: null, loading: false });

export const $matches = atom<MatchesState | null>(null);
/** The polite announcement of the newest match ("New match: Aarav"). */
export const $matchNotice = atom('');

/** The surname of the preview; kept in this browser only, never sent. */
export const $surname = persistentAtom<string>('shortlistSurname', '');

const messageOf = (error: unknown) => problemOf(error).message;

export function invitationLink(token: string, origin: string = location.origin): string {
  return `${origin}${ROUTES.shortlistJoin}?token=${encodeURIComponent(token)}`;
}

export async function loadShortlist(): Promise<void> {
  try {
    const value = await client.fetchMyShortlist();
    $shortlist.set({ state: 'ready', value });
    // The partner changed the filters: deal again from them.
    const deck = $deck.get();
    if (value && dealt && !deck.loading && JSON.stringify(value.filters) !== JSON.stringify(deck.filters))
      void loadDeck();
  } catch (error) {
    $shortlist.set({ state: 'error', message: messageOf(error) });
  }
}

async function act(run: () => Promise<void>): Promise<boolean> {
  $shortlistProblem.set('');
  try {
    await run();
    return true;
  } catch (error) {
    $shortlistProblem.set(messageOf(error));
    return false;
  }
}

export const startShortlist = () =>
  act(async () => {
    $shortlist.set({ state: 'ready', value: await client.createShortlist() });
  });

const currentId = (): string | null => {
  const current = $shortlist.get();
  return current.state === 'ready' && current.value ? current.value.id : null;
};

export const invitePartner = () =>
  act(async () => {
    const id = currentId();
    if (!id) return;
    const made: CreatedInvitation = await client.createInvitation(id);
    $invitation.set({ link: invitationLink(made.token), expiresAt: made.expiresAt });
    await loadShortlist();
  });

export const revokeInvitation = (invitationId: string) =>
  act(async () => {
    const id = currentId();
    if (!id) return;
    await client.revokeInvitation(id, invitationId);
    $invitation.set(null);
    await loadShortlist();
  });

export const leaveShortlist = () =>
  act(async () => {
    const id = currentId();
    if (!id) return;
    await client.leaveShortlist(id);
    $matches.set(null);
    $matchesEtag.set(null);
    await loadShortlist();
  });

/**
 * What became of an invitation link, for a visitor not signed in yet: null when it can be used
 * (or cannot be checked now), else the sentence that says what happened and what to do.
 */
export async function invitationProblem(token: string): Promise<string | null> {
  try {
    const status = await client.invitationStatus(token);
    return status.state === 'valid' ? null : status.message;
  } catch {
    return null;
  }
}

/** Joins with an invitation token; answers the API's sentence when the link cannot be used. */
export async function joinWithToken(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    $shortlist.set({ state: 'ready', value: await client.joinShortlist(token) });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

const savedFilters = (): SharedDeckFilters => {
  const current = $shortlist.get();
  return current.state === 'ready' && current.value ? current.value.filters : {};
};

/** Whether the deck was drawn in this visit (a partner's new filters then draw it again). */
let dealt = false;

/** Draws the deck of the shortlist's saved filters (and this partner's favourites choice). */
export async function loadDeck(fromFavourites: boolean = $deck.get().fromFavourites): Promise<void> {
  const id = currentId();
  if (!id) return;
  const filters = savedFilters();
  dealt = true;
  $deck.set({ ...$deck.get(), filters, fromFavourites, cards: [], loading: true, error: '' });
  try {
    const cards = await client.fetchDeck(id, fromFavourites);
    $deck.set({ ...$deck.get(), filters, cards, loading: false, error: '' });
  } catch (error) {
    $deck.set({ ...$deck.get(), filters, cards: [], loading: false, error: messageOf(error) });
  }
}

/** Saves new filters for both partners, then deals from them. */
export async function changeFilters(filters: SharedDeckFilters): Promise<void> {
  const id = currentId();
  if (!id) return;
  const saved = await act(async () => {
    $shortlist.set({ state: 'ready', value: await client.saveFilters(id, sharedFilters(filters)) });
  });
  if (saved) {
    $deck.set({ ...$deck.get(), notice: SHORTLIST_TEXT.filtersSaved });
    await loadDeck();
  }
}

/** Takes back the newest answer: its card comes back on top. */
export async function undoLast(): Promise<void> {
  const id = currentId();
  if (!id) return;
  try {
    const card = await client.undoAnswer(id);
    const now = $deck.get();
    $deck.set({
      ...now,
      cards: [card, ...now.cards.filter((c) => c.id !== card.id)],
      undoable: Math.max(0, now.undoable - 1),
      error: '',
      notice: SHORTLIST_TEXT.undone(card.name),
    });
    await pollMatches();
  } catch (error) {
    $deck.set({ ...$deck.get(), undoable: 0, error: messageOf(error) });
  }
}

/** Adds a name of the pair's own (the caller's Yes; dealt to the partner). */
export async function addOwnName(name: string, gender: DataGender): Promise<boolean> {
  const id = currentId();
  if (!id) return false;
  let added: DeckCard | null = null;
  const done = await act(async () => {
    added = await client.addOwnName(id, name, gender);
  });
  if (done && added) {
    const card: DeckCard = added;
    $deck.set({ ...$deck.get(), undoable: $deck.get().undoable + 1, notice: SHORTLIST_TEXT.ownAdded(card.name) });
  }
  return done;
}

export async function loadDuel(): Promise<void> {
  const id = currentId();
  if (!id) return;
  $duel.set({ ...$duel.get(), loading: true });
  try {
    $duel.set({ pair: await client.fetchDuel(id), loading: false });
  } catch {
    $duel.set({ pair: null, loading: false });
  }
}

/** Records a choice between two matches, then shows the next pair. */
export async function chooseInDuel(winner: string, loser: string): Promise<boolean> {
  const id = currentId();
  if (!id) return false;
  const done = await act(() => client.decideDuel(id, winner, loser));
  await Promise.all([loadDuel(), pollMatches()]);
  return done;
}

/**
 * Answers the top card. It leaves the deck at once; if the server refuses, it comes back on top
 * with the server's sentence. An emptied deck draws the next cards.
 */
export async function answerCard(card: DeckCard, answer: VoteAnswer): Promise<void> {
  const id = currentId();
  if (!id) return;
  const before = $deck.get();
  $deck.set({ ...before, cards: before.cards.filter((c) => c.id !== card.id), error: '', notice: '' });
  try {
    const result = await client.sendVote(id, card.id, answer);
    $deck.set({ ...$deck.get(), undoable: $deck.get().undoable + 1 });
    if (result.match) await pollMatches();
  } catch (error) {
    const now = $deck.get();
    $deck.set({ ...now, cards: [card, ...now.cards.filter((c) => c.id !== card.id)], error: messageOf(error) });
    return;
  }
  if ($deck.get().cards.length === 0) await loadDeck();
}

/** The ETag of the matches in $matches, with the shortlist it came from: a poll asks "changed since?". */
const $matchesEtag = atom<{ shortlistId: string; etag: string } | null>(null);

/** Asks for the matches (a 304 when nothing changed) and announces any match that is new. */
export async function pollMatches(): Promise<void> {
  const id = currentId();
  if (!id) return;
  const known = $matchesEtag.get();
  let answer: Awaited<ReturnType<typeof client.fetchMatches>>;
  try {
    answer = await client.fetchMatches(id, known?.shortlistId === id ? known.etag : null);
  } catch {
    // A missed poll is retried by the next one.
    return;
  }
  if (!answer) return;
  const before = $matches.get();
  // The version also moves when a partner joins or leaves: read the members again then.
  if (before && before.version !== answer.state.version) void loadShortlist();
  if (before) {
    const known = new Set(before.matches.map((m) => m.nameId));
    const fresh = answer.state.matches.filter((m) => !known.has(m.nameId));
    if (fresh.length > 0) $matchNotice.set(SHORTLIST_TEXT.newMatch(fresh.map((m) => m.name).join(', ')));
  }
  $matchesEtag.set(answer.etag ? { shortlistId: id, etag: answer.etag } : null);
  $matches.set(answer.state);
}

// The matches are polled while something shows them (the shortlist page's matches panel), and
// while the page is visible: a shortlist that appears (loaded, started or joined) at once, then
// every MATCHES_POLL_MS, and again when the page comes back into view.
onMount($matches, () => {
  let polled: string | null = null;
  const pollNew = () => {
    const id = currentId();
    if (id && id !== polled) {
      polled = id;
      void pollMatches();
    }
  };
  pollNew();
  const unlisten = $shortlist.listen(pollNew);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void pollMatches();
  }, MATCHES_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void pollMatches();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unlisten();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
});

/** The ranking with `nameId` moved to `to` (clamped to the list). */
export function moved(ranking: readonly string[], nameId: string, to: number): string[] {
  const rest = ranking.filter((id) => id !== nameId);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), nameId, ...rest.slice(at)];
}

/** Reorders at once and saves; a refused save puts the server's order back. */
export async function reorder(ranking: string[]): Promise<boolean> {
  const id = currentId();
  const current = $matches.get();
  if (!id || !current) return false;
  $matches.set({ ...current, ranking });
  const saved = await act(() => client.saveRanking(id, ranking));
  if (!saved) $matchesEtag.set(null);
  await pollMatches();
  return saved;
}

export async function saveNote(nameId: string, note: string): Promise<boolean> {
  const id = currentId();
  if (!id) return false;
  const saved = await act(() => client.saveNote(id, nameId, note));
  if (saved) {
    const current = $matches.get();
    if (current)
      $matches.set({ ...current, matches: current.matches.map((m) => (m.nameId === nameId ? { ...m, note } : m)) });
  }
  return saved;
}
