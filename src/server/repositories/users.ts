/**
 * User queries. The public record never carries password material: columns are listed on
 * purpose, and the favourites come from their relation tables.
 */
import type { Queryable } from '../db/index.ts';
import type { Role, User } from '../../shared/types.ts';
import { failure, found, success, type Outcome } from './outcome.ts';

/** The user record the API answers (docs/api.md, with the three favourite id lists). */
export async function getPublicUser(db: Queryable, id: string): Promise<Outcome<User, 'not-found'>> {
  const [row] = await db.query<User>(
    `select u.id::text as id, u.name, u.display_name as "displayName", u.email, u.role, u.avatar_url as "avatarUrl",
       coalesce((select array_agg(f.name_id::text order by f.created_at, f.name_id) from user_name_favorites f where f.user_id = u.id), '{}') as favorites,
       coalesce((select array_agg(f.god_name_id::text order by f.created_at, f.god_name_id) from user_god_name_favorites f where f.user_id = u.id), '{}') as "godNameFavorites",
       coalesce((select array_agg(f.nickname_id::text order by f.created_at, f.nickname_id) from user_nickname_favorites f where f.user_id = u.id), '{}') as "nicknameFavorites"
     from users u where u.id = $1`,
    [id],
  );
  return found(row);
}

/** What sign-in needs to decide, kept apart from the public record. */
export interface Credentials {
  id: string;
  role: Role;
  passwordHash: string | null;
  /** Seconds; tokens issued before this are refused. */
  tokensValidAfter: number;
}

const CREDENTIAL_COLUMNS = `id::text as id, role, password_hash as "passwordHash",
  ceil(extract(epoch from tokens_valid_after))::bigint as "tokensValidAfter"`;

type CredentialsRow = Omit<Credentials, 'tokensValidAfter'> & { tokensValidAfter: string | number };
const toCredentials = (row: CredentialsRow | undefined): Credentials | null =>
  row ? { ...row, tokensValidAfter: Number(row.tokensValidAfter) } : null;

/** email must already be normalised (lower-case, trimmed). */
export async function findCredentialsByEmail(db: Queryable, email: string): Promise<Credentials | null> {
  const [row] = await db.query<CredentialsRow>(`select ${CREDENTIAL_COLUMNS} from users where email = $1`, [email]);
  return toCredentials(row);
}

export async function findCredentialsById(db: Queryable, id: string): Promise<Credentials | null> {
  const [row] = await db.query<CredentialsRow>(`select ${CREDENTIAL_COLUMNS} from users where id = $1`, [id]);
  return toCredentials(row);
}

export interface NewUser {
  email: string;
  name: string;
  displayName?: string;
  role?: Role;
  passwordHash?: string | null;
  googleSub?: string | null;
  avatarUrl?: string | null;
}

/** The new user's id; conflict when the email is taken (one statement, so two racing sign-ups cannot both win). */
export async function createUser(db: Queryable, user: NewUser): Promise<Outcome<string, 'conflict'>> {
  const [row] = await db.query<{ id: string }>(
    `insert into users (email, name, display_name, role, password_hash, google_sub, avatar_url)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing
     returning id::text as id`,
    [
      user.email,
      user.name,
      user.displayName ?? user.name,
      user.role ?? 'user',
      user.passwordHash ?? null,
      user.googleSub ?? null,
      user.avatarUrl ?? null,
    ],
  );
  return row ? success(row.id) : failure('conflict');
}

/**
 * Sets a new password and refuses every token issued so far. The cut-off is the next whole
 * second, because tokens carry whole seconds: one issued earlier in this very second must die
 * too. Answers that cut-off, the issue time to give the caller's fresh token; not-found when the
 * account is gone.
 */
export async function setPassword(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<Outcome<number, 'not-found'>> {
  const [row] = await db.query<{ validAfter: string | number }>(
    `update users set password_hash = $2, tokens_valid_after = date_trunc('second', now()) + interval '1 second', updated_at = now()
     where id = $1
     returning extract(epoch from tokens_valid_after)::bigint as "validAfter"`,
    [id, passwordHash],
  );
  return found(row && Number(row.validAfter));
}

export async function findIdByGoogleSub(db: Queryable, googleSub: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('select id::text as id from users where google_sub = $1', [googleSub]);
  return row?.id ?? null;
}

/** Links a Google account to a user; keeps an avatar the user already has. */
export async function linkGoogle(
  db: Queryable,
  id: string,
  googleSub: string,
  avatarUrl: string | null,
): Promise<void> {
  await db.query(
    `update users set google_sub = $2, avatar_url = coalesce(avatar_url, $3), updated_at = now() where id = $1`,
    [id, googleSub, avatarUrl],
  );
}

/**
 * Makes the account an admin with this password, creating it when needed (the admin:create
 * command). Earlier tokens of the account stop working.
 */
export async function upsertAdmin(
  db: Queryable,
  email: string,
  passwordHash: string,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db.query<{ id: string; created: boolean }>(
    `insert into users (email, name, display_name, role, password_hash)
     values ($1, 'Administrator', 'Administrator', 'admin', $2)
     on conflict (email) do update set role = 'admin', password_hash = excluded.password_hash,
       tokens_valid_after = date_trunc('second', now()) + interval '1 second', updated_at = now()
     returning id::text as id, (xmax = 0) as created`,
    [email, passwordHash],
  );
  if (!row) throw new Error('upsertAdmin: no row returned');
  return row;
}
