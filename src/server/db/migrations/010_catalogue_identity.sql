-- Which catalogue this database holds: an id made with the database and made anew by every seed.
-- A built site records the id it was built from, and a server over another database (a new data
-- folder, another DATABASE_URL, a catalogue seeded again) builds the site again instead of
-- serving pages made for other ids.
create table catalogue_identity (
  only_row boolean primary key default true check (only_row),
  id text not null default gen_random_uuid()::text
);
insert into catalogue_identity default values;
