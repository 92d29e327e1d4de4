/**
 * `npm run catalogue:import -- FILE [--kind K]`: imports one catalogue file (FORMAT.md, JSON or
 * CSV) into the configured database, all or nothing. Every bad row is reported by its CSV line
 * or JSON item number before anything is written.
 */
import { readFile } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import { isCatalogueKind, CATALOGUE_KINDS } from '../../shared/catalogue-format.ts';
import { CatalogueImportError, importRecords } from '../catalogue/import.ts';
import { formatOf, parseCatalogueFile, refreshStatistics, validateRows } from '../catalogue/files.ts';
import { openOrExplain, parseArgs } from './open-for-cli.ts';

/** Below this a bar would only flash. */
const PROGRESS_FROM_ROWS = 2_000;
const MAX_ROWS_SHOWN = 50;

const USAGE = `usage: npm run catalogue:import -- FILE [--kind ${CATALOGUE_KINDS.join('|')}] [--skip-existing]
  --skip-existing  leave out rows already in the catalogue instead of refusing the file`;

async function main(): Promise<number> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const file = positional[0];
  const kind = flags.get('kind');
  const skipExisting = flags.has('skip-existing');
  if (!file || positional.length > 1 || (kind !== undefined && !isCatalogueKind(kind))) {
    console.error(USAGE);
    return 2;
  }
  const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    console.error(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    return null;
  });
  if (content === null) return 1;

  const format = formatOf(file);
  const where = format === 'csv' ? 'line' : 'item';
  const report = (error: CatalogueImportError) => {
    console.error(`Nothing was imported: ${error.message}.`);
    for (const { row, errors } of error.rows.slice(0, MAX_ROWS_SHOWN)) {
      const place = row > 0 ? `${file}:${where} ${row}` : file;
      console.error(`  ${place}: ${errors.map((e) => e.message).join('; ')}`);
    }
    if (error.rows.length > MAX_ROWS_SHOWN) console.error(`  … and ${error.rows.length - MAX_ROWS_SHOWN} more rows`);
    return 1;
  };

  // Every row is checked before the database is opened: a bad file fails fast and touches nothing.
  let validated;
  try {
    const parsed = parseCatalogueFile(content, { format, kind, fileName: file });
    validated = { kind: parsed.kind, ...validateRows(parsed.kind, parsed.rows) };
  } catch (error) {
    if (error instanceof CatalogueImportError) return report(error);
    throw error;
  }

  const db = await openOrExplain();
  if (!db) return 1;
  let bar: cliProgress.SingleBar | null = null;
  const stopBar = () => bar?.stop();
  try {
    const imported = await importRecords(
      db,
      validated.kind,
      validated.records,
      (done, total) => {
        if (!bar && total >= PROGRESS_FROM_ROWS && process.stdout.isTTY) {
          bar = new cliProgress.SingleBar(
            { format: 'importing [{bar}] {percentage}% | {value}/{total} rows' },
            cliProgress.Presets.shades_classic,
          );
          bar.start(total, 0);
        }
        bar?.update(done);
      },
      validated.rowNumbers,
      { skipExisting },
    );
    stopBar();
    await refreshStatistics(db, validated.kind, imported);
    const skipped = validated.records.length - imported;
    console.log(
      `Imported ${imported} ${validated.kind} from ${file}${skipped > 0 ? ` (${skipped} already in the catalogue, left out)` : ''}.`,
    );
    return 0;
  } catch (error) {
    stopBar();
    // Unknown religions and duplicates can only be seen against the database.
    if (error instanceof CatalogueImportError) return report(error);
    throw error;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
