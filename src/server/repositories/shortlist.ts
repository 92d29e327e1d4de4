/**
 * Shortlist queries. Every read and write that takes a shortlist id also takes the
 * caller's user id and matches on membership, so a shortlist the caller is not in looks exactly
 * like one that does not exist (the outcome not-found, which the routes answer as 404). Every
 * write answers an Outcome: the value, or the reason it was refused; the routes pick the status.
 *
 * A partner's answers leave this module only as matches: no query answers another user's No.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Db } from '../db/index.ts';
import {
  INVITATION_ERRORS,
  INVITATION_TOKEN_BYTES,
  INVITATION_TTL_MS,
  SHORTLIST_MAX_MEMBERS,
  OWN_PREFIX,
  POPULARITY_BANDS,
  bradleyTerry,
  deckLabel,
  isOwnCard,
  nextDuel,
  sharedFilters,
  type CreatedInvitation,
  type DeckCard,
  type DeckFilters,
  type DuelOrders,
  type DuelPair,
  type Match,
  type MatchesState,
  type SharedDeckFilters,
  type Shortlist,
  type VoteAnswer,
} from '../../shared/shortlist.ts';
import type { DataGender } from '../../shared/constants.ts';
import { failure, found, success, touched, type Outcome } from './outcome.ts';

/** Less common in the US: outside the widest ranked band (the top 1,000). */
const WIDEST_RANKED_BAND = Math.max(...POPULARITY_BANDS.map((band) => band.maxRank ?? 0));
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The id of the caller's shortlist, or null when they have none (an answer, not a refusal). */
export async function shortlistOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'select shortlist_id::text as id from shortlist_members where user_id = $1::bigint',
    [userId],
  );
  return row?.id ?? null;
}

/** Whether the caller is a member of the shortlist (false for an unknown id too). */
async function isMember(db: Queryable, shortlistId: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from shortlist_members where shortlist_id = $1::bigint and user_id = $2::bigint',
    [shortlistId, userId],
  );
  return rows.length > 0;
}

/** The owner, or the member left behind when the owner's account was deleted. */
function ownsSql(alias: string): string {
  return `(${alias}.owner_id = $2::bigint or ${alias}.owner_id is null)`;
}

export async function get(
  db: Queryable,
  shortlistId: string,
  userId: string,
): Promise<Outcome<Shortlist, 'not-found'>> {
  const [head] = await db.query<{ id: string; is_owner: boolean; filters: SharedDeckFilters; religion: string | null }>(
    `select s.id::text as id, ${ownsSql('s')} as is_owner, s.filters,
            (select r.name from religions r where r.id::text = s.filters->>'religionId') as religion
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  if (!head) return failure('not-found');
  const members = await db.query<Shortlist['members'][number]>(
    `select u.id::text as id, coalesce(nullif(u.display_name, ''), nullif(u.name, ''), 'Partner') as "displayName",
            (u.id = s.owner_id or (s.owner_id is null and m.joined_at = (
              select min(joined_at) from shortlist_members where shortlist_id = s.id))) as "isOwner",
            u.id = $2::bigint as "isMe"
     from shortlist_members m join users u on u.id = m.user_id join shortlists s on s.id = m.shortlist_id
     where m.shortlist_id = $1::bigint
     order by m.joined_at, u.id`,
    [shortlistId, userId],
  );
  const invitations = head.is_owner
    ? await db.query<Shortlist['invitations'][number]>(
        `select id::text as id, created_at as "createdAt", expires_at as "expiresAt"
         from shortlist_invitations
         where shortlist_id = $1::bigint and used_at is null and revoked_at is null and expires_at > now()
         order by created_at desc, id desc`,
        [shortlistId],
      )
    : [];
  return success({
    id: head.id,
    isOwner: head.is_owner,
    members,
    invitations: invitations.map((i) => ({
      ...i,
      createdAt: new Date(i.createdAt).toISOString(),
      expiresAt: new Date(i.expiresAt).toISOString(),
    })),
    filters: head.filters,
    deckLabel: deckLabel(head.filters, head.religion),
  });
}

/**
 * Saves the deck's filters for both partners and moves the version, so the partner's next poll
 * brings them too. Answers the shortlist as this write left it (read in the same transaction).
 */
export async function saveFilters(
  db: Db,
  shortlistId: string,
  userId: string,
  filters: DeckFilters,
): Promise<Outcome<Shortlist, 'not-found'>> {
  return db.transaction(async (tx) => {
    if (!(await isMember(tx, shortlistId, userId))) return failure('not-found');
    await tx.query('update shortlists set filters = $2::jsonb where id = $1::bigint', [
      shortlistId,
      JSON.stringify(sharedFilters(filters)),
    ]);
    await bump(tx, shortlistId);
    return get(tx, shortlistId, userId);
  });
}

/** Starts a shortlist owned by the caller (its id); conflict when the caller already has one. */
export async function create(db: Db, userId: string): Promise<Outcome<string, 'conflict'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      'insert into shortlists (owner_id) values ($1::bigint) returning id::text as id',
      [userId],
    );
    const inserted = await tx.query(
      `insert into shortlist_members (shortlist_id, user_id) values ($1::bigint, $2::bigint)
       on conflict (user_id) do nothing returning 1`,
      [row!.id, userId],
    );
    if (inserted.length === 0) {
      await tx.query('delete from shortlists where id = $1::bigint', [row!.id]);
      return failure('conflict');
    }
    return success(row!.id);
  });
}

/** Ranks, notes and duels belong to a pair: a partner who leaves or a new one clears them. */
async function clearPairData(tx: Queryable, shortlistId: string): Promise<void> {
  await tx.query('delete from shortlist_entries where shortlist_id = $1::bigint', [shortlistId]);
  await tx.query('delete from shortlist_duels where shortlist_id = $1::bigint', [shortlistId]);
  await tx.query(`update shortlist_own_names set position = null, note = '' where shortlist_id = $1::bigint`, [
    shortlistId,
  ]);
}

async function bump(db: Queryable, shortlistId: string): Promise<void> {
  await db.query('update shortlists set version = version + 1, updated_at = now() where id = $1::bigint', [
    shortlistId,
  ]);
}

/**
 * Takes the caller out. The last member out deletes the shortlist (its invitations, ranks and
 * notes); an owner who leaves hands the shortlist to the partner. The pair's ranks and notes go
 * with the pair; answers stay with each user.
 */
export async function leave(db: Db, shortlistId: string, userId: string): Promise<Outcome<void, 'not-found'>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ owner_id: string | null }>(
      'select owner_id::text as owner_id from shortlists where id = $1::bigint for update',
      [shortlistId],
    );
    if (!locked) return failure('not-found');
    const removed = await tx.query(
      'delete from shortlist_members where shortlist_id = $1::bigint and user_id = $2::bigint returning 1',
      [shortlistId, userId],
    );
    if (removed.length === 0) return failure('not-found');
    const [left] = await tx.query<{ user_id: string }>(
      'select user_id::text as user_id from shortlist_members where shortlist_id = $1::bigint limit 1',
      [shortlistId],
    );
    if (!left) {
      await tx.query('delete from shortlists where id = $1::bigint', [shortlistId]);
      return success(undefined);
    }
    await clearPairData(tx, shortlistId);
    await tx.query(
      `update shortlists set owner_id = $2::bigint, version = version + 1, updated_at = now() where id = $1::bigint`,
      [shortlistId, left.user_id],
    );
    // Pending links were the owner's to give; the one who stays starts again.
    await tx.query(
      'update shortlist_invitations set revoked_at = now() where shortlist_id = $1::bigint and used_at is null and revoked_at is null',
      [shortlistId],
    );
    return success(undefined);
  });
}

/** Only the owner invites and cancels invitations; a partner asking is refused as not-owner. */
export type OwnerRefusal = 'not-found' | 'not-owner';

/** A single-use invitation; full when the shortlist already has its two members. */
export async function invite(
  db: Db,
  shortlistId: string,
  userId: string,
): Promise<Outcome<CreatedInvitation, OwnerRefusal | 'full'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ is_owner: boolean; members: number }>(
      `select ${ownsSql('s')} as is_owner,
              (select count(*) from shortlist_members where shortlist_id = s.id)::int as members
       from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
       where s.id = $1::bigint`,
      [shortlistId, userId],
    );
    if (!row) return failure('not-found');
    if (!row.is_owner) return failure('not-owner');
    if (row.members >= SHORTLIST_MAX_MEMBERS) return failure('full');
    const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
    const [created] = await tx.query<{ id: string; createdAt: Date; expiresAt: Date }>(
      `insert into shortlist_invitations (shortlist_id, token_hash, created_by, expires_at)
       values ($1::bigint, $2, $3::bigint, now() + $4 * interval '1 millisecond')
       returning id::text as id, created_at as "createdAt", expires_at as "expiresAt"`,
      [shortlistId, hashToken(token), userId, INVITATION_TTL_MS],
    );
    return success({
      id: created!.id,
      token,
      createdAt: new Date(created!.createdAt).toISOString(),
      expiresAt: new Date(created!.expiresAt).toISOString(),
    });
  });
}

/** Revokes a pending invitation of the caller's shortlist; not-found when there is none to revoke. */
export async function revoke(
  db: Queryable,
  shortlistId: string,
  invitationId: string,
  userId: string,
): Promise<Outcome<void, OwnerRefusal>> {
  const [row] = await db.query<{ is_owner: boolean }>(
    `select ${ownsSql('s')} as is_owner
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  if (!row) return failure('not-found');
  if (!row.is_owner) return failure('not-owner');
  const done = await db.query(
    `update shortlist_invitations set revoked_at = now()
     where id = $2::bigint and shortlist_id = $1::bigint and used_at is null and revoked_at is null
     returning 1`,
    [shortlistId, invitationId],
  );
  return touched(done);
}

/** Why an invitation link cannot be used: a key of INVITATION_ERRORS, the sentence the route sends. */
export type JoinRefusal = keyof typeof INVITATION_ERRORS;

/**
 * Redeems an invitation token: the caller joins its shortlist (its id). A caller alone in a
 * shortlist of their own leaves it for the new one (nothing of theirs is lost: answers belong to
 * the user). Every refusal comes before the first write, so nothing is left half-done.
 */
export async function join(db: Db, token: string, userId: string): Promise<Outcome<string, JoinRefusal>> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.query<{
      id: string;
      shortlist_id: string;
      used: boolean;
      revoked: boolean;
      expired: boolean;
    }>(
      `select id::text as id, shortlist_id::text as shortlist_id, used_at is not null as used,
              revoked_at is not null as revoked, expires_at <= now() as expired
       from shortlist_invitations where token_hash = $1 for update`,
      [hashToken(token)],
    );
    if (!invitation) return failure('unknown');
    if (invitation.used) return failure('used');
    if (invitation.revoked) return failure('revoked');
    if (invitation.expired) return failure('expired');
    const target = invitation.shortlist_id;
    // Locks the shortlist so two people redeeming two links at once cannot both get in.
    await tx.query('select 1 from shortlists where id = $1::bigint for update', [target]);
    const current = await shortlistOf(tx, userId);
    if (current === target) return failure('own');
    const [{ members } = { members: 0 }] = await tx.query<{ members: number }>(
      'select count(*)::int as members from shortlist_members where shortlist_id = $1::bigint',
      [target],
    );
    if (members >= SHORTLIST_MAX_MEMBERS) return failure('full');
    if (current) {
      const [{ others } = { others: 0 }] = await tx.query<{ others: number }>(
        'select count(*)::int as others from shortlist_members where shortlist_id = $1::bigint and user_id <> $2::bigint',
        [current, userId],
      );
      if (others > 0) return failure('alreadyPaired');
      await tx.query('delete from shortlists where id = $1::bigint', [current]);
    }
    // Ranks and notes belong to a pair: a new partner starts without the last one's notes (left
    // behind when a partner left or deleted their account).
    await clearPairData(tx, target);
    await tx.query('insert into shortlist_members (shortlist_id, user_id) values ($1::bigint, $2::bigint)', [
      target,
      userId,
    ]);
    await tx.query('update shortlist_invitations set used_at = now(), used_by = $2::bigint where id = $1::bigint', [
      invitation.id,
      userId,
    ]);
    await bump(tx, target);
    return success(target);
  });
}

/** The other member's id, when there is one. */
async function partnerOf(db: Queryable, shortlistId: string, userId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'select user_id::text as id from shortlist_members where shortlist_id = $1::bigint and user_id <> $2::bigint',
    [shortlistId, userId],
  );
  return row?.id ?? null;
}

const liked = (answer: string | null | undefined) => answer === 'yes' || answer === 'love';

/** Where a card's answers live: the catalogue's names, or the pair's own names. */
type CardRef = { own: false; id: string } | { own: true; id: string };
const refOf = (cardId: string): CardRef =>
  isOwnCard(cardId) ? { own: true, id: cardId.slice(OWN_PREFIX.length) } : { own: false, id: cardId };

const VOTES = {
  catalogue: { table: 'name_votes', column: 'name_id' },
  own: { table: 'shortlist_own_votes', column: 'own_name_id' },
} as const;
const votesOf = (ref: CardRef) => (ref.own ? VOTES.own : VOTES.catalogue);

async function answerOf(tx: Queryable, userId: string, ref: CardRef, lock = false): Promise<VoteAnswer | undefined> {
  const { table, column } = votesOf(ref);
  const [row] = await tx.query<{ answer: VoteAnswer }>(
    `select answer from ${table} where user_id = $1::bigint and ${column} = $2::bigint${lock ? ' for update' : ''}`,
    [userId, ref.id],
  );
  return row?.answer;
}

/** Whether the card exists for this shortlist: any catalogue name, or one of the pair's own. */
async function cardExists(tx: Queryable, shortlistId: string, ref: CardRef): Promise<boolean> {
  const rows = ref.own
    ? await tx.query('select 1 from shortlist_own_names where id = $1::bigint and shortlist_id = $2::bigint', [
        ref.id,
        shortlistId,
      ])
    : await tx.query('select 1 from names where id = $1::bigint', [ref.id]);
  return rows.length > 0;
}

/** A recorded answer: whether the name is now a match. */
export interface VoteResult {
  nameId: string;
  answer: VoteAnswer;
  match: boolean;
}

/**
 * Records the caller's answer. The shortlist's version moves only when the matches change
 * (a match appears, goes, or becomes Love-Love): a partner polling sees nothing of an answer
 * that made no match, so not even the timing of a No reaches them.
 */
export async function vote(
  db: Db,
  shortlistId: string,
  userId: string,
  nameId: string,
  answer: VoteAnswer,
): Promise<Outcome<VoteResult, 'not-found' | 'no-name'>> {
  return db.transaction(async (tx) => {
    if (!(await isMember(tx, shortlistId, userId))) return failure('not-found');
    const ref = refOf(nameId);
    if (!(await cardExists(tx, shortlistId, ref))) return failure('no-name');
    const before = await answerOf(tx, userId, ref, true);
    const { table, column } = votesOf(ref);
    await tx.query(
      `insert into ${table} (user_id, ${column}, answer) values ($1::bigint, $2::bigint, $3)
       on conflict (user_id, ${column}) do update set answer = excluded.answer, updated_at = now()`,
      [userId, ref.id, answer],
    );
    const match = await afterAnswer(tx, shortlistId, userId, ref, before, answer);
    return success({ nameId, answer, match });
  });
}

/** Moves the version when a change of the caller's answer changed the matches; says if it is one. */
async function afterAnswer(
  tx: Queryable,
  shortlistId: string,
  userId: string,
  ref: CardRef,
  before: VoteAnswer | undefined,
  now: VoteAnswer | undefined,
): Promise<boolean> {
  const partner = await partnerOf(tx, shortlistId, userId);
  if (!partner) return false;
  const theirs = await answerOf(tx, partner, ref);
  const was = liked(theirs) && liked(before);
  const match = liked(theirs) && liked(now);
  const loveChanged = (before === 'love') !== (now === 'love');
  if (was !== match || (match && loveChanged)) await bump(tx, shortlistId);
  return match;
}

/**
 * Takes back the caller's newest answer (the name is unanswered again, and comes back as a card);
 * called again, the one before. A match it undoes goes, as when an answer changes.
 */
export async function undo(
  db: Db,
  shortlistId: string,
  userId: string,
): Promise<Outcome<DeckCard, 'not-found' | 'nothing'>> {
  return db.transaction(async (tx) => {
    if (!(await isMember(tx, shortlistId, userId))) return failure('not-found');
    const [last] = await tx.query<{ own: boolean; id: string; answer: VoteAnswer }>(
      `select own, id, answer from (
         (select false as own, name_id::text as id, answer, updated_at from name_votes
          where user_id = $1::bigint order by updated_at desc limit 1)
         union all
         (select true, v.own_name_id::text, v.answer, v.updated_at from shortlist_own_votes v
          join shortlist_own_names o on o.id = v.own_name_id and o.shortlist_id = $2::bigint
          where v.user_id = $1::bigint order by v.updated_at desc limit 1)
       ) t order by updated_at desc limit 1`,
      [userId, shortlistId],
    );
    if (!last) return failure('nothing');
    const ref: CardRef = last.own ? { own: true, id: last.id } : { own: false, id: last.id };
    const { table, column } = votesOf(ref);
    await tx.query(`delete from ${table} where user_id = $1::bigint and ${column} = $2::bigint`, [userId, ref.id]);
    await afterAnswer(tx, shortlistId, userId, ref, last.answer, undefined);
    const [card] = await cardsByIds(tx, shortlistId, [last.own ? `${OWN_PREFIX}${last.id}` : last.id]);
    return card ? success(card) : failure('nothing');
  });
}

/**
 * Adds a name of the pair's own. Adding it is the caller's Yes; the partner is dealt it like
 * any name they have not answered. Conflict when the pair already added it.
 */
export async function addOwnName(
  db: Db,
  shortlistId: string,
  userId: string,
  name: string,
  gender: DataGender,
): Promise<Outcome<DeckCard>> {
  return db.transaction(async (tx) => {
    if (!(await isMember(tx, shortlistId, userId))) return failure('not-found');
    const [row] = await tx.query<{ id: string }>(
      `insert into shortlist_own_names (shortlist_id, name, gender, added_by) values ($1::bigint, $2, $3, $4::bigint)
       on conflict do nothing returning id::text as id`,
      [shortlistId, name, gender, userId],
    );
    if (!row) return failure('conflict');
    await tx.query(
      `insert into shortlist_own_votes (user_id, own_name_id, answer) values ($1::bigint, $2::bigint, 'yes')`,
      [userId, row.id],
    );
    const [card] = await cardsByIds(tx, shortlistId, [`${OWN_PREFIX}${row.id}`]);
    return success(card!);
  });
}

const CATALOGUE_CARD = `n.id::text as id, n.name, n.gender, n.meaning, n.origin, r.name as religion, false as own`;
const OWN_CARD = `'${OWN_PREFIX}' || o.id::text as id, o.name, o.gender, '' as meaning, '' as origin, null::text as religion, true as own`;

/** The cards of the given keys (catalogue names, and own names of this shortlist), in any order. */
async function cardsByIds(tx: Queryable, shortlistId: string, cardIds: string[]): Promise<DeckCard[]> {
  const refs = cardIds.map(refOf);
  const catalogue = refs.filter((r) => !r.own).map((r) => r.id);
  const own = refs.filter((r) => r.own).map((r) => r.id);
  return [
    ...(catalogue.length
      ? await tx.query<DeckCard>(
          `select ${CATALOGUE_CARD} from names n left join religions r on r.id = n.religion_id
           where n.id = any($1::bigint[])`,
          [catalogue],
        )
      : []),
    ...(own.length
      ? await tx.query<DeckCard>(
          `select ${OWN_CARD} from shortlist_own_names o where o.id = any($1::bigint[]) and o.shortlist_id = $2::bigint`,
          [own, shortlistId],
        )
      : []),
  ];
}

/** The version of a shortlist the caller is in (the matches' ETag). */
export async function version(
  db: Queryable,
  shortlistId: string,
  userId: string,
): Promise<Outcome<string, 'not-found'>> {
  const [row] = await db.query<{ version: string }>(
    `select s.version::text as version
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  return found(row?.version);
}

/** Both members' liked answers on a name, catalogue and own names alike, with rank and note. */
const MATCH_ROWS = `
  select n.id::text as "nameId", n.name, n.gender, n.meaning, false as own,
         (mine.answer = 'love' and theirs.answer = 'love') as "bothLove",
         mine.answer as "myAnswer", theirs.answer as "partnerAnswer",
         coalesce(e.note, '') as note,
         greatest(mine.updated_at, theirs.updated_at) as "matchedAt",
         e.position
  from name_votes mine
  join name_votes theirs on theirs.name_id = mine.name_id and theirs.user_id = $3::bigint
  join names n on n.id = mine.name_id
  left join shortlist_entries e on e.shortlist_id = $1::bigint and e.name_id = mine.name_id
  where mine.user_id = $2::bigint and mine.answer in ('yes', 'love') and theirs.answer in ('yes', 'love')
  union all
  select '${OWN_PREFIX}' || o.id::text, o.name, o.gender, '', true,
         (mine.answer = 'love' and theirs.answer = 'love'),
         mine.answer, theirs.answer, o.note, greatest(mine.updated_at, theirs.updated_at), o.position
  from shortlist_own_names o
  join shortlist_own_votes mine on mine.own_name_id = o.id and mine.user_id = $2::bigint
  join shortlist_own_votes theirs on theirs.own_name_id = o.id and theirs.user_id = $3::bigint
  where o.shortlist_id = $1::bigint and mine.answer in ('yes', 'love') and theirs.answer in ('yes', 'love')`;

interface DuelRow {
  user_id: string;
  winner: string;
  loser: string;
}

const NO_DUELS: DuelOrders = { together: [], mine: [], partner: [], myCount: 0, partnerCount: 0 };

function duelOrders(ids: string[], duels: DuelRow[], userId: string): DuelOrders {
  const current = new Set(ids);
  const live = duels.filter((d) => current.has(d.winner) && current.has(d.loser));
  const mine = live.filter((d) => d.user_id === userId);
  const theirs = live.filter((d) => d.user_id !== userId);
  return {
    together: bradleyTerry(ids, live),
    mine: bradleyTerry(ids, mine),
    partner: bradleyTerry(ids, theirs),
    myCount: mine.length,
    partnerCount: theirs.length,
  };
}

export async function matches(
  db: Db,
  shortlistId: string,
  userId: string,
): Promise<Outcome<MatchesState, 'not-found'>> {
  // One snapshot for the version and the rows, so the ETag describes exactly what is sent.
  return db.transaction((tx) => matchesIn(tx, shortlistId, userId));
}

async function matchesIn(
  tx: Queryable,
  shortlistId: string,
  userId: string,
): Promise<Outcome<MatchesState, 'not-found'>> {
  const known = await version(tx, shortlistId, userId);
  if (!known.ok) return known;
  const current = known.value;
  const partner = await partnerOf(tx, shortlistId, userId);
  if (!partner) return success({ matches: [], ranking: [], version: current, duels: NO_DUELS });
  const rows = await tx.query<Match & { position: number | null }>(
    `select * from (${MATCH_ROWS}) m
     order by ("myAnswer" = 'love')::int + ("partnerAnswer" = 'love')::int desc, "matchedAt" desc, "nameId"`,
    [shortlistId, userId, partner],
  );
  const list: Match[] = rows.map(({ position: _position, matchedAt, ...m }) => ({
    ...m,
    matchedAt: new Date(matchedAt).toISOString(),
  }));
  const ranked = rows
    .filter((r) => r.position !== null)
    .sort((a, b) => a.position! - b.position!)
    .map((r) => r.nameId);
  const unranked = rows.filter((r) => r.position === null).map((r) => r.nameId);
  const duels = await tx.query<DuelRow>(
    'select user_id::text as user_id, winner, loser from shortlist_duels where shortlist_id = $1::bigint order by id',
    [shortlistId],
  );
  const ranking = [...ranked, ...unranked];
  return success({ matches: list, ranking, version: current, duels: duelOrders(ranking, duels, userId) });
}

/** The caller's current matched name ids, for checking that a rank or a note is about one. */
async function matchedIds(tx: Queryable, shortlistId: string, userId: string): Promise<Set<string> | null> {
  if (!(await isMember(tx, shortlistId, userId))) return null;
  const partner = await partnerOf(tx, shortlistId, userId);
  if (!partner) return new Set();
  const rows = await tx.query<{ nameId: string }>(`select "nameId" from (${MATCH_ROWS}) m`, [
    shortlistId,
    userId,
    partner,
  ]);
  return new Set(rows.map((r) => r.nameId));
}

/** A ranking refused for an id that is not one of the caller's matches, which it names. */
export interface NotMatched {
  ok: false;
  reason: 'not-matched';
  nameId: string;
}

/**
 * Ranks the matches in the given order. Ids that are not matches are refused (the caller learns
 * nothing it cannot see); matches left out keep their place after the given ones.
 */
export async function rank(
  db: Db,
  shortlistId: string,
  userId: string,
  nameIds: string[],
): Promise<Outcome<void, 'not-found'> | NotMatched> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from shortlists where id = $1::bigint for update', [shortlistId]);
    const ids = await matchedIds(tx, shortlistId, userId);
    if (!ids) return failure('not-found');
    const stray = nameIds.find((id) => !ids.has(id));
    if (stray) return { ok: false, reason: 'not-matched', nameId: stray };
    const positions = nameIds.map((id, index) => ({ ref: refOf(id), position: index + 1 }));
    const catalogue = positions.filter((p) => !p.ref.own);
    const own = positions.filter((p) => p.ref.own);
    await tx.query('update shortlist_entries set position = null where shortlist_id = $1::bigint', [shortlistId]);
    await tx.query('update shortlist_own_names set position = null where shortlist_id = $1::bigint', [shortlistId]);
    await tx.query(
      `insert into shortlist_entries (shortlist_id, name_id, position)
       select $1::bigint, id::bigint, pos from unnest($2::text[], $3::int[]) as t(id, pos)
       on conflict (shortlist_id, name_id) do update set position = excluded.position, updated_at = now()`,
      [shortlistId, catalogue.map((p) => p.ref.id), catalogue.map((p) => p.position)],
    );
    await tx.query(
      `update shortlist_own_names o set position = t.pos
       from unnest($2::text[], $3::int[]) as t(id, pos)
       where o.id = t.id::bigint and o.shortlist_id = $1::bigint`,
      [shortlistId, own.map((p) => p.ref.id), own.map((p) => p.position)],
    );
    await bump(tx, shortlistId);
    return success(undefined);
  });
}

/** The shared note on a match; not-matched for a name that is not one. */
export async function setNote(
  db: Db,
  shortlistId: string,
  userId: string,
  nameId: string,
  note: string,
): Promise<Outcome<void, 'not-found' | 'not-matched'>> {
  return db.transaction(async (tx) => {
    const ids = await matchedIds(tx, shortlistId, userId);
    if (!ids) return failure('not-found');
    if (!ids.has(nameId)) return failure('not-matched');
    const ref = refOf(nameId);
    if (ref.own)
      await tx.query('update shortlist_own_names set note = $3 where id = $2::bigint and shortlist_id = $1::bigint', [
        shortlistId,
        ref.id,
        note,
      ]);
    else
      await tx.query(
        `insert into shortlist_entries (shortlist_id, name_id, note) values ($1::bigint, $2::bigint, $3)
         on conflict (shortlist_id, name_id) do update set note = excluded.note, updated_at = now()`,
        [shortlistId, ref.id, note],
      );
    await bump(tx, shortlistId);
    return success(undefined);
  });
}

/** The next two matches for the caller to choose between, or null with fewer than two. */
export async function duel(
  db: Db,
  shortlistId: string,
  userId: string,
): Promise<Outcome<DuelPair | null, 'not-found'>> {
  return db.transaction(async (tx) => {
    const known = await matchesIn(tx, shortlistId, userId);
    if (!known.ok) return known;
    const state = known.value;
    const mine = await tx.query<DuelRow>(
      `select user_id::text as user_id, winner, loser from shortlist_duels
       where shortlist_id = $1::bigint and user_id = $2::bigint`,
      [shortlistId, userId],
    );
    const pair = nextDuel(state.ranking, mine);
    if (!pair) return success(null);
    const byId = new Map(state.matches.map((m) => [m.nameId, m]));
    const side = (id: string) => {
      const { nameId, name, gender, meaning } = byId.get(id)!;
      return { nameId, name, gender, meaning };
    };
    return success({ left: side(pair[0]), right: side(pair[1]) });
  });
}

/** Records the caller's choice between two matches. */
export async function decideDuel(
  db: Db,
  shortlistId: string,
  userId: string,
  winner: string,
  loser: string,
): Promise<Outcome<void, 'not-found' | 'not-matched'>> {
  return db.transaction(async (tx) => {
    const ids = await matchedIds(tx, shortlistId, userId);
    if (!ids) return failure('not-found');
    if (!ids.has(winner) || !ids.has(loser) || winner === loser) return failure('not-matched');
    await tx.query(
      `insert into shortlist_duels (shortlist_id, user_id, winner, loser) values ($1::bigint, $2::bigint, $3, $4)`,
      [shortlistId, userId, winner, loser],
    );
    await bump(tx, shortlistId);
    return success(undefined);
  });
}

/** Where a shortlist's deck for these filters starts in the deal-key space (a signed 32-bit int). */
export function dealOffset(seed: number, filters: SharedDeckFilters): number {
  return createHash('md5')
    .update(`${seed}:${JSON.stringify(sharedFilters(filters))}`)
    .digest()
    .readInt32BE(0);
}

/** The most cards in a row a page deals from one source (the partner's likes, or the shared order). */
const MAX_RUN = 2;

/** A deterministic coin for the slot of a page: brought-forward name or the shared order's next. */
function coin(...parts: (string | number)[]): boolean {
  return createHash('md5').update(parts.join(':')).digest()[0]! < 128;
}

/**
 * The caller's deck: names they have not answered, in the shortlist's shared order for these
 * filters, with the names the partner answered Yes or Love (and the pair's own names the partner
 * added or liked) brought forward. Which slots of a page take a brought-forward name is decided
 * by a coin seeded from the shortlist and the page, so nothing on a card or in its place says
 * which ones they are. A partner's No changes nothing here: a name they said No to stays where
 * the shared order puts it, exactly like a name they never saw, and only their likes are read.
 *
 * `filters` are the request's own, or null for the shortlist's saved ones; fromFavourites
 * (personal) narrows either.
 */
export async function deck(
  db: Queryable,
  shortlistId: string,
  userId: string,
  filters: DeckFilters | null,
  size: number,
  fromFavourites = false,
): Promise<Outcome<DeckCard[], 'not-found'>> {
  const [head] = await db.query<{ seed: number; filters: SharedDeckFilters }>(
    `select s.deal_seed as seed, s.filters from shortlists s
     join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  if (!head) return failure('not-found');
  const chosen: DeckFilters = { ...(filters ?? head.filters), ...(fromFavourites ? { fromFavourites } : {}) };
  const offset = dealOffset(head.seed, sharedFilters(chosen));
  const partner = await partnerOf(db, shortlistId, userId);

  const where = ['not exists (select 1 from name_votes v where v.user_id = $1::bigint and v.name_id = n.id)'];
  const params: unknown[] = [userId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (chosen.gender) add('n.gender = ?', chosen.gender);
  if (chosen.religionId) add('n.religion_id = ?::bigint', chosen.religionId);
  if (chosen.letter) add(`(lower(n.name) collate "C") like ? || '%'`, chosen.letter.toLowerCase());
  if (chosen.minLength) add('char_length(n.name) >= ?::int', chosen.minLength);
  if (chosen.maxLength) add('char_length(n.name) <= ?::int', chosen.maxLength);
  if (chosen.popularity) {
    // The SSA rank of the name's spelling for its own sex in the latest year (004_popularity.sql).
    const ranked = `exists (select 1 from name_popularity p where p.name_key = n.name_key
      and p.sex = (case n.gender when 'male' then 'M' else 'F' end) and p.latest_rank <= ?::int)`;
    const maxRank = POPULARITY_BANDS.find((band) => band.value === chosen.popularity)?.maxRank ?? null;
    if (maxRank === null) add(`not ${ranked}`, WIDEST_RANKED_BAND);
    else add(ranked, maxRank);
  }
  if (chosen.fromFavourites)
    where.push('exists (select 1 from user_name_favorites f where f.user_id = $1::bigint and f.name_id = n.id)');
  const n = params.length;
  const from = `from names n left join religions r on r.id = n.religion_id where ${where.join(' and ')}`;

  // The shared order: from the offset to the end of the key space, then round from its start.
  const walk = (range: string, limit: number) =>
    db.query<DeckCard>(`select ${CATALOGUE_CARD} ${from} and ${range} order by n.deal_key, n.id limit $${n + 2}::int`, [
      ...params,
      offset,
      limit,
    ]);
  const order = await walk(`n.deal_key >= $${n + 1}::int`, size);
  if (order.length < size) order.push(...(await walk(`n.deal_key < $${n + 1}::int`, size - order.length)));

  let forward: DeckCard[] = [];
  if (partner) {
    const pairs = await db.query<DeckCard>(
      `select ${OWN_CARD} from shortlist_own_names o
       join shortlist_own_votes p on p.own_name_id = o.id and p.user_id = $3::bigint and p.answer in ('yes', 'love')
       where o.shortlist_id = $2::bigint
         and not exists (select 1 from shortlist_own_votes v where v.user_id = $1::bigint and v.own_name_id = o.id)
         and ($4::text is null or o.gender = $4) and ($5::text is null or lower(o.name) like $5 || '%')
         and char_length(o.name) between $6::int and $7::int
       order by o.id limit $8::int`,
      [
        userId,
        shortlistId,
        partner,
        chosen.gender ?? null,
        chosen.letter?.toLowerCase() ?? null,
        chosen.minLength ?? 1,
        chosen.maxLength ?? 1000,
        size,
      ],
    );
    // Driven from the partner's likes (a few hundred rows at most), never from the catalogue.
    const theirs = await db.query<DeckCard>(
      `select ${CATALOGUE_CARD}
       from name_votes p join names n on n.id = p.name_id left join religions r on r.id = n.religion_id
       where p.user_id = $${n + 2}::bigint and p.answer in ('yes', 'love') and ${where.join(' and ')}
       order by (n.deal_key >= $${n + 1}::int) desc, n.deal_key, n.id limit $${n + 3}::int`,
      [...params, offset, partner, size],
    );
    forward = [...pairs, ...theirs];
  }

  // Deal the page: each slot takes the next brought-forward name or the shared order's next,
  // by the coin; a name already dealt is skipped. While both have names, no more than
  // MAX_RUN cards in a row come from the same one: left to the coin alone, one draw in 32 put
  // five liked names at the very top (not mixed in), and about one in 170 dealt fewer than five
  // of them onto a page of twenty. The run limit keeps both shares of a page between a third
  // and two thirds, and says nothing about which card is which.
  const page: DeckCard[] = [];
  const dealt = new Set<string>();
  const salt = `${head.seed}:${userId}:${order[0]?.id ?? ''}:${forward[0]?.id ?? ''}`;
  let f = 0;
  let o = 0;
  let last: boolean | null = null;
  let run = 0;
  for (let slot = 0; page.length < size && (f < forward.length || o < order.length); slot += 1) {
    const both = f < forward.length && o < order.length;
    let fromForward = f < forward.length && (o >= order.length || coin(salt, slot));
    if (both && run >= MAX_RUN && fromForward === last) fromForward = !fromForward;
    const card = fromForward ? forward[f++]! : order[o++]!;
    if (dealt.has(card.id)) continue;
    dealt.add(card.id);
    page.push(card);
    run = fromForward === last ? run + 1 : 1;
    last = fromForward;
  }
  return success(page);
}

/** What became of an invitation link, for a visitor who is not signed in yet. */
export async function invitationStatus(
  db: Queryable,
  token: string,
): Promise<'valid' | 'used' | 'expired' | 'revoked' | 'unknown'> {
  const [row] = await db.query<{ used: boolean; revoked: boolean; expired: boolean }>(
    `select used_at is not null as used, revoked_at is not null as revoked, expires_at <= now() as expired
     from shortlist_invitations where token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return 'unknown';
  return row.used ? 'used' : row.revoked ? 'revoked' : row.expired ? 'expired' : 'valid';
}
