-- Name details: other spellings, a pronunciation, the name in its own script, and the
-- full names a nickname is short for.
--
-- variants_key is every variant lower-cased in one text, so that a search for "Zayn" finds Zain
-- through the same kind of trigram index that serves the name (002_name_key.sql). A generated
-- column needs an immutable expression; array_to_string is only marked stable because of the
-- element types it may print, and for text[] its result depends on nothing but its input.
-- Adding the columns rewrites the names table once: vacuum after (see migrate.ts).
-- then: vacuum analyze names

create function name_variants_key(variants text[]) returns text
  language sql immutable parallel safe
  as $$ select lower(array_to_string(variants, ' | ')) $$;

alter table names
  add column variants text[] not null default '{}',
  add column pronunciation text check (length(pronunciation) <= 100),
  add column ipa text check (length(ipa) <= 100),
  add column script text check (length(script) <= 100),
  add column script_lang text check (length(script_lang) <= 35),
  add column variants_key text collate "C" generated always as (name_variants_key(variants)) stored;
create index names_variants_key_trgm on names using gin (variants_key gin_trgm_ops);

alter table god_names
  add column variants text[] not null default '{}',
  add column pronunciation text check (length(pronunciation) <= 100),
  add column ipa text check (length(ipa) <= 100),
  add column script text check (length(script) <= 100),
  add column script_lang text check (length(script_lang) <= 35);

-- The spellings a nickname is short for, as written; they link to every catalogue name of that
-- spelling (any gender or religion) when read, so a name added later is linked without a rewrite.
alter table nicknames add column full_names text[] not null default '{}';
-- lower() of each element cannot be indexed directly; the lists are short and there are few
-- nicknames, so the name page's "which nicknames lead here" reads them all.
