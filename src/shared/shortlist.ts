/**
 * "Decide together" (issue 17): the limits, shapes and words of the shared shortlist, used by the
 * API (validation, rate limits) and the browser (the deck, matches and shortlist islands).
 */
import type { DataGender } from './constants.ts';

export const VOTE_ANSWERS = ['yes', 'no', 'love'] as const;
export type VoteAnswer = (typeof VOTE_ANSWERS)[number];
/** The answers that make a match when both partners give one of them. */
export const LIKED_ANSWERS: readonly VoteAnswer[] = ['yes', 'love'];

export const SHORTLIST_MAX_MEMBERS = 2;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
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
}

export interface DeckCard {
  id: string;
  name: string;
  gender: DataGender;
  meaning: string;
  origin: string;
  religion: string | null;
}

/**
 * US popularity bands of the deck (the SSA's latest year, issue 16): in its top 100, in its top
 * 1,000, or neither (ranked lower or not listed).
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

export interface Match {
  nameId: string;
  name: string;
  gender: DataGender;
  meaning: string;
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
  joined: 'You joined the shortlist.',
  invalidLink: 'This invitation link is not complete. Ask your partner to send it again.',
  newMatch: (name: string) => `New match: ${name}`,
} as const;

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
