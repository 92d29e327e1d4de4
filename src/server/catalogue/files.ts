/**
 * Catalogue files in and out (FORMAT.md): JSON `{ kind, items }` or CSV with a header row. One
 * module for the import CLI, the export CLI and the admin dashboard's import/export calls, so a
 * file exported anywhere imports anywhere. Bad rows are reported by CSV line or JSON item number.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Db, Queryable } from '../db/index.ts';
import {
  CATALOGUE_KINDS,
  isCatalogueKind,
  validateRecord,
  type CatalogueKind,
  type RecordOfKind,
} from '../../shared/catalogue-format.ts';
import { formatFromFileName, kindFromFileName, type CatalogueFormat } from '../../shared/catalogue-files.ts';
import { RELIGION, columnOf, fileFieldNames, hasReligion, isListField } from '../../shared/catalogue-schema.ts';
import { CatalogueImportError, importRecords, type ImportOptions, type RowError } from './import.ts';
import { TOO_DEEP, inputProblems, jsonTooDeep } from '../input-rules.ts';
import { TABLES } from './tables.ts';

/** CSV columns per kind, in the order the export writes them: the record's fields in file order. */
export const CSV_COLUMNS = Object.fromEntries(
  CATALOGUE_KINDS.map((kind) => [kind, fileFieldNames(kind)]),
) as unknown as Record<CatalogueKind, readonly string[]>;

export interface ParsedFile {
  kind: CatalogueKind;
  /** Each raw record with its 1-based line (CSV) or item number (JSON). */
  rows: { row: number; raw: unknown }[];
}

/** A problem with the file as a whole (not JSON, no kind, bad CSV quoting): row 0 or the line. */
const fileError = (message: string, row = 0) => new CatalogueImportError([{ row, errors: [{ field: '', message }] }]);

/** The CLI reads any file that is not `.csv` as JSON, and says so when it is not. */
export function formatOf(fileName: string): CatalogueFormat {
  return formatFromFileName(fileName) ?? 'json';
}

export interface ParseOptions extends ImportOptions {
  format: CatalogueFormat;
  /** Required for CSV unless the file name tells; for JSON it must agree with the file's kind. */
  kind?: CatalogueKind | undefined;
  fileName?: string | undefined;
}

export function parseCatalogueFile(content: string, options: ParseOptions): ParsedFile {
  const named = options.fileName ? kindFromFileName(options.fileName) : null;
  if (options.format === 'json') {
    // The file meets the rules of a request body (input-rules.ts): its depth before parsing,
    // then NUL characters, non-finite numbers and prototype keys row by row (validateRows).
    if (jsonTooDeep(content)) throw fileError(TOO_DEEP);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      throw fileError(`the file is not valid JSON (${(error as Error).message})`);
    }
    const body = (Array.isArray(json) ? { items: json } : json) as { kind?: unknown; items?: unknown } | null;
    if (typeof body !== 'object' || body === null || !Array.isArray(body.items)) {
      throw fileError('expected { "kind": …, "items": [ … ] }');
    }
    if (body.kind !== undefined && !isCatalogueKind(body.kind)) {
      throw fileError(`unknown kind ${JSON.stringify(body.kind)}: use one of ${CATALOGUE_KINDS.join(', ')}`);
    }
    if (options.kind && body.kind && options.kind !== body.kind) {
      throw fileError(`the file holds ${String(body.kind)}, not ${options.kind}`);
    }
    const kind = options.kind ?? body.kind ?? named;
    if (!kind) throw fileError('the file does not say its kind: add "kind" or pass --kind');
    return { kind, rows: (body.items as unknown[]).map((raw, i) => ({ row: i + 1, raw })) };
  }

  const kind = options.kind ?? named;
  if (!kind)
    throw fileError(
      `say the kind of a CSV file with --kind (${CATALOGUE_KINDS.join(', ')}) or by its name (names.csv, …)`,
    );
  type Parsed = { record: Record<string, string>; info: { lines: number } };
  let parsed: Parsed[];
  try {
    parsed = parse<Parsed>(content, { columns: true, bom: true, skip_empty_lines: true, info: true });
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw fileError(`the CSV cannot be read: ${(error as Error).message}`, typeof line === 'number' ? line : 0);
  }
  const header = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const [columns = []]: string[][] = parse(header);
  const unknown = columns.filter((c) => !CSV_COLUMNS[kind].includes(c));
  if (unknown.length > 0) {
    throw fileError(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} for ${kind} (expected ${CSV_COLUMNS[kind].join(', ')})`,
      1,
    );
  }
  const listColumns = new Set(CSV_COLUMNS[kind].filter((column) => isListField(kind, column)));
  return {
    kind,
    rows: parsed.map(({ record, info }) => {
      // info.lines is where the record ends; a quoted field may span lines, so count back.
      const spans = Object.values(record).reduce((n, value) => n + value.split('\n').length - 1, 0);
      return { row: info.lines - spans, raw: csvRecord(record, listColumns) };
    }),
  };
}

/**
 * CSV cells are text: empty cells are absent fields, the lists (subNames, variants, fullNames)
 * split on |. A cell the export protected from spreadsheets (see protectCell) loses its leading
 * apostrophe first.
 */
function csvRecord(record: Record<string, string>, listColumns: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    const value = unprotectCell(raw);
    if (value === '') continue;
    out[key] = listColumns.has(key) ? value.split('|') : value;
  }
  return out;
}

/**
 * CSV injection (OWASP): a spreadsheet opens a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula. The export writes such a cell with an apostrophe in front, which
 * spreadsheets show as text and never run; a cell that itself starts with an apostrophe gets one
 * more, so the import can take exactly one off every cell that starts with one and read back
 * what was written (import → export → import is lossless: "-Ann" stays "-Ann", "'Ilima" stays
 * "'Ilima"). A hand-written CSV that means a leading apostrophe writes two.
 */
export function protectCell(cell: string): string {
  return /^[=+\-@\t\r']/.test(cell) ? `'${cell}` : cell;
}

export function unprotectCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

export interface ValidatedRows<K extends CatalogueKind> {
  records: RecordOfKind[K][];
  rowNumbers: number[];
}

/** Every row checked, every bad one reported: a file is fixed in one pass, not one error at a time. */
export function validateRows<K extends CatalogueKind>(kind: K, rows: ParsedFile['rows']): ValidatedRows<K> {
  const records: RecordOfKind[K][] = [];
  const rowNumbers: number[] = [];
  const bad: RowError[] = [];
  for (const { row, raw } of rows) {
    // What a request body may not hold, a row may not either (NUL characters the database
    // cannot store, non-finite numbers, prototype keys): a 400 for the row, not a 500.
    const problems = inputProblems(raw);
    const result = validateRecord(kind, raw);
    if (result.ok && problems.length === 0) {
      records.push(result.value);
      rowNumbers.push(row);
    } else bad.push({ row, errors: [...problems, ...(result.ok ? [] : result.errors)] });
  }
  if (bad.length > 0) throw new CatalogueImportError(bad);
  return { records, rowNumbers };
}

export interface ImportOutcome {
  kind: CatalogueKind;
  /** Records written (rows already in the catalogue are not, with skipExisting). */
  imported: number;
}

/** Parses, validates and imports one file, all or nothing; throws CatalogueImportError with the bad rows. */
export async function importCatalogueFile(
  db: Db,
  content: string,
  options: ParseOptions,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportOutcome> {
  const { kind, rows } = parseCatalogueFile(content, options);
  const { records, rowNumbers } = validateRows(kind, rows);
  let imported: number;
  try {
    imported = await importRecords(db, kind, records, onProgress, rowNumbers, options);
  } catch (error) {
    // The rows were checked against the catalogue, but an admin may have added one meanwhile.
    if ((error as { code?: unknown } | null)?.code === '23505')
      throw fileError('an item of the file was added to the catalogue meanwhile: import it again');
    throw error;
  }
  await refreshStatistics(db, kind, imported);
  return { kind, imported };
}

/**
 * After a bulk load the planner's statistics are stale and the visibility map is empty, so
 * counts read the whole table instead of the index (PGlite runs no autovacuum). A few seconds at
 * 100k rows once, against every letter page being ten times slower until then.
 */
export async function refreshStatistics(db: Queryable, kind: CatalogueKind, rowsWritten: number): Promise<void> {
  if (rowsWritten < 1_000) return;
  await db.query(`vacuum analyze ${TABLES[kind]}`);
  // A name's search rows (one per spelling) are written with it: without fresh statistics the
  // planner takes "a%" for 600 rows, not 14,000, and ranks a one-letter search the slow way.
  if (kind === 'names') await db.query('vacuum analyze name_spellings');
}

/**
 * The records of one kind as the import reads them: religions by name, ordered by name. Each
 * field is read from its column by name (catalogue-schema.ts, columnOf), in file order.
 */
export async function exportRecords<K extends CatalogueKind>(db: Queryable, kind: K): Promise<RecordOfKind[K][]> {
  const columns = fileFieldNames(kind).map((field) =>
    field === 'religion' ? 'r.name as religion' : `x.${columnOf(field)} as "${field}"`,
  );
  const religion = hasReligion(kind)
    ? `${RELIGION[kind].required ? 'join' : 'left join'} religions r on r.id = x.religion_id`
    : '';
  return db.query(
    `select ${columns.join(', ')} from ${TABLES[kind]} x ${religion} order by lower(x.name) collate "C", x.id`,
  );
}

export function formatRecords(kind: CatalogueKind, records: object[], format: CatalogueFormat): string {
  if (format === 'json') {
    // One item per line: diffs of exported files stay readable.
    const items = records.map((r) => `    ${JSON.stringify(withoutNulls(r))}`).join(',\n');
    return `{\n  "kind": ${JSON.stringify(kind)},\n  "items": [\n${items}${items ? '\n' : ''}  ]\n}\n`;
  }
  const columns = CSV_COLUMNS[kind];
  const rows = records.map((record) => {
    const r = record as Record<string, unknown>;
    return columns.map((c) => {
      const value = r[c];
      if (Array.isArray(value)) return protectCell(value.join('|'));
      return typeof value === 'string' || typeof value === 'boolean' ? protectCell(String(value)) : '';
    });
  });
  return stringify([[...columns], ...rows]);
}

function withoutNulls(record: object): Record<string, unknown> {
  // An empty detail list (variants, fullNames) is the same as none; subNames is required, so kept.
  return Object.fromEntries(
    Object.entries(record).filter(
      ([k, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0 && k !== 'subNames'),
    ),
  );
}

export async function exportCatalogue(db: Queryable, kind: CatalogueKind, format: CatalogueFormat): Promise<string> {
  return formatRecords(kind, await exportRecords(db, kind), format);
}
