/**
 * Schemas of the catalogue routes: the shapes of API.md as responses, the write bodies, and the
 * query of the names list. Limits come from the import format so a record that imports can
 * also be typed in the admin dashboard, and the other way round.
 */
import { Type, type TSchema } from 'typebox';
import { LIMITS } from '../../shared/catalogue-format.ts';
import { IdSchema, ReligionRefSchema } from './common.ts';
import { PopularitySeriesSchema, PopularitySummarySchema } from './popularity.ts';
import { DETAIL_LIMITS, SCRIPT_LANG_PATTERN } from '../../shared/name-details.ts';
import { ID_PATTERN, NAMES_LIMIT_MAX, NAMES_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../../shared/constants.ts';

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

// Issue 15: name details. Optional in responses: list rows of names leave them out.
const Variants = Type.Array(Type.String(), { description: 'Other spellings and cognates' });
const detailFields = {
  variants: Type.Optional(Variants),
  pronunciation: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'A plain respelling, stressed syllable in capitals (ah-RAHV)',
    }),
  ),
  ipa: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'IPA, where known' })),
  script: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'The name in its native script' })),
  scriptLang: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'BCP 47 tag of script (hi, pa-Guru, ar, he…)' }),
  ),
};
const NameLinkSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Gender,
  religion: Type.Union([Type.String(), Type.Null()], { description: 'null: UNIVERSAL' }),
});
const NicknameLinkSchema = Type.Object({ id: Type.String(), name: Type.String() });

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
  // Issue 16: list rows carry the summary, the item (GET /api/names/{id}) the years as well.
  popularity: Type.Optional(PopularitySummarySchema),
  popularitySeries: Type.Optional(PopularitySeriesSchema),
  ...detailFields,
  variantLinks: Type.Optional(
    Type.Array(NameLinkSchema, { description: 'The item only: catalogue names spelled as one of its variants' }),
  ),
  nicknames: Type.Optional(Type.Array(NicknameLinkSchema, { description: 'The item only: nicknames short for it' })),
});

export const GodNameSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  subNames: Type.Array(Type.String(), { description: 'The other names, in traditional order' }),
  religionId: ReligionRefSchema,
  source: Source,
  ...detailFields,
});

export const NicknameSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  source: Source,
  fullNames: Type.Optional(Type.Array(Type.String(), { description: 'The spellings it is short for' })),
  names: Type.Optional(
    Type.Array(NameLinkSchema, { description: 'The item only: catalogue names of those spellings' }),
  ),
});

const text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
const optionalSource = Type.Optional(nullable(text(LIMITS.source)));
const nameList = (maxItems: number, description: string) =>
  Type.Optional(Type.Array(text(DETAIL_LIMITS.variant), { maxItems, description }));
const detailBody = {
  variants: nameList(DETAIL_LIMITS.variants, 'Other spellings; none may repeat the name'),
  pronunciation: Type.Optional(nullable(text(DETAIL_LIMITS.pronunciation))),
  ipa: Type.Optional(nullable(text(DETAIL_LIMITS.ipa))),
  script: Type.Optional(nullable(text(DETAIL_LIMITS.script), 'Requires scriptLang')),
  scriptLang: Type.Optional(
    nullable(Type.String({ maxLength: DETAIL_LIMITS.scriptLang, pattern: `${SCRIPT_LANG_PATTERN}|^$` }), 'BCP 47'),
  ),
};

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
  ...detailBody,
});

export const GodNameBody = Type.Object({
  name: text(LIMITS.name),
  description: Type.Optional(text(LIMITS.description)),
  subNames: Type.Array(text(LIMITS.subName), { maxItems: LIMITS.subNames, description: 'In traditional order' }),
  religionId: IdSchema,
  source: optionalSource,
  ...detailBody,
});

export const NicknameBody = Type.Object({
  name: text(LIMITS.name),
  description: text(LIMITS.description),
  source: optionalSource,
  fullNames: nameList(DETAIL_LIMITS.fullNames, 'The spellings it is short for'),
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
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NAMES_LIMIT_MAX, default: NAMES_PAGE_SIZE })),
  search: Type.Optional(
    Type.String({
      maxLength: SEARCH_MAX_LENGTH,
      description:
        'Case-insensitive; matches the name (prefix first, then anywhere), its variants (other spellings) and the meaning; terms of one or two characters match the start of names only. Every character is literal (%, _, quotes). When given, letter is ignored.',
    }),
  ),
  letter: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]?$', description: 'A to Z, either case; ignored when search is given' }),
  ),
  sort: Type.Optional(
    oneOf(
      ['name', 'popular'],
      "name (the default): A–Z, search matches in their tiers; popular: by US rank in 2024 of the name's own sex (SSA data), names not listed then last, A–Z",
    ),
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
