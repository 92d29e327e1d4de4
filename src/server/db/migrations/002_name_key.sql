-- Sort and search keys of names as stored columns (fast at 100,000 names).
--
-- name_key is lower(name) in the "C" collation: the order of every names list (bytewise, the
-- same on PGlite and on any PostgreSQL server) and what letter and prefix searches compare.
-- Being a plain column, it makes the indexes below covering: the count of a letter is an
-- index-only range scan, and a page, however deep, is read from the index in order and only
-- its 15 rows are fetched (the repository's "late row lookup"). 001 indexed the expression
-- lower(name), which PostgreSQL does not use for index-only scans.
-- meaning_key is lower(meaning): a search of one or two characters (no trigram to use) reads
-- it for every row, and lowering each meaning on the fly doubled the cost of that scan.
-- Adding the columns rewrites the table once; the visibility map of the new table is empty
-- until a vacuum, so this migration asks for one after it commits (the "then:" line, see
-- migrate.ts: VACUUM cannot run inside the migration's transaction).
-- then: vacuum analyze names

alter table names
  add column name_key text collate "C" generated always as (lower(name)) stored,
  add column meaning_key text collate "C" generated always as (lower(meaning)) stored;

-- Letter and name order: by gender, by religion (and gender), or over all names.
create index names_gender_key on names (gender, name_key, id);
create index names_religion_key on names (religion_id, gender, name_key, id);
create index names_key on names (name_key, id);
-- Substring search of three or more characters, in the name and in the meaning.
create index names_key_trgm on names using gin (name_key gin_trgm_ops);
create index names_meaning_key_trgm on names using gin (meaning_key gin_trgm_ops);

-- Their expression twins of 001 are no longer used by any query.
drop index names_gender_lower_name;
drop index names_lower_name;
drop index names_religion;
drop index names_name_trgm;
drop index names_meaning_trgm;
