/** Schema pieces shared by the routes; the OpenAPI document is generated from them. */
import { Type, type TSchema } from 'typebox';
import { ID_PATTERN } from '../../shared/constants.ts';

export const IdSchema = Type.String({ pattern: ID_PATTERN, description: 'Opaque id' });
export const IdParams = Type.Object({ id: IdSchema });

export const ErrorSchema = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

export const ReligionRefSchema = Type.Object({ id: Type.String(), name: Type.String() });

export function ok<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data });
}

/** The error answers every route may give, for the response schema of each route. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
};
