/**
 * Schemas of the catalogue routes: the shapes of docs/api.md as responses, the write bodies, and the
 * query of the names list. The catalogue records' fields come from src/shared/catalogue-schema.ts,
 * whose rules the import format and the admin dashboard read too, so a record that imports can
 * also be typed in the dashboard, and the other way round.
 */
import { Type } from 'typebox';
import { GenderSchema, bodySchema, detailProperties, oneOf, rowProperties } from '../../shared/catalogue-schema.ts';
import { CountriesSchema, PopularInSchema, PopularitySeriesSchema, PopularitySummarySchema } from './popularity.ts';
import {
  ID_PATTERN,
  NAME_ITEMS_MAX,
  NAMES_LIMIT_MAX,
  NAMES_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from '../../shared/constants.ts';
import { SEARCH_MATCH_KINDS } from '../../shared/types.ts';

const Gender = GenderSchema;

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

// The record fields of each kind are written once, in src/shared/catalogue-schema.ts: the answers
// add the id and what is derived (popularity, links); the write bodies are the fields' rules.
export const ReligionSchema = Type.Object({ id: Type.String(), ...rowProperties('religions') });

export const NameSchema = Type.Object({
  id: Type.String(),
  ...rowProperties('names'),
  // List rows carry the summary, the item (GET /api/names/{id}) the years as well.
  popularity: Type.Optional(PopularitySummarySchema),
  popularitySeries: Type.Optional(PopularitySeriesSchema),
  countries: Type.Optional(CountriesSchema),
  // Name details. Optional in responses: list rows of names leave them out.
  ...detailProperties('names'),
  variantLinks: Type.Optional(
    Type.Array(NameLinkSchema, { description: 'The item only: catalogue names spelled as one of its variants' }),
  ),
  nicknames: Type.Optional(Type.Array(NicknameLinkSchema, { description: 'The item only: nicknames short for it' })),
  match: Type.Optional(SearchMatchSchema),
});

export const GodNameSchema = Type.Object({
  id: Type.String(),
  ...rowProperties('god-names'),
  ...detailProperties('god-names'),
});

export const NicknameSchema = Type.Object({
  id: Type.String(),
  ...rowProperties('nicknames'),
  ...detailProperties('nicknames'),
  names: Type.Optional(
    Type.Array(NameLinkSchema, { description: 'The item only: catalogue names of those spellings' }),
  ),
});

/**
 * Write bodies. POST needs the required fields; PUT takes any subset and keeps the fields it
 * does not send, so sending the whole shape back also works. Unknown fields (an echoed `id`)
 * are ignored. Blank-after-trimming is checked in catalogue/write.ts with the import rules.
 */
export const ReligionBody = bodySchema('religions');
export const NameBody = bodySchema('names');
export const GodNameBody = bodySchema('god-names');
export const NicknameBody = bodySchema('nicknames');

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
