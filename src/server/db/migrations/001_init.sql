-- The whole catalogue and accounts schema. Ids are bigint identities; the API sends them as
-- opaque strings. Text comparisons that order or match names use lower(name) COLLATE "C" so the
-- same indexes serve on PGlite and on a PostgreSQL server whatever its default collation.

create extension if not exists pg_trgm;

create table religions (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 100),
  is_active boolean not null default true,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index religions_name_key on religions (lower(name));

create table names (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 100),
  gender text not null check (gender in ('male', 'female')),
  meaning text not null default '',
  origin text not null default '',
  description text not null default '',
  source text,
  -- A deleted religion leaves its names with no religion, shown as UNIVERSAL.
  religion_id bigint references religions (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index names_identity_key on names (lower(name), gender, coalesce(religion_id, 0));
create index names_gender_lower_name on names (gender, (lower(name) collate "C"), id);
create index names_lower_name on names ((lower(name) collate "C"), id);
create index names_religion on names (religion_id, gender, (lower(name) collate "C"));
create index names_name_trgm on names using gin (lower(name) gin_trgm_ops);
create index names_meaning_trgm on names using gin (lower(meaning) gin_trgm_ops);

create table god_names (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 100),
  description text not null default '',
  -- Kept in traditional order; an array keeps order and makes a god name one row to write.
  sub_names text[] not null default '{}',
  source text,
  -- A religion still used by god names cannot be deleted (the API answers 409).
  religion_id bigint not null references religions (id) on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index god_names_identity_key on god_names (lower(name), religion_id);
create index god_names_lower_name on god_names ((lower(name) collate "C"), id);

create table nicknames (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 100),
  description text not null default '',
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index nicknames_name_key on nicknames (lower(name));
create index nicknames_lower_name on nicknames ((lower(name) collate "C"), id);

create table users (
  id bigint generated always as identity primary key,
  -- Stored lower-cased: emails are case-insensitive and unique.
  email text not null check (email = lower(email)),
  name text not null default '',
  display_name text not null default '',
  role text not null default 'user' check (role in ('user', 'admin')),
  -- Null for accounts that only ever signed in with Google.
  password_hash text,
  google_sub text,
  avatar_url text,
  -- Tokens issued before this moment are refused (password change).
  tokens_valid_after timestamptz not null default to_timestamp(0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (email);
create unique index users_google_sub_key on users (google_sub) where google_sub is not null;

-- Favourites are relation tables so that a toggle is one atomic statement and deleting an
-- item (or a user) removes it from every list.
create table user_name_favorites (
  user_id bigint not null references users (id) on delete cascade,
  name_id bigint not null references names (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, name_id)
);
create index user_name_favorites_item on user_name_favorites (name_id);

create table user_god_name_favorites (
  user_id bigint not null references users (id) on delete cascade,
  god_name_id bigint not null references god_names (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, god_name_id)
);
create index user_god_name_favorites_item on user_god_name_favorites (god_name_id);

create table user_nickname_favorites (
  user_id bigint not null references users (id) on delete cascade,
  nickname_id bigint not null references nicknames (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, nickname_id)
);
create index user_nickname_favorites_item on user_nickname_favorites (nickname_id);

-- Key/value settings the server keeps for itself (the generated JWT secret of the embedded
-- default lives in the data folder instead, see auth).
create table app_settings (
  key text primary key,
  value text not null
);
