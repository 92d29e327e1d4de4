/**
 * User queries. The public record never carries password material: columns are listed on
 * purpose, and the favourites come from their relation tables.
 */
import type { Queryable } from '../db/index.ts';
import type { User } from '../../lib/types.ts';

/** The user record of API.md (with the three favourite id lists), or null. */
export async function getPublicUser(db: Queryable, id: string): Promise<User | null> {
  const [row] = await db.query<User>(
    `select u.id::text as id, u.name, u.display_name as "displayName", u.email, u.role, u.avatar_url as "avatarUrl",
       coalesce((select array_agg(f.name_id::text order by f.created_at, f.name_id) from user_name_favorites f where f.user_id = u.id), '{}') as favorites,
       coalesce((select array_agg(f.god_name_id::text order by f.created_at, f.god_name_id) from user_god_name_favorites f where f.user_id = u.id), '{}') as "godNameFavorites",
       coalesce((select array_agg(f.nickname_id::text order by f.created_at, f.nickname_id) from user_nickname_favorites f where f.user_id = u.id), '{}') as "nicknameFavorites"
     from users u where u.id = $1`,
    [id],
  );
  return row ?? null;
}
