/** Schema pieces shared by the routes; the OpenAPI document is generated from them. */
import { Type, type TSchema } from 'typebox';
import { IdSchema, ReligionRefSchema } from '../../shared/catalogue-schema.ts';

export { IdSchema, ReligionRefSchema };
export const IdParams = Type.Object({ id: IdSchema });

export const ErrorSchema = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

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

/** The error answers of the given statuses, for a route's response schema: `...errorsOf(401, 403)`. */
export function errorsOf<S extends keyof typeof errorResponses>(...statuses: S[]): Pick<typeof errorResponses, S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    S
  >;
}
