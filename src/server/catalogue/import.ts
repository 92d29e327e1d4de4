/**
 * Writes validated catalogue records in one transaction: all rows land or none do. Rows go in
 * batches through unnest() so that a 100,000-name file is a few hundred statements, not 100,000.
 */
import { writeSearchKeys } from '../repositories/search.ts';
import type { Db, Queryable } from '../db/index.ts';
import type { CatalogueKind, FieldError, RecordOfKind } from '../../shared/catalogue-format.ts';
import { loadPopularityOf } from '../seed/popularity/index.ts';

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

async function insertBatch(
  tx: Queryable,
  kind: CatalogueKind,
  batch: RecordOfKind[CatalogueKind][],
  religionId: (name: string | null) => string | null,
): Promise<void> {
  const col = <T>(pick: (r: never) => T) => batch.map((r) => pick(r as never));
  switch (kind) {
    case 'religions':
      await tx.query(
        `insert into religions (name, is_active, source)
         select * from unnest($1::text[], $2::boolean[], $3::text[])`,
        [
          col((r: RecordOfKind['religions']) => r.name),
          col((r: RecordOfKind['religions']) => r.isActive),
          col((r: RecordOfKind['religions']) => r.source),
        ],
      );
      return;
    case 'names':
      // A list per row cannot go through unnest (no arrays of arrays of differing lengths): each
      // row's variants travel as one JSON text.
      // The search rows of the new names (their spellings' keys) are written with them.
      const added = await tx.query<{ id: string }>(
        `insert into names (name, gender, meaning, origin, description, source, religion_id,
           variants, pronunciation, ipa, script, script_lang)
         select n, g, m, o, d, s, r, array(select json_array_elements_text(v::json)), p, i, sc, sl
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[],
           $8::text[], $9::text[], $10::text[], $11::text[], $12::text[]) as x(n, g, m, o, d, s, r, v, p, i, sc, sl)
         returning id::text as id`,
        [
          col((r: RecordOfKind['names']) => r.name),
          col((r: RecordOfKind['names']) => r.gender),
          col((r: RecordOfKind['names']) => r.meaning),
          col((r: RecordOfKind['names']) => r.origin),
          col((r: RecordOfKind['names']) => r.description),
          col((r: RecordOfKind['names']) => r.source),
          col((r: RecordOfKind['names']) => religionId(r.religion)),
          col((r: RecordOfKind['names']) => JSON.stringify(r.variants ?? [])),
          col((r: RecordOfKind['names']) => r.pronunciation ?? null),
          col((r: RecordOfKind['names']) => r.ipa ?? null),
          col((r: RecordOfKind['names']) => r.script ?? null),
          col((r: RecordOfKind['names']) => r.scriptLang ?? null),
        ],
      );
      await writeSearchKeys(
        tx,
        added.map((a) => a.id),
      );
      return;
    case 'god-names':
      // unnest cannot take an array of arrays of differing lengths: one row per god name.
      for (const record of batch as RecordOfKind['god-names'][]) {
        await tx.query(
          `insert into god_names (name, description, sub_names, source, religion_id, variants, pronunciation, ipa, script, script_lang)
           values ($1, $2, $3::text[], $4, $5, $6::text[], $7, $8, $9, $10)`,
          [
            record.name,
            record.description,
            record.subNames,
            record.source,
            religionId(record.religion),
            record.variants ?? [],
            record.pronunciation ?? null,
            record.ipa ?? null,
            record.script ?? null,
            record.scriptLang ?? null,
          ],
        );
      }
      return;
    case 'nicknames':
      await tx.query(
        `insert into nicknames (name, description, source, full_names)
         select n, d, s, array(select json_array_elements_text(f::json))
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(n, d, s, f)`,
        [
          col((r: RecordOfKind['nicknames']) => r.name),
          col((r: RecordOfKind['nicknames']) => r.description),
          col((r: RecordOfKind['nicknames']) => r.source),
          col((r: RecordOfKind['nicknames']) => JSON.stringify(r.fullNames ?? [])),
        ],
      );
      return;
  }
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
