-- Births beyond the US: one row per register (dataset), spelling and sex, loaded at seed time for
-- the spellings the catalogue uses, as name_popularity is for the US (004_popularity.sql). A
-- register that writes names in Hebrew script (Israel's) is keyed by the Hebrew spelling, which a
-- record carries as its script; the others by the lower-cased Latin spelling, as name_key is.
create table country_popularity (
  dataset text collate "C" not null,
  name_key text collate "C" not null,
  sex char(1) not null check (sex in ('M', 'F')),
  first_year smallint not null,
  -- births[i] and ranks[i] are the year first_year + i - 1; 0 in both where the register does
  -- not list the name that year.
  births integer[] not null,
  ranks integer[] not null,
  primary key (dataset, name_key, sex)
);

-- All births of a sex per year in each register, the US included: the register's own count where
-- it publishes one (Israel), otherwise the births of every name it lists. The share a name has
-- of its register ("about 1 in N babies") divides by these.
create table birth_totals (
  dataset text collate "C" not null,
  sex char(1) not null check (sex in ('M', 'F')),
  first_year smallint not null,
  births integer[] not null,
  primary key (dataset, sex)
);

-- How common a name will feel: the births, in a register's last year, of every spelling that
-- sounds like a catalogue spelling (the search's sound key), for the US and the Latin registers.
-- Computed at seed over each whole register, for the sound keys of the catalogue's spellings.
create table sound_alike (
  dataset text collate "C" not null,
  sex char(1) not null check (sex in ('M', 'F')),
  sound_key text collate "C" not null,
  year smallint not null,
  births integer not null,
  -- The group's spellings with births that year, most first.
  spellings text[] not null,
  primary key (dataset, sex, sound_key)
);
