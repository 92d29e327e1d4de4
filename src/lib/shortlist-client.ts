/**
 * The shortlist API (/api/shortlists) for the shortlist islands, through the one API
 * client (token, timeout, 401 handling). The matches are polled with If-None-Match: an unchanged
 * shortlist answers 304 and costs the server one indexed read.
 */
import { api } from './api.ts';
import type {
  CreatedInvitation,
  DeckCard,
  DeckFilters,
  DuelPair,
  MatchesState,
  SharedDeckFilters,
  Shortlist,
  VoteAnswer,
} from '../shared/shortlist.ts';
import type { DataGender } from '../shared/constants.ts';

interface Body<T> {
  success: true;
  data: T;
}

const BASE = '/api/shortlists';

export async function fetchMyShortlist(): Promise<Shortlist | null> {
  const body = await api<Body<Shortlist[]>>(BASE);
  return body.data[0] ?? null;
}

export async function createShortlist(): Promise<Shortlist> {
  return (await api<Body<Shortlist>>(BASE, { method: 'POST', body: {} })).data;
}

export async function joinShortlist(token: string): Promise<Shortlist> {
  return (await api<Body<Shortlist>>(`${BASE}/join`, { method: 'POST', body: { token } })).data;
}

export async function leaveShortlist(id: string): Promise<void> {
  await api(`${BASE}/${id}/membership`, { method: 'DELETE' });
}

export async function createInvitation(id: string): Promise<CreatedInvitation> {
  return (await api<Body<CreatedInvitation>>(`${BASE}/${id}/invitations`, { method: 'POST', body: {} })).data;
}

export async function revokeInvitation(id: string, invitationId: string): Promise<void> {
  await api(`${BASE}/${id}/invitations/${invitationId}`, { method: 'DELETE' });
}

/** The query string of the deck: only the filters that are set. */
export function deckQuery(filters: DeckFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.gender) query['gender'] = filters.gender;
  if (filters.religionId) query['religionId'] = filters.religionId;
  if (filters.letter) query['letter'] = filters.letter;
  if (filters.minLength) query['minLength'] = String(filters.minLength);
  if (filters.maxLength) query['maxLength'] = String(filters.maxLength);
  if (filters.popularity) query['popularity'] = filters.popularity;
  if (filters.fromFavourites) query['fromFavourites'] = 'true';
  return query;
}

/** The deck of the shortlist's saved filters; only-my-favourites is the caller's own. */
export async function fetchDeck(id: string, fromFavourites = false): Promise<DeckCard[]> {
  return (await api<Body<DeckCard[]>>(`${BASE}/${id}/deck`, { query: deckQuery({ fromFavourites }) })).data;
}

export async function saveFilters(id: string, filters: SharedDeckFilters): Promise<Shortlist> {
  return (await api<Body<Shortlist>>(`${BASE}/${id}/filters`, { method: 'PUT', body: filters })).data;
}

export async function undoAnswer(id: string): Promise<DeckCard> {
  return (await api<Body<DeckCard>>(`${BASE}/${id}/undo`, { method: 'POST', body: {} })).data;
}

export async function addOwnName(id: string, name: string, gender: DataGender): Promise<DeckCard> {
  return (await api<Body<DeckCard>>(`${BASE}/${id}/own-names`, { method: 'POST', body: { name, gender } })).data;
}

export async function fetchDuel(id: string): Promise<DuelPair | null> {
  return (await api<Body<{ pair: DuelPair | null }>>(`${BASE}/${id}/duel`)).data.pair;
}

export async function decideDuel(id: string, winner: string, loser: string): Promise<void> {
  await api(`${BASE}/${id}/duels`, { method: 'POST', body: { winner, loser } });
}

/** What became of an invitation link; needs no session. */
export async function invitationStatus(token: string): Promise<{ state: string; message: string | null }> {
  return (
    await api<Body<{ state: string; message: string | null }>>(`${BASE}/invitations/status`, { query: { token } })
  ).data;
}

export async function sendVote(id: string, nameId: string, answer: VoteAnswer): Promise<{ match: boolean }> {
  return (await api<Body<{ match: boolean }>>(`${BASE}/${id}/votes/${nameId}`, { method: 'PUT', body: { answer } }))
    .data;
}

/** The matches, or null when they have not changed since `etag`. */
export async function fetchMatches(
  id: string,
  etag: string | null,
): Promise<{ state: MatchesState; etag: string | null } | null> {
  const response = await api.raw<Body<MatchesState>>(`${BASE}/${id}/matches`, {
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (response.status === 304 || !response._data) return null;
  return { state: response._data.data, etag: response.headers.get('etag') };
}

export async function saveRanking(id: string, nameIds: string[]): Promise<void> {
  await api(`${BASE}/${id}/ranking`, { method: 'PUT', body: { nameIds } });
}

export async function saveNote(id: string, nameId: string, note: string): Promise<void> {
  await api(`${BASE}/${id}/notes/${nameId}`, { method: 'PUT', body: { note } });
}
