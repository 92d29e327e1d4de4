/**
 * Writes validated catalogue records in one transaction: all rows land or none do. Rows go in
 * batches through unnest() so that a 100,000-name file is a few hundred statements, not 100,000.
 */
import { writeSearchKeys } from '../repositories/search.ts';
import type { Db, Queryable } from '../db/index.ts';
import type { CatalogueKind, FieldError, RecordOfKind } from '../../shared/catalogue-format.ts';
import { loadPopularityOf } from '../seed/popularity/index.ts';
import {
  FIELDS,
  columnOf,
  fileFieldNames,
  isListField,
  schemaType,
  type FieldSpec,
} from '../../shared/catalogue-schema.ts';
import { TABLES } from './tables.ts';

export interface RowError {
  /** 1-based position of the record in the file (a line number for CSV, an item number for JSON). */
  row: number;
  errors: FieldError[];
}

export class CatalogueImportError extends Error {
  readonly rows: RowError[];

  constructor(rows: RowError[]) {
    super(`${rows.length} row${rows.length === 1 ? '' : 's'} could not be imported`);
    this.rows = rows;
  }
}

const BATCH = 1000;

export async function importRecords<K extends CatalogueKind>(
  db: Db,
  kind: K,
  records: RecordOfKind[K][],
  onProgress?: (done: number, total: number) => void,
  rowNumbers?: number[],
  options: ImportOptions = {},
): Promise<number> {
  const imported = await db.transaction((tx) => importRecordsIn(tx, kind, records, onProgress, rowNumbers, options));
  // The file's spellings bring their US births with them, as an admin's single write does.
  if (kind === 'names' && imported > 0) {
    await loadPopularityOf(
      db,
      (records as RecordOfKind['names'][]).flatMap((r) => [r.name, ...r.variants]),
      options.warn ??
        ((error) => process.emitWarning(`the imported names' US births were not loaded: ${String(error)}`)),
    );
  }
  return imported;
}

export interface ImportOptions {
  /**
   * Leave out rows already in the catalogue instead of refusing the file (adding a big list
   * to a seeded catalogue). Repeats within the file are still errors.
   */
  skipExisting?: boolean;
  /**
   * Told when the file's US births could not be loaded once its rows are in (see
   * loadPopularityOf): the import has still succeeded.
   */
  warn?: (error: unknown) => void;
}

/** The same inside a transaction the caller holds (the seed writes several files in one). */
export async function importRecordsIn<K extends CatalogueKind>(
  tx: Queryable,
  kind: K,
  records: RecordOfKind[K][],
  onProgress: (done: number, total: number) => void = () => {},
  rowNumbers: number[] = records.map((_, i) => i + 1),
  options: ImportOptions = {},
): Promise<number> {
  const religionIds = await religionIdsByName(tx);
  const missing: RowError[] = [];
  records.forEach((record, i) => {
    const religion = 'religion' in record ? record.religion : null;
    if (religion && !religionIds.has(religion.toLowerCase())) {
      missing.push({
        row: rowNumbers[i] ?? i + 1,
        errors: [{ field: 'religion', message: `unknown religion "${religion}"` }],
      });
    }
  });
  if (missing.length > 0) throw new CatalogueImportError(missing);
  const religionId = (name: string | null) => (name ? (religionIds.get(name.toLowerCase()) ?? null) : null);
  const { repeated, existing } = await findDuplicates(tx, kind, records, religionId, rowNumbers);
  const refused = options.skipExisting ? repeated : [...existing, ...repeated].sort((a, b) => a.row - b.row);
  if (refused.length > 0) throw new CatalogueImportError(refused);
  if (existing.length > 0) {
    const skip = new Set(existing.map((e) => e.row));
    const kept = records.map((_, i) => i).filter((i) => !skip.has(rowNumbers[i] ?? i + 1));
    records = kept.map((i) => records[i]!);
  }

  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    await insertBatch(tx, kind, batch, religionId);
    onProgress(Math.min(start + BATCH, records.length), records.length);
  }
  return records.length;
}

async function religionIdsByName(tx: Queryable): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; name: string }>('select id::text as id, name from religions');
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/**
 * One statement per batch: each field's column (by name, catalogue-schema.ts) gets the batch's
 * values as one array through unnest. A list per row cannot go through unnest (no arrays of
 * arrays of differing lengths), so each row's list travels as one JSON text.
 */
async function insertBatch(
  tx: Queryable,
  kind: CatalogueKind,
  batch: RecordOfKind[CatalogueKind][],
  religionId: (name: string | null) => string | null,
): Promise<void> {
  const fields = fileFieldNames(kind);
  const rows = batch as unknown as Record<string, unknown>[];
  const params = fields.map((field) =>
    rows.map((row) => {
      const value = row[field];
      if (field === 'religion') return religionId(typeof value === 'string' ? value : null);
      if (isListField(kind, field)) return JSON.stringify(value ?? []);
      return value ?? null;
    }),
  );
  const arrayType = (field: string) => {
    if (field === 'religion') return 'bigint[]';
    const spec = (FIELDS[kind] as Record<string, FieldSpec>)[field]!;
    return schemaType(spec.write) === 'boolean' ? 'boolean[]' : 'text[]';
  };
  const values = fields.map((field, i) =>
    isListField(kind, field) ? `array(select json_array_elements_text(c${i}::json))` : `c${i}`,
  );
  const added = await tx.query<{ id: string }>(
    `insert into ${TABLES[kind]} (${fields.map(columnOf).join(', ')})
     select ${values.join(', ')}
     from unnest(${fields.map((field, i) => `$${i + 1}::${arrayType(field)}`).join(', ')})
       as x(${fields.map((_, i) => `c${i}`).join(', ')})
     returning id::text as id`,
    params,
  );
  // The search rows of the new names (their spellings' keys) are written with them.
  if (kind === 'names')
    await writeSearchKeys(
      tx,
      added.map((a) => a.id),
    );
}

/** A record's identity (FORMAT.md): what the unique indexes of 001_init.sql compare. */
function identityOf(
  kind: CatalogueKind,
  record: RecordOfKind[CatalogueKind],
  religionId: (name: string | null) => string | null,
): string {
  const name = record.name.toLowerCase();
  switch (kind) {
    case 'names': {
      const r = record as RecordOfKind['names'];
      return `${name}|${r.gender}|${religionId(r.religion) ?? ''}`;
    }
    case 'god-names':
      return `${name}|${religionId((record as RecordOfKind['god-names']).religion) ?? ''}`;
    default:
      return name;
  }
}

const STORED_IDENTITIES: Record<CatalogueKind, string> = {
  religions: 'select lower(name) as key from religions',
  names: `select lower(name) || '|' || gender || '|' || coalesce(religion_id::text, '') as key from names`,
  'god-names': `select lower(name) || '|' || religion_id::text as key from god_names`,
  nicknames: 'select lower(name) as key from nicknames',
};

/** Rows that repeat an earlier row of the file or an item already in the catalogue. */
async function findDuplicates(
  tx: Queryable,
  kind: CatalogueKind,
  records: RecordOfKind[CatalogueKind][],
  religionId: (name: string | null) => string | null,
  rowNumbers: number[],
): Promise<{ repeated: RowError[]; existing: RowError[] }> {
  const stored = new Set((await tx.query<{ key: string }>(STORED_IDENTITIES[kind])).map((r) => r.key));
  const firstRow = new Map<string, number>();
  const repeated: RowError[] = [];
  const existing: RowError[] = [];
  const what = kind === 'names' ? 'name, gender and religion' : kind === 'god-names' ? 'name and religion' : 'name';
  records.forEach((record, i) => {
    const row = rowNumbers[i] ?? i + 1;
    const key = identityOf(kind, record, religionId);
    const earlier = firstRow.get(key);
    if (stored.has(key)) {
      existing.push({
        row,
        errors: [{ field: 'name', message: `"${record.name}" is already in the catalogue (same ${what})` }],
      });
    } else if (earlier !== undefined) {
      repeated.push({
        row,
        errors: [{ field: 'name', message: `"${record.name}" repeats row ${earlier} (same ${what})` }],
      });
    } else firstRow.set(key, row);
  });
  return { repeated, existing };
}
