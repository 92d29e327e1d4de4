/**
 * "Decide together": the limits, shapes and words of the shared shortlist, used by the
 * API (validation, rate limits) and the browser (the deck, matches and shortlist islands).
 */
import type { DataGender } from './constants.ts';

export const VOTE_ANSWERS = ['yes', 'no', 'love'] as const;
export type VoteAnswer = (typeof VOTE_ANSWERS)[number];
/** The answers that make a match when both partners give one of them. */
export const LIKED_ANSWERS: readonly VoteAnswer[] = ['yes', 'love'];

export const SHORTLIST_MAX_MEMBERS = 2;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Random bytes in an invitation token: base64url writes 24 of them as 32 characters. */
export const INVITATION_TOKEN_BYTES = 24;
/** The length a token in a link may have, checked before it is looked up. */
export const INVITATION_TOKEN_LENGTH = { min: 16, max: 100 } as const;
/** The most names one ranking may list. */
export const RANKING_MAX_NAMES = 500;
export const NOTE_MAX_LENGTH = 280;
export const SURNAME_MAX_LENGTH = 60;
export const DECK_PAGE_SIZE = 20;
export const DECK_MAX_PAGE_SIZE = 50;
export const NAME_LENGTH_MIN = 1;
export const NAME_LENGTH_MAX = 30;
/** How often the matches are asked for again (a 304 when nothing changed). */
export const MATCHES_POLL_MS = 3_000;

/** Per user, counted in the database so the limits hold across instances. */
export const SHORTLIST_LIMITS = {
  invitations: { max: 10, windowMs: 60 * 60_000 },
  votes: { max: 120, windowMs: 60_000 },
  /** Notes and reorders. */
  edits: { max: 60, windowMs: 60_000 },
} as const;

/** Per address: how often a signed-out visitor may ask what became of an invitation link. */
export const INVITATION_STATUS_LIMIT = { max: 30, windowMs: 60_000 } as const;

export interface ShortlistMember {
  id: string;
  displayName: string;
  isOwner: boolean;
  isMe: boolean;
}

export interface ShortlistInvitation {
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** A new invitation: the token is shown once, in the link, and stored only as its hash. */
export interface CreatedInvitation extends ShortlistInvitation {
  token: string;
}

export interface Shortlist {
  id: string;
  isOwner: boolean;
  members: ShortlistMember[];
  /** Pending invitations; only the owner is shown them. */
  invitations: ShortlistInvitation[];
  /** The deck's filters, the same for both partners; either may change them. */
  filters: SharedDeckFilters;
  /** The filters in words: "Deck: girls, Hinduism, up to 7 letters". */
  deckLabel: string;
}

/**
 * A card's key: a catalogue name's id, or "own-" and the id of a name the pair added themselves.
 */
export const CARD_ID_PATTERN = '^([1-9][0-9]{0,17}|own-[1-9][0-9]{0,17})$';
export const OWN_PREFIX = 'own-';
export const isOwnCard = (id: string) => id.startsWith(OWN_PREFIX);

export interface DeckCard {
  id: string;
  name: string;
  gender: DataGender;
  meaning: string;
  origin: string;
  religion: string | null;
  /** A name the pair added themselves, not one of the catalogue's. */
  own: boolean;
}

/**
 * US popularity bands of the deck (the SSA's latest year, src/shared/popularity.ts): in its top
 * 100, in its top 1,000, or neither (ranked lower or not listed).
 */
export const POPULARITY_BANDS = [
  { value: 'top100', label: 'US top 100', maxRank: 100 },
  { value: 'top1000', label: 'US top 1,000', maxRank: 1000 },
  { value: 'rare', label: 'Less common in the US', maxRank: null },
] as const;
export type PopularityBand = (typeof POPULARITY_BANDS)[number]['value'];

export interface DeckFilters {
  popularity?: PopularityBand;
  gender?: DataGender;
  religionId?: string;
  letter?: string;
  minLength?: number;
  maxLength?: number;
  fromFavourites?: boolean;
}

/** The filters both partners share (only-my-favourites is each one's own). */
export type SharedDeckFilters = Omit<DeckFilters, 'fromFavourites'>;

export const OWN_NAME_MAX_LENGTH = 30;

export interface Match {
  nameId: string;
  name: string;
  gender: DataGender;
  meaning: string;
  /** A name the pair added themselves (no page in the catalogue). */
  own: boolean;
  /** Both partners answered Love. */
  bothLove: boolean;
  myAnswer: 'yes' | 'love';
  partnerAnswer: 'yes' | 'love';
  note: string;
  matchedAt: string;
}

export interface MatchesState {
  /** Love-Love first, then one Love, then Yes-Yes; newest first within each. */
  matches: Match[];
  /** The same names in the order the partners ranked them (unranked ones last, as in matches). */
  ranking: string[];
  version: string;
  /** The matches ranked by the duels (see DuelOrders). */
  duels: DuelOrders;
}

/** Two matches side by side: "which do you prefer?" */
export interface DuelPair {
  left: Pick<Match, 'nameId' | 'name' | 'gender' | 'meaning'>;
  right: Pick<Match, 'nameId' | 'name' | 'gender' | 'meaning'>;
}

/**
 * The matches in the order the duels give: both partners' choices folded together, and each
 * partner's own. Names no duel has touched yet are left out of all three.
 */
export interface DuelOrders {
  together: string[];
  mine: string[];
  partner: string[];
  myCount: number;
  partnerCount: number;
}

export const SHORTLIST_TEXT = {
  pageTitle: 'Our shortlist',
  needsJs:
    'Our shortlist needs JavaScript: turn it on in your browser to invite your partner and choose names together.',
  intro: 'Say Yes, No or Love to names on your own; the names you both like show up here.',
  start: 'Start our shortlist',
  invite: 'Invite your partner',
  inviteHelp: 'Send this link to your partner. It works once and expires in 7 days.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  revoke: 'Cancel invitation',
  leave: 'Leave shortlist',
  waitingForPartner: 'Waiting for your partner to join.',
  deckHeading: 'Names to answer',
  deckEmpty: 'No more names for these filters. Try other filters.',
  deckHelp: 'Use the buttons, the arrow keys (Left: No, Right: Yes, Up: Love) or swipe the card.',
  yes: 'Yes',
  no: 'No',
  love: 'Love',
  matchesHeading: 'Matches',
  noMatches: 'No matches yet. Names you both answer Yes or Love appear here.',
  shortlistHeading: 'Our ranking',
  surnameLabel: 'Surname for the preview',
  noteLabel: 'Note',
  moveUp: 'Move up',
  moveDown: 'Move down',
  joinTitle: 'Join a shortlist',
  joinButton: 'Join the shortlist',
  joinSignIn: 'Sign in or create an account to join your partner’s shortlist.',
  joinSignInAnyway: 'If you already joined with this link, sign in to see your shortlist.',
  joined: 'You joined the shortlist.',
  invalidLink: 'This invitation link is not complete. Ask your partner to send it again.',
  newMatch: (name: string) => `New match: ${name}`,
  undo: 'Undo',
  undone: (name: string) => `Undone: ${name} is back on top.`,
  nothingToUndo: 'There is no answer to undo.',
  filtersSaved: 'Saved for both of you.',
  ownHeading: 'Add a name of your own',
  ownHelp: 'A family name, or one we do not have: it counts as your Yes and goes into your partner’s deck.',
  ownLabel: 'Name',
  ownAdd: 'Add name',
  ownAdded: (name: string) => `${name} added to your partner’s deck.`,
  ownTag: 'Your own name',
  duelsHeading: 'Which do you prefer?',
  duelsHelp: 'Pick one of two matches at a time; your choices and your partner’s make one order.',
  duelsNeedTwo: 'Duels start when you have two matches.',
  duelsTogether: 'Together',
  duelsMine: 'You',
  duelsPartner: 'Your partner',
  duelsDiffer: 'Where your orders differ',
  duelsAgree: 'So far your orders agree.',
  fullName: 'Try the full name',
} as const;

/** The deck's filters in words: "Deck: girls, Hinduism, up to 7 letters". */
export function deckLabel(filters: SharedDeckFilters, religionName: string | null = null): string {
  const parts: string[] = [];
  if (filters.gender) parts.push(filters.gender === 'female' ? 'girls' : 'boys');
  if (filters.religionId && religionName) parts.push(religionName);
  if (filters.letter) parts.push(`starting with ${filters.letter.toUpperCase()}`);
  if (filters.minLength && filters.maxLength)
    parts.push(
      filters.minLength === filters.maxLength
        ? `${filters.minLength} letters`
        : `${filters.minLength} to ${filters.maxLength} letters`,
    );
  else if (filters.maxLength) parts.push(`up to ${filters.maxLength} letters`);
  else if (filters.minLength) parts.push(`${filters.minLength} letters or more`);
  if (filters.popularity) parts.push(POPULARITY_BANDS.find((b) => b.value === filters.popularity)!.label);
  return `Deck: ${parts.length > 0 ? parts.join(', ') : 'all names'}`;
}

/** Only the shared filters that are set, in a fixed key order (the deck's seed reads it). */
export function sharedFilters(filters: DeckFilters): SharedDeckFilters {
  const out: SharedDeckFilters = {};
  if (filters.gender) out.gender = filters.gender;
  if (filters.religionId) out.religionId = filters.religionId;
  if (filters.letter) out.letter = filters.letter.toUpperCase();
  if (filters.minLength) out.minLength = filters.minLength;
  if (filters.maxLength) out.maxLength = filters.maxLength;
  if (filters.popularity) out.popularity = filters.popularity;
  return out;
}

/**
 * Folds duels into one order with the Bradley–Terry model: each name has a strength, and the
 * chance that a beats b is s(a) / (s(a) + s(b)). The strengths are fitted by the usual
 * minorise-maximise iteration, with one virtual win and one virtual loss against a name of
 * strength 1 for each, so that a name that won its only duel is not infinitely strong and the
 * order does not depend on the order the duels were decided in. Only names in `ids` that took
 * part in a duel are ranked; ties keep the order of `ids`.
 */
export function bradleyTerry(ids: readonly string[], duels: readonly { winner: string; loser: string }[]): string[] {
  const known = new Set(ids);
  const games = duels.filter((d) => known.has(d.winner) && known.has(d.loser) && d.winner !== d.loser);
  const seen = new Set(games.flatMap((d) => [d.winner, d.loser]));
  const players = ids.filter((id) => seen.has(id));
  const strength = new Map(players.map((id) => [id, 1]));
  const wins = new Map(players.map((id) => [id, 1]));
  for (const d of games) wins.set(d.winner, wins.get(d.winner)! + 1);
  for (let round = 0; round < 100; round += 1) {
    const next = new Map<string, number>();
    for (const id of players) {
      const s = strength.get(id)!;
      // The virtual opponent of strength 1, met twice (one win, one loss).
      let denominator = 2 / (s + 1);
      for (const d of games) {
        if (d.winner === id) denominator += 1 / (s + strength.get(d.loser)!);
        else if (d.loser === id) denominator += 1 / (s + strength.get(d.winner)!);
      }
      next.set(id, wins.get(id)! / denominator);
    }
    for (const [id, value] of next) strength.set(id, value);
  }
  const at = new Map(ids.map((id, index) => [id, index]));
  return [...players].sort((a, b) => strength.get(b)! - strength.get(a)! || at.get(a)! - at.get(b)!);
}

/**
 * The next pair to compare: the two names, among those with the fewest duels by this member,
 * that this member has compared least often, so that every match meets the others before any
 * pair repeats. Null with fewer than two names.
 */
export function nextDuel(
  ids: readonly string[],
  myDuels: readonly { winner: string; loser: string }[],
): [string, string] | null {
  if (ids.length < 2) return null;
  const played = new Map(ids.map((id) => [id, 0]));
  const pairs = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const d of myDuels) {
    if (!played.has(d.winner) || !played.has(d.loser)) continue;
    played.set(d.winner, played.get(d.winner)! + 1);
    played.set(d.loser, played.get(d.loser)! + 1);
    pairs.set(key(d.winner, d.loser), (pairs.get(key(d.winner, d.loser)) ?? 0) + 1);
  }
  let best: [string, string] | null = null;
  let bestScore = Infinity;
  for (let i = 0; i < ids.length; i += 1)
    for (let j = i + 1; j < ids.length; j += 1) {
      const a = ids[i]!;
      const b = ids[j]!;
      const score = (pairs.get(key(a, b)) ?? 0) * 1_000_000 + (played.get(a)! + played.get(b)!) * 1000 + i + j;
      if (score < bestScore) {
        bestScore = score;
        best = [a, b];
      }
    }
  return best;
}

/** The messages the API answers for an invitation it cannot honour. */
export const INVITATION_ERRORS = {
  unknown: 'This invitation link is not valid. Ask your partner for a new one.',
  used: 'This invitation link has already been used. Ask your partner for a new one.',
  expired: 'This invitation link has expired. Ask your partner for a new one.',
  revoked: 'This invitation link was cancelled. Ask your partner for a new one.',
  own: 'This is your own invitation link: send it to your partner.',
  full: 'This shortlist already has two partners.',
  alreadyPaired: 'You already share a shortlist with a partner. Leave it first to join another.',
} as const;

/** "Aarav Mehta" → "AM"; the first letter of each word. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
