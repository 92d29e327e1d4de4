/**
 * Shortlist queries (issue 17). Every read and write that takes a shortlist id also takes the
 * caller's user id and matches on membership, so a shortlist the caller is not in looks exactly
 * like one that does not exist (null, which the routes answer as 404).
 *
 * A partner's answers leave this module only as matches: no query answers another user's No.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Db } from '../db/index.ts';
import {
  INVITATION_ERRORS,
  INVITATION_TTL_MS,
  SHORTLIST_MAX_MEMBERS,
  type CreatedInvitation,
  type DeckCard,
  type DeckFilters,
  type Match,
  type MatchesState,
  type Shortlist,
  type VoteAnswer,
} from '../../shared/shortlist.ts';
import { HttpError } from '../errors.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The id of the caller's shortlist, or null. */
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

export async function get(db: Queryable, shortlistId: string, userId: string): Promise<Shortlist | null> {
  const [head] = await db.query<{ id: string; is_owner: boolean }>(
    `select s.id::text as id, ${ownsSql('s')} as is_owner
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  if (!head) return null;
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
  return {
    id: head.id,
    isOwner: head.is_owner,
    members,
    invitations: invitations.map((i) => ({
      ...i,
      createdAt: new Date(i.createdAt).toISOString(),
      expiresAt: new Date(i.expiresAt).toISOString(),
    })),
  };
}

/** Starts a shortlist owned by the caller, or null when the caller already has one. */
export async function create(db: Db, userId: string): Promise<string | null> {
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
      return null;
    }
    return row!.id;
  });
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
export async function leave(db: Db, shortlistId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ owner_id: string | null }>(
      'select owner_id::text as owner_id from shortlists where id = $1::bigint for update',
      [shortlistId],
    );
    if (!locked) return false;
    const removed = await tx.query(
      'delete from shortlist_members where shortlist_id = $1::bigint and user_id = $2::bigint returning 1',
      [shortlistId, userId],
    );
    if (removed.length === 0) return false;
    const [left] = await tx.query<{ user_id: string }>(
      'select user_id::text as user_id from shortlist_members where shortlist_id = $1::bigint limit 1',
      [shortlistId],
    );
    if (!left) {
      await tx.query('delete from shortlists where id = $1::bigint', [shortlistId]);
      return true;
    }
    await tx.query('delete from shortlist_entries where shortlist_id = $1::bigint', [shortlistId]);
    await tx.query(
      `update shortlists set owner_id = $2::bigint, version = version + 1, updated_at = now() where id = $1::bigint`,
      [shortlistId, left.user_id],
    );
    // Pending links were the owner's to give; the one who stays starts again.
    await tx.query(
      'update shortlist_invitations set revoked_at = now() where shortlist_id = $1::bigint and used_at is null and revoked_at is null',
      [shortlistId],
    );
    return true;
  });
}

export type InviteOutcome = CreatedInvitation | 'not-found' | 'not-owner' | 'full';

export async function invite(db: Db, shortlistId: string, userId: string): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ is_owner: boolean; members: number }>(
      `select ${ownsSql('s')} as is_owner,
              (select count(*) from shortlist_members where shortlist_id = s.id)::int as members
       from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
       where s.id = $1::bigint`,
      [shortlistId, userId],
    );
    if (!row) return 'not-found';
    if (!row.is_owner) return 'not-owner';
    if (row.members >= SHORTLIST_MAX_MEMBERS) return 'full';
    const token = randomBytes(24).toString('base64url');
    const [created] = await tx.query<{ id: string; createdAt: Date; expiresAt: Date }>(
      `insert into shortlist_invitations (shortlist_id, token_hash, created_by, expires_at)
       values ($1::bigint, $2, $3::bigint, now() + $4 * interval '1 millisecond')
       returning id::text as id, created_at as "createdAt", expires_at as "expiresAt"`,
      [shortlistId, hashToken(token), userId, INVITATION_TTL_MS],
    );
    return {
      id: created!.id,
      token,
      createdAt: new Date(created!.createdAt).toISOString(),
      expiresAt: new Date(created!.expiresAt).toISOString(),
    };
  });
}

/** Revokes a pending invitation of the caller's shortlist; false when there is none to revoke. */
export async function revoke(
  db: Queryable,
  shortlistId: string,
  invitationId: string,
  userId: string,
): Promise<'revoked' | 'not-found' | 'not-owner'> {
  const [row] = await db.query<{ is_owner: boolean }>(
    `select ${ownsSql('s')} as is_owner
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  if (!row) return 'not-found';
  if (!row.is_owner) return 'not-owner';
  const done = await db.query(
    `update shortlist_invitations set revoked_at = now()
     where id = $2::bigint and shortlist_id = $1::bigint and used_at is null and revoked_at is null
     returning 1`,
    [shortlistId, invitationId],
  );
  return done.length > 0 ? 'revoked' : 'not-found';
}

/**
 * Redeems an invitation token: the caller joins its shortlist. A caller alone in a shortlist of
 * their own leaves it for the new one (nothing of theirs is lost: answers belong to the user).
 * Throws the HttpError the route answers for a link that cannot be used.
 */
export async function join(db: Db, token: string, userId: string): Promise<string> {
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
    if (!invitation) throw new HttpError(404, INVITATION_ERRORS.unknown);
    if (invitation.used) throw new HttpError(410, INVITATION_ERRORS.used);
    if (invitation.revoked) throw new HttpError(410, INVITATION_ERRORS.revoked);
    if (invitation.expired) throw new HttpError(410, INVITATION_ERRORS.expired);
    const target = invitation.shortlist_id;
    // Locks the shortlist so two people redeeming two links at once cannot both get in.
    await tx.query('select 1 from shortlists where id = $1::bigint for update', [target]);
    const current = await shortlistOf(tx, userId);
    if (current === target) throw new HttpError(409, INVITATION_ERRORS.own);
    const [{ members } = { members: 0 }] = await tx.query<{ members: number }>(
      'select count(*)::int as members from shortlist_members where shortlist_id = $1::bigint',
      [target],
    );
    if (members >= SHORTLIST_MAX_MEMBERS) throw new HttpError(409, INVITATION_ERRORS.full);
    if (current) {
      const [{ others } = { others: 0 }] = await tx.query<{ others: number }>(
        'select count(*)::int as others from shortlist_members where shortlist_id = $1::bigint and user_id <> $2::bigint',
        [current, userId],
      );
      if (others > 0) throw new HttpError(409, INVITATION_ERRORS.alreadyPaired);
      await tx.query('delete from shortlists where id = $1::bigint', [current]);
    }
    // Ranks and notes belong to a pair: a new partner starts without the last one's notes (left
    // behind when a partner left or deleted their account).
    await tx.query('delete from shortlist_entries where shortlist_id = $1::bigint', [target]);
    await tx.query('insert into shortlist_members (shortlist_id, user_id) values ($1::bigint, $2::bigint)', [
      target,
      userId,
    ]);
    await tx.query('update shortlist_invitations set used_at = now(), used_by = $2::bigint where id = $1::bigint', [
      invitation.id,
      userId,
    ]);
    await bump(tx, target);
    return target;
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

export type VoteOutcome = { nameId: string; answer: VoteAnswer; match: boolean } | 'not-found' | 'no-name';

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
): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    if (!(await isMember(tx, shortlistId, userId))) return 'not-found';
    const named = await tx.query('select 1 from names where id = $1::bigint', [nameId]);
    if (named.length === 0) return 'no-name';
    const [before] = await tx.query<{ answer: VoteAnswer }>(
      'select answer from name_votes where user_id = $1::bigint and name_id = $2::bigint for update',
      [userId, nameId],
    );
    await tx.query(
      `insert into name_votes (user_id, name_id, answer) values ($1::bigint, $2::bigint, $3)
       on conflict (user_id, name_id) do update set answer = excluded.answer, updated_at = now()`,
      [userId, nameId, answer],
    );
    const partner = await partnerOf(tx, shortlistId, userId);
    let match = false;
    if (partner) {
      const [theirs] = await tx.query<{ answer: VoteAnswer }>(
        'select answer from name_votes where user_id = $1::bigint and name_id = $2::bigint',
        [partner, nameId],
      );
      const was = liked(theirs?.answer) && liked(before?.answer);
      match = liked(theirs?.answer) && liked(answer);
      const loveChanged = (before?.answer === 'love') !== (answer === 'love');
      if (was !== match || (match && loveChanged)) await bump(tx, shortlistId);
    }
    return { nameId, answer, match };
  });
}

/** The version of a shortlist the caller is in (the matches' ETag), or null. */
export async function version(db: Queryable, shortlistId: string, userId: string): Promise<string | null> {
  const [row] = await db.query<{ version: string }>(
    `select s.version::text as version
     from shortlists s join shortlist_members m on m.shortlist_id = s.id and m.user_id = $2::bigint
     where s.id = $1::bigint`,
    [shortlistId, userId],
  );
  return row?.version ?? null;
}

export async function matches(db: Db, shortlistId: string, userId: string): Promise<MatchesState | null> {
  // One snapshot for the version and the rows, so the ETag describes exactly what is sent.
  return db.transaction(async (tx) => {
    const current = await version(tx, shortlistId, userId);
    if (current === null) return null;
    const partner = await partnerOf(tx, shortlistId, userId);
    if (!partner) return { matches: [], ranking: [], version: current };
    const rows = await tx.query<Match & { position: number | null }>(
      `select n.id::text as "nameId", n.name, n.gender, n.meaning,
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
       order by (mine.answer = 'love')::int + (theirs.answer = 'love')::int desc,
                greatest(mine.updated_at, theirs.updated_at) desc, n.id`,
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
    return { matches: list, ranking: [...ranked, ...unranked], version: current };
  });
}

/** The caller's current matched name ids, for checking that a rank or a note is about one. */
async function matchedIds(tx: Queryable, shortlistId: string, userId: string): Promise<Set<string> | null> {
  if (!(await isMember(tx, shortlistId, userId))) return null;
  const partner = await partnerOf(tx, shortlistId, userId);
  if (!partner) return new Set();
  const rows = await tx.query<{ id: string }>(
    `select mine.name_id::text as id from name_votes mine
     join name_votes theirs on theirs.name_id = mine.name_id and theirs.user_id = $2::bigint
     where mine.user_id = $1::bigint and mine.answer in ('yes', 'love') and theirs.answer in ('yes', 'love')`,
    [userId, partner],
  );
  return new Set(rows.map((r) => r.id));
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
): Promise<'ok' | 'not-found' | { notMatched: string }> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from shortlists where id = $1::bigint for update', [shortlistId]);
    const ids = await matchedIds(tx, shortlistId, userId);
    if (!ids) return 'not-found';
    const stray = nameIds.find((id) => !ids.has(id));
    if (stray) return { notMatched: stray };
    await tx.query('update shortlist_entries set position = null where shortlist_id = $1::bigint', [shortlistId]);
    await tx.query(
      `insert into shortlist_entries (shortlist_id, name_id, position)
       select $1::bigint, id::bigint, ord::int from unnest($2::text[]) with ordinality as t(id, ord)
       on conflict (shortlist_id, name_id) do update set position = excluded.position, updated_at = now()`,
      [shortlistId, nameIds],
    );
    await bump(tx, shortlistId);
    return 'ok';
  });
}

export async function setNote(
  db: Db,
  shortlistId: string,
  userId: string,
  nameId: string,
  note: string,
): Promise<'ok' | 'not-found' | 'not-matched'> {
  return db.transaction(async (tx) => {
    const ids = await matchedIds(tx, shortlistId, userId);
    if (!ids) return 'not-found';
    if (!ids.has(nameId)) return 'not-matched';
    await tx.query(
      `insert into shortlist_entries (shortlist_id, name_id, note) values ($1::bigint, $2::bigint, $3)
       on conflict (shortlist_id, name_id) do update set note = excluded.note, updated_at = now()`,
      [shortlistId, nameId, note],
    );
    await bump(tx, shortlistId);
    return 'ok';
  });
}

/**
 * Names the caller has not answered, drawn from the filters in a random order; with
 * fromFavourites, only the caller's favourite names.
 */
export async function deck(
  db: Queryable,
  shortlistId: string,
  userId: string,
  filters: DeckFilters,
  size: number,
): Promise<DeckCard[] | null> {
  if (!(await isMember(db, shortlistId, userId))) return null;
  const where = ['not exists (select 1 from name_votes v where v.user_id = $1::bigint and v.name_id = n.id)'];
  const params: unknown[] = [userId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.gender) add('n.gender = ?', filters.gender);
  if (filters.religionId) add('n.religion_id = ?::bigint', filters.religionId);
  if (filters.letter) add(`(lower(n.name) collate "C") like ? || '%'`, filters.letter.toLowerCase());
  if (filters.minLength) add('char_length(n.name) >= ?::int', filters.minLength);
  if (filters.maxLength) add('char_length(n.name) <= ?::int', filters.maxLength);
  if (filters.popularity) {
    // The SSA rank of the name's spelling for its own sex in the latest year (004_popularity.sql).
    const ranked = `exists (select 1 from name_popularity p where p.name_key = n.name_key
      and p.sex = (case n.gender when 'male' then 'M' else 'F' end) and p.latest_rank <= ?::int)`;
    if (filters.popularity === 'rare') add(`not ${ranked}`, 1000);
    else add(ranked, filters.popularity === 'top100' ? 100 : 1000);
  }
  if (filters.fromFavourites)
    where.push('exists (select 1 from user_name_favorites f where f.user_id = $1::bigint and f.name_id = n.id)');
  params.push(size);
  return db.query<DeckCard>(
    `select n.id::text as id, n.name, n.gender, n.meaning, n.origin, r.name as religion
     from names n left join religions r on r.id = n.religion_id
     where ${where.join(' and ')}
     order by random()
     limit $${params.length}::int`,
    params,
  );
}
