/**
 * Schemas of the catalogue routes: the shapes of docs/api.md as responses, the write bodies, and the
 * query of the names list. The write bodies' text fields come from the import format's table
 * (TEXT_FIELDS: limit, required or not, empty as null), so a record that imports can also be
 * typed in the admin dashboard, and the other way round.
 */
import { Type, type TSchema } from 'typebox';
import { SUB_NAMES, TEXT_FIELDS, type TextField } from '../../shared/catalogue-format.ts';
import { IdSchema, ReligionRefSchema } from './common.ts';
import { CountriesSchema, PopularInSchema, PopularitySeriesSchema, PopularitySummarySchema } from './popularity.ts';
import { DETAIL_LIMITS, SCRIPT_LANG_PATTERN } from '../../shared/name-details.ts';
import {
  ID_PATTERN,
  NAME_ITEMS_MAX,
  NAMES_LIMIT_MAX,
  NAMES_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from '../../shared/constants.ts';
import { SEARCH_MATCH_KINDS } from '../../shared/types.ts';

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

// Name details. Optional in responses: list rows of names leave them out.
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

export const SearchMatchSchema = Type.Object(
  {
    kind: oneOf(
      SEARCH_MATCH_KINDS,
      'name: the name itself; spelling: one of its other spellings; script: its native script; prefix: the name starts with the term; close: one or two slips away; sound: sounds the same; meaningWord: the meaning has the term as a word; meaning: inside a word',
    ),
    via: Type.Optional(
      Type.String({ description: "The spelling or script text that matched, when it is not the row's own name" }),
    ),
  },
  { description: 'Search answers only: why the row matched' },
);

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
  // List rows carry the summary, the item (GET /api/names/{id}) the years as well.
  popularity: Type.Optional(PopularitySummarySchema),
  popularitySeries: Type.Optional(PopularitySeriesSchema),
  countries: Type.Optional(CountriesSchema),
  ...detailFields,
  variantLinks: Type.Optional(
    Type.Array(NameLinkSchema, { description: 'The item only: catalogue names spelled as one of its variants' }),
  ),
  nicknames: Type.Optional(Type.Array(NicknameLinkSchema, { description: 'The item only: nicknames short for it' })),
  match: Type.Optional(SearchMatchSchema),
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
/**
 * The body schemas of a kind's text fields: a required field is a string of at most its limit;
 * an optional one may be left out, and one that is empty as null may also be null.
 */
function bodyFields<T extends Record<string, TextField>>(fields: T): Record<keyof T, TSchema> {
  const schemas: Record<string, TSchema> = {};
  for (const [field, { max, required, empty }] of Object.entries(fields)) {
    schemas[field] = required ? text(max) : Type.Optional(empty === null ? nullable(text(max)) : text(max));
  }
  return schemas as Record<keyof T, TSchema>;
}
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
const religion = bodyFields(TEXT_FIELDS.religions);
export const ReligionBody = Type.Object({
  name: religion.name,
  isActive: Type.Optional(Type.Boolean({ default: true })),
  source: religion.source,
});

const name = bodyFields(TEXT_FIELDS.names);
export const NameBody = Type.Object({
  name: name.name,
  gender: Gender,
  meaning: name.meaning,
  origin: name.origin,
  description: name.description,
  religionId: Type.Optional(nullable(IdSchema, 'A religion id, or null for UNIVERSAL')),
  source: name.source,
  ...detailBody,
});

const godName = bodyFields(TEXT_FIELDS['god-names']);
export const GodNameBody = Type.Object({
  name: godName.name,
  description: godName.description,
  subNames: Type.Array(text(SUB_NAMES.itemMax), { maxItems: SUB_NAMES.maxItems, description: 'In traditional order' }),
  religionId: IdSchema,
  source: godName.source,
  ...detailBody,
});

const nickname = bodyFields(TEXT_FIELDS.nicknames);
export const NicknameBody = Type.Object({
  name: nickname.name,
  description: nickname.description,
  source: nickname.source,
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
        'Case- and accent-insensitive, ranked best first: the name itself, one of its other spellings or its native script; names starting with the term; close spellings (one or two slips) and names that sound the same; meanings with the term as a whole word; meanings with it inside a word. Popularity breaks ties, then A–Z. A term in a native script also finds its Latin transliteration. Terms of one or two characters match the start of names only. Every character is literal (%, _, quotes). When given, letter is ignored.',
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
  popularIn: PopularInSchema,
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
  didYouMean: Type.Optional(
    Type.Array(Type.String(), {
      maxItems: 5,
      description:
        'A search only: catalogue spellings close to the term; non-empty only when no name, spelling, script or prefix matched',
    }),
  ),
  otherGender: Type.Optional(
    Type.Object(
      { gender: Gender, totalNames: Type.Integer() },
      { description: 'A search with a gender only: how many names the other gender has for the same search' },
    ),
  ),
});

export const NameItemsQuery = Type.Object({
  ids: Type.String({
    // Ids as IdSchema has them, comma-separated, at most NAME_ITEMS_MAX.
    pattern: `^${ID_PATTERN.slice(1, -1)}(,${ID_PATTERN.slice(1, -1)}){0,${NAME_ITEMS_MAX - 1}}$`,
    description: `Up to ${NAME_ITEMS_MAX} name ids, comma-separated`,
  }),
});

export const SuggestQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: SEARCH_MAX_LENGTH,
    description: 'What the visitor has typed; one character suggests names starting with it',
  }),
  gender: Type.Optional(oneOf(['male', 'female', ''], 'Empty means both')),
});

export const NameSuggestionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gender: Gender,
  religion: Type.Union([Type.String(), Type.Null()], { description: "The religion's name; null: UNIVERSAL" }),
  match: SearchMatchSchema,
});

export const SuggestionsSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(NameSuggestionSchema, { maxItems: 8 }),
});

export const DeletedSchema = Type.Object({ success: Type.Literal(true) });
