-- Corrections visitors report on a name, god name or nickname (no account needed), reviewed by an
-- admin on the dashboard: accepted with an edit of the record, or rejected. The catalogue's
-- history keeps every change made through a correction: who, which field, from what to what.
create table corrections (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('names', 'god-names', 'nicknames')),
  item_id bigint not null,
  field text not null,
  problem text not null,
  source text not null default '',
  status text not null default 'open' check (status in ('open', 'accepted', 'rejected')),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by bigint references users (id) on delete set null
);
create index corrections_status_created on corrections (status, created_at);

create table catalogue_history (
  id bigint generated always as identity primary key,
  kind text not null,
  item_id bigint not null,
  field text not null,
  old_value text not null,
  new_value text not null,
  changed_by bigint references users (id) on delete set null,
  correction_id bigint references corrections (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index catalogue_history_item on catalogue_history (kind, item_id, changed_at);
