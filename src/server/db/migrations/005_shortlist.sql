-- "Decide together": a shortlist two partners share, the invitation that brings the
-- second one in, each user's Yes / No / Love answers, and the ranked, annotated matches.
--
-- Answers belong to the user, not to the shortlist: the deck never repeats a name its user
-- answered wherever they answered it, and a partner who leaves takes their answers along. The
-- matches are computed from the two members' answers when read, so there is nothing to keep in
-- step when an answer changes.

create table shortlists (
  id bigint generated always as identity primary key,
  -- Null once the owner's account is deleted: the partner left behind may then act as owner.
  owner_id bigint references users (id) on delete set null,
  -- Bumped by every change either member can see (a match appears or goes, a rank or a note
  -- changes, a member joins or leaves): the ETag of the polled matches, the same on every
  -- instance because it lives here.
  version bigint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shortlists_owner on shortlists (owner_id);

-- At most two members (the routes check it under a row lock on the shortlist); a user is in one
-- shortlist at a time, so "my shortlist" is one row.
create table shortlist_members (
  shortlist_id bigint not null references shortlists (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  primary key (shortlist_id, user_id)
);
create unique index shortlist_members_user_key on shortlist_members (user_id);

-- A link is stored only as the SHA-256 of its token; it is used once, expires, and the owner
-- may revoke it while it is pending.
create table shortlist_invitations (
  id bigint generated always as identity primary key,
  shortlist_id bigint not null references shortlists (id) on delete cascade,
  token_hash text not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by bigint references users (id) on delete set null,
  revoked_at timestamptz
);
create unique index shortlist_invitations_token_key on shortlist_invitations (token_hash);
create index shortlist_invitations_shortlist on shortlist_invitations (shortlist_id);

-- One answer per user and name; answering again replaces it. Deleting the account deletes its
-- answers and nothing of its partner's.
create table name_votes (
  user_id bigint not null references users (id) on delete cascade,
  name_id bigint not null references names (id) on delete cascade,
  answer text not null check (answer in ('yes', 'no', 'love')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, name_id)
);
create index name_votes_name on name_votes (name_id);

-- The rank and note of a matched name. A row outlives its match (a partner changes an answer
-- to No and back) so the note is not lost; the routes list only rows that match now.
create table shortlist_entries (
  shortlist_id bigint not null references shortlists (id) on delete cascade,
  name_id bigint not null references names (id) on delete cascade,
  -- Null until someone ranks the list; ranked rows come first.
  position integer,
  note text not null default '' check (length(note) <= 280),
  updated_at timestamptz not null default now(),
  primary key (shortlist_id, name_id)
);
