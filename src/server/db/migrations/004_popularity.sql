-- How many US babies were given each name, year by year: the SSA's national data,
-- 1880–2024, loaded at seed time for the spellings the catalogue uses
-- (src/server/seed/popularity). Keyed by spelling and sex, not by name id: the same spelling
-- is one name to the SSA whatever its religion here, and a name added later finds its row by
-- its spelling.
--
-- One row per spelling and sex with the years as arrays, rather than a row per year: a few
-- thousand rows load in a moment at seed time, and the detail page reads one or two rows.
-- The columns after the arrays summarise them for the lists, which sort and filter on them.
create table name_popularity (
  name_key text collate "C" not null,
  sex char(1) not null check (sex in ('M', 'F')),
  first_year smallint not null,
  -- births[i] and ranks[i] are the year first_year + i - 1 (arrays count from 1); 0 in both
  -- where the SSA does not list the name that year (fewer than five births).
  births integer[] not null,
  ranks integer[] not null,
  -- In the data's last year (2024); null when the name is not listed that year.
  latest_rank integer,
  latest_births integer not null,
  -- Five years before it (2019), for the trend and "Rising fastest".
  earlier_rank integer,
  peak_rank integer not null,
  peak_year smallint not null,
  primary key (name_key, sex)
);

create index name_popularity_latest on name_popularity (sex, latest_rank) where latest_rank is not null;
