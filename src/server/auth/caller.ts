/**
 * Who is calling, for a route whose guard (`app.requireRole`) has already let only a signed-in
 * caller through: their user id. The 401 is the guard's own answer, should a route ever lack it.
 */
import { HttpError } from '../errors.ts';
import type { AuthContext } from '../plugins/auth.ts';

export function userId(request: { auth: AuthContext | null }): string {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue');
  return request.auth.userId;
}
