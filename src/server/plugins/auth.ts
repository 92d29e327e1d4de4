/**
 * Authentication and role checks for routes. `app.requireRole('admin')` (or 'user') is an
 * onRequest hook: 401 for a missing, malformed, expired or revoked token or an unknown user,
 * 403 for a valid token of the wrong role. `request.auth` then holds who is calling.
 * It runs before the body is read or validated, so a stranger can neither make the server
 * read a 30 MB upload nor learn a route's field list.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../shared/types.ts';
import type { TokenService } from '../auth/tokens.ts';
import { HttpError } from '../errors.ts';
import { ID_PATTERN } from '../../shared/constants.ts';

export interface AuthContext {
  userId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Who is calling, or null; throws 401 for a token that is present but not valid. */
    authenticate(request: FastifyRequest): Promise<AuthContext | null>;
    requireRole(role: Role): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  /**
   * Who may call an operation, in the OpenAPI document (tests read it to reach every route past
   * its guard): `x-role` for every route with `security`, `x-membership` where the caller must
   * also belong to the resource the path names (anyone else gets 404).
   */
  interface FastifySchema {
    'x-role'?: Role | 'signed-in';
    'x-membership'?: 'shortlist';
  }
}

const UNAUTHORISED = 'Please sign in to continue';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Malformed Authorization header');
  return match[1];
}

export default fp(
  async (app, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await options.tokens.verify(token);
      // A token signed with our secret but naming no possible account (a non-numeric subject) is
      // as invalid as a forged one: refuse it before it reaches the database.
      if (!claims || !new RegExp(ID_PATTERN).test(claims.sub))
        throw new HttpError(401, 'Your session has expired. Please sign in again.');
      // The account must still exist, with the same role, and the token must postdate the last
      // password change: a stolen token dies with the password.
      const [user] = await app.db.query<{ role: Role; valid_after: number }>(
        'select role, extract(epoch from tokens_valid_after)::float8 as valid_after from users where id = $1',
        [claims.sub],
      );
      if (!user || user.role !== claims.role || claims.iat < Math.floor(user.valid_after)) {
        throw new HttpError(401, 'Your session has expired. Please sign in again.');
      }
      request.auth = { userId: claims.sub, role: claims.role };
      return request.auth;
    });

    // A secured route must say who may call it, or the document would lie by omission.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { security?: unknown[]; 'x-role'?: string } | undefined;
      if (schema?.security?.length && !schema['x-role'])
        throw new Error(`${String(route.method)} ${route.url} has security but no x-role`);
    });

    app.decorate('requireRole', (role: Role) => {
      return async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
        const auth = await app.authenticate(request);
        if (!auth) throw new HttpError(401, UNAUTHORISED);
        if (auth.role !== role) throw new HttpError(403, 'You do not have permission to do that');
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
