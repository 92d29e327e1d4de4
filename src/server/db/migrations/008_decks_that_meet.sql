-- Decks that meet: both partners are dealt from one shared order, the filters are the
-- shortlist's (saved, seen and changed by both), a pair may add names of their own, and the
-- matches can be ranked by duels.
--
-- The shared order. Each name has a fixed pseudo-random deal key (the first 32 bits of the MD5 of
-- its id, so it never changes and needs no upkeep); a shortlist's deck for a filter starts at an
-- offset in that key space taken from the shortlist's seed and the filter, and walks the index
-- from there, wrapping round once. Two partners with the same filters therefore see the same
-- names in the same order, a new filter or a new shortlist starts somewhere else, and a draw reads
-- a few index pages instead of sorting the whole catalogue at random.
-- Adding the column rewrites the names table once: vacuum after (see migrate.ts).
-- then: vacuum analyze names

alter table names
  add column deal_key integer generated always as (('x' || substr(md5(id::text), 1, 8))::bit(32)::integer) stored;
create index names_deal_key on names (deal_key, id);

alter table shortlists
  -- Where this shortlist's decks start in the deal-key space (mixed with the filter).
  add column deal_seed integer not null default floor(random() * 2147483647)::integer,
  -- The shortlist's deck filters, the same for both partners: gender, religionId, letter,
  -- minLength, maxLength, popularity (the shape of DeckFilters without fromFavourites, which is
  -- personal).
  add column filters jsonb not null default '{}'::jsonb;

-- Names a pair adds themselves (a family name, one the catalogue lacks). They are the pair's
-- alone: never in the catalogue, never shown to anyone outside the shortlist. The one who adds a
-- name answers it Yes by adding it; the partner is dealt it like any other name.
create table shortlist_own_names (
  id bigint generated always as identity primary key,
  shortlist_id bigint not null references shortlists (id) on delete cascade,
  name text not null check (length(name) between 1 and 30),
  gender text not null check (gender in ('male', 'female')),
  added_by bigint references users (id) on delete set null,
  -- The rank and the note of the name once it is a match (as shortlist_entries for the catalogue).
  position integer,
  note text not null default '' check (length(note) <= 280),
  created_at timestamptz not null default now()
);
create index shortlist_own_names_shortlist on shortlist_own_names (shortlist_id);
create unique index shortlist_own_names_unique on shortlist_own_names (shortlist_id, lower(name), gender);

-- Answers to a pair's own names, as name_votes for the catalogue's.
create table shortlist_own_votes (
  user_id bigint not null references users (id) on delete cascade,
  own_name_id bigint not null references shortlist_own_names (id) on delete cascade,
  answer text not null check (answer in ('yes', 'no', 'love')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, own_name_id)
);

-- Undo takes back the newest answer: the newest per user is one index step.
create index name_votes_user_updated on name_votes (user_id, updated_at desc);

-- "Which do you prefer?": one row per duel a member decided between two of the matches. Card
-- keys are a catalogue name's id or "own-" and an own name's id. Duels belong to the pair, like
-- ranks and notes: a new partner starts without them.
create table shortlist_duels (
  id bigint generated always as identity primary key,
  shortlist_id bigint not null references shortlists (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  winner text not null,
  loser text not null check (loser <> winner),
  created_at timestamptz not null default now()
);
create index shortlist_duels_shortlist on shortlist_duels (shortlist_id, id);
