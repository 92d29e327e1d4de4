/**
 * Schemas of /api/shortlists ("Decide together"); the OpenAPI document is generated from them.
 * Their limits are the shared ones, which the browser checks too.
 */
import { Type } from 'typebox';
import { IdSchema } from './common.ts';
import {
  CARD_ID_PATTERN,
  DECK_MAX_PAGE_SIZE,
  INVITATION_TOKEN_LENGTH,
  NAME_LENGTH_MAX,
  NAME_LENGTH_MIN,
  NOTE_MAX_LENGTH,
  OWN_NAME_MAX_LENGTH,
  RANKING_MAX_NAMES,
} from '../../shared/shortlist.ts';

const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);
const Answer = Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('love')]);
const Liked = Type.Union([Type.Literal('yes'), Type.Literal('love')]);

const MemberSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  isOwner: Type.Boolean(),
  isMe: Type.Boolean(),
});
const InvitationSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export const CreatedInvitationSchema = Type.Object({
  ...InvitationSchema.properties,
  token: Type.String({ description: 'Shown once: the link carries it; only its hash is stored.' }),
});
/** What an invitation link carries (the server makes 32 characters: INVITATION_TOKEN_BYTES in base64url). */
const InvitationToken = Type.String({
  minLength: INVITATION_TOKEN_LENGTH.min,
  maxLength: INVITATION_TOKEN_LENGTH.max,
  pattern: '^[A-Za-z0-9_-]+$',
});
const CardId = Type.String({
  pattern: CARD_ID_PATTERN,
  description: 'A catalogue name id, or "own-" and the id of a name the pair added',
});
const Letter = Type.String({ pattern: '^[A-Za-z]$', description: 'First letter, A to Z' });
const Length = Type.Integer({ minimum: NAME_LENGTH_MIN, maximum: NAME_LENGTH_MAX });
const Popularity = Type.Union([Type.Literal('top100'), Type.Literal('top1000'), Type.Literal('rare')], {
  description: 'US popularity in the latest year: top 100, top 1,000, or less common',
});
const sharedFilterFields = {
  gender: Type.Optional(Gender),
  religionId: Type.Optional(IdSchema),
  letter: Type.Optional(Letter),
  minLength: Type.Optional(Length),
  maxLength: Type.Optional(Length),
  popularity: Type.Optional(Popularity),
};
export const FiltersSchema = Type.Object(sharedFilterFields, { additionalProperties: false });
export const ShortlistSchema = Type.Object({
  id: Type.String(),
  isOwner: Type.Boolean(),
  members: Type.Array(MemberSchema),
  invitations: Type.Array(InvitationSchema, { description: 'Pending invitations; empty for the partner.' }),
  filters: FiltersSchema,
  deckLabel: Type.String({ description: 'The filters in words, e.g. "Deck: girls, Hinduism, up to 7 letters"' }),
});
export const DeckCardSchema = Type.Object({
  id: CardId,
  name: Type.String(),
  gender: Gender,
  meaning: Type.String(),
  origin: Type.String(),
  religion: Type.Union([Type.String(), Type.Null()]),
  own: Type.Boolean({ description: 'A name the pair added themselves' }),
});
const MatchSchema = Type.Object({
  nameId: CardId,
  name: Type.String(),
  gender: Gender,
  meaning: Type.String(),
  own: Type.Boolean(),
  bothLove: Type.Boolean(),
  myAnswer: Liked,
  partnerAnswer: Liked,
  note: Type.String(),
  matchedAt: Type.String({ format: 'date-time' }),
});
export const MatchesSchema = Type.Object({
  matches: Type.Array(MatchSchema, { description: 'Love-Love first, then one Love, then Yes-Yes.' }),
  ranking: Type.Array(Type.String(), { description: 'The matched name ids in the order the partners ranked them.' }),
  version: Type.String(),
  duels: Type.Object(
    {
      together: Type.Array(Type.String()),
      mine: Type.Array(Type.String()),
      partner: Type.Array(Type.String()),
      myCount: Type.Integer(),
      partnerCount: Type.Integer(),
    },
    {
      description:
        "The matches ranked by duels (Bradley–Terry): both partners' choices together, and each one's own; names no duel has touched are left out.",
    },
  ),
});
const DuelSide = Type.Object({ nameId: CardId, name: Type.String(), gender: Gender, meaning: Type.String() });
export const DuelSchema = Type.Object({
  pair: Type.Union([Type.Object({ left: DuelSide, right: DuelSide }), Type.Null()], {
    description: 'Null with fewer than two matches.',
  }),
});
export const DuelBody = Type.Object({ winner: CardId, loser: CardId }, { additionalProperties: false });
export const OwnNameBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: OWN_NAME_MAX_LENGTH }), gender: Gender },
  { additionalProperties: false },
);
export const InvitationStatusQuery = Type.Object({ token: InvitationToken }, { additionalProperties: false });
export const InvitationStatusSchema = Type.Object({
  state: Type.Union([
    Type.Literal('valid'),
    Type.Literal('used'),
    Type.Literal('expired'),
    Type.Literal('revoked'),
    Type.Literal('unknown'),
  ]),
  message: Type.Union([Type.String(), Type.Null()], { description: 'What happened and what to do; null when valid' }),
});
export const VoteResultSchema = Type.Object({ nameId: Type.String(), answer: Answer, match: Type.Boolean() });
export const Done = Type.Object({ done: Type.Literal(true) });

export const ShortlistParams = Type.Object({ id: IdSchema });
export const InvitationParams = Type.Object({ id: IdSchema, invitationId: IdSchema });
export const NameParams = Type.Object({ id: IdSchema, nameId: CardId });
export const DeckQuery = Type.Object(
  {
    ...sharedFilterFields,
    fromFavourites: Type.Optional(Type.Boolean({ description: "Only the caller's favourite names" })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: DECK_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export const VoteBody = Type.Object({ answer: Answer }, { additionalProperties: false });
export const NoteBody = Type.Object(
  { note: Type.String({ maxLength: NOTE_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const RankingBody = Type.Object(
  { nameIds: Type.Array(CardId, { maxItems: RANKING_MAX_NAMES, uniqueItems: true }) },
  { additionalProperties: false },
);
export const JoinBody = Type.Object({ token: InvitationToken }, { additionalProperties: false });

export const ShortlistListSchema = Type.Array(ShortlistSchema);
export const DeckSchema = Type.Array(DeckCardSchema);
export const NotModifiedSchema = Type.Null({ description: 'Nothing changed' });
