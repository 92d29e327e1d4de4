-- Search that finds a name however it is typed: every spelling of a name (its own and its
-- variants) as a row with the keys a search compares, and the extension for typos.
--
-- name_spellings holds, per name, its own spelling (own) and each variant: the spelling as
-- written (what a result says it matched through), spelling_key (accents off, lower case: exact
-- and prefix matches), typo_keys (the spelling and each spelling with one letter left out: a
-- term with a slip or two shares one of them, found through a GIN index by equality, then
-- checked with levenshtein; the "deletion neighbourhood" of spelling correctors, which stays fast
-- whatever the size of the catalogue, where trigram similarity reads long posting lists for
-- short names), and sound_key (the phonetic key of src/shared/search-keys.ts: sound-alikes). The sound key is computed in
-- TypeScript, so the rows are written by the server wherever a name is written (create, update,
-- import, seed) and, for rows written by anything else (this migration included), filled when
-- the server starts (repositories/search.ts, fillSearchKeys).
-- fuzzystrmatch gives levenshtein (typos of one or two letters); it ships with PostgreSQL and
-- with the embedded database.
-- GIN indexes gather new entries in a "pending list" that every search then reads in full, until
-- a vacuum merges it; the embedded database has no autovacuum, so after an import of 100,000
-- names a typo lookup read a million pending entries (270 ms instead of 0.1). The search's GIN
-- indexes write their entries straight into the index instead (fastupdate off: slower writes,
-- which are rare), and this migration merges what is pending when it runs.
-- then: vacuum analyze names
-- then: vacuum analyze name_spellings

create extension if not exists fuzzystrmatch;

create table name_spellings (
  name_id bigint not null references names (id) on delete cascade,
  spelling text not null,
  spelling_key text collate "C" not null,
  sound_key text collate "C" not null,
  typo_keys text[] not null,
  own boolean not null
);
create index name_spellings_name on name_spellings (name_id);
-- Exact and prefix matches: a range of this index.
create index name_spellings_key on name_spellings (spelling_key, name_id);
-- Typos: candidates sharing a typo key, then levenshtein.
create index name_spellings_typo on name_spellings using gin (typo_keys) with (fastupdate = off);
-- Sound-alikes.
create index name_spellings_sound on name_spellings (sound_key, name_id);
-- The meaning's trigram index (002_name_key.sql), which the meaning tiers read, likewise.
alter index names_meaning_key_trgm set (fastupdate = off);
-- Names and their variants are no longer searched for the term anywhere inside them (a search
-- matches them whole, by their start, or within a slip or a sound): their trigram indexes go.
drop index names_key_trgm;
drop index names_variants_key_trgm;
-- A name typed in its native script: exact and prefix.
create index names_script on names (script text_pattern_ops) where script is not null;
