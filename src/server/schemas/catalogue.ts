/**
 * Schemas of the catalogue routes: the shapes of API.md as responses, the write bodies, and the
 * query of the names list. Limits come from the import format so a record that imports can
 * also be typed in the admin dashboard, and the other way round.
 */
import { Type, type TSchema } from 'typebox';
import { LIMITS } from '../../shared/catalogue-format.ts';
import { IdSchema, ReligionRefSchema } from './common.ts';
import { ID_PATTERN, SEARCH_MAX_LENGTH } from '../../shared/constants.ts';

/**
 * Enums and nullables as plain JSON Schema (enum, type list) rather than unions: a union fails
 * with one error per branch, and the 400's details should name the field once.
 */
function oneOf<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}
/** A string schema that also takes null. */
function nullable(schema: TSchema, description?: string) {
  return Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'], ...(description ? { description } : {}) });
}
const Gender = oneOf(['male', 'female']);

const Source = Type.Union([Type.String(), Type.Null()], {
  description: 'Where the meaning comes from (a short citation)',
});

export const ReligionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isActive: Type.Boolean(),
  source: Source,
});

export const NameSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Gender,
  meaning: Type.String(),
  origin: Type.String(),
  description: Type.String(),
  religionId: Type.Union([ReligionRefSchema, Type.Null()], { description: 'null shows as UNIVERSAL' }),
  source: Source,
});

export const GodNameSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  subNames: Type.Array(Type.String(), { description: 'The other names, in traditional order' }),
  religionId: ReligionRefSchema,
  source: Source,
});

export const NicknameSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  source: Source,
});

const text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
const optionalSource = Type.Optional(nullable(text(LIMITS.source)));

/**
 * Write bodies. POST needs the required fields; PUT takes any subset and keeps the fields it
 * does not send, so sending the whole shape back also works. Unknown fields (an echoed `id`)
 * are ignored. Blank-after-trimming is checked in catalogue/write.ts with the import rules.
 */
export const ReligionBody = Type.Object({
  name: text(LIMITS.name),
  isActive: Type.Optional(Type.Boolean({ default: true })),
  source: optionalSource,
});

export const NameBody = Type.Object({
  name: text(LIMITS.name),
  gender: Gender,
  meaning: text(LIMITS.meaning),
  origin: text(LIMITS.origin),
  description: Type.Optional(text(LIMITS.description)),
  religionId: Type.Optional(nullable(IdSchema, 'A religion id, or null for UNIVERSAL')),
  source: optionalSource,
});

export const GodNameBody = Type.Object({
  name: text(LIMITS.name),
  description: Type.Optional(text(LIMITS.description)),
  subNames: Type.Array(text(LIMITS.subName), { maxItems: LIMITS.subNames, description: 'In traditional order' }),
  religionId: IdSchema,
  source: optionalSource,
});

export const NicknameBody = Type.Object({
  name: text(LIMITS.name),
  description: text(LIMITS.description),
  source: optionalSource,
});

export const ReligionPatch = Type.Partial(ReligionBody);
export const NamePatch = Type.Partial(NameBody);
export const GodNamePatch = Type.Partial(GodNameBody);
export const NicknamePatch = Type.Partial(NicknameBody);

/** Query values the client may send empty, meaning "not chosen". */
const optionalId = (description: string) =>
  Type.Optional(Type.String({ pattern: `^(${ID_PATTERN.slice(1, -1)})?$`, description }));

export const NamesQuery = Type.Object({
  gender: Type.Optional(oneOf(['male', 'female', ''], 'Empty means both')),
  religionId: optionalId('Only the names of this religion (404 when there is no such religion)'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  search: Type.Optional(
    Type.String({
      maxLength: SEARCH_MAX_LENGTH,
      description:
        'Case-insensitive; matches the name (prefix first, then anywhere) and the meaning; terms of one or two characters match the start of names only. Every character is literal (%, _, quotes). When given, letter is ignored.',
    }),
  ),
  letter: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]?$', description: 'A to Z, either case; ignored when search is given' }),
  ),
});

export const GodNamesQuery = Type.Object({
  religionId: optionalId('Only the god names of this religion'),
});

export const NamesPageSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(NameSchema),
  totalPages: Type.Integer(),
  totalNames: Type.Integer(),
  page: Type.Integer(),
});

export const DeletedSchema = Type.Object({ success: Type.Literal(true) });
