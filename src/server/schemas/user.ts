/** The public user record: what sign-in and the favourite toggles answer. */
import { Type } from 'typebox';

export const UserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  favorites: Type.Array(Type.String()),
  godNameFavorites: Type.Array(Type.String()),
  nicknameFavorites: Type.Array(Type.String()),
});
