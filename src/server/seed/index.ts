/** Seeds an empty catalogue from the data files in ./catalogue (the import format). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/index.ts';
import { CATALOGUE_KINDS, isCatalogueKind, validateRecord, type CatalogueKind } from '../../shared/catalogue-format.ts';
import { importRecordsIn } from '../catalogue/import.ts';

export const CATALOGUE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue');

export interface CatalogueFile {
  file: string;
  kind: CatalogueKind;
  items: unknown[];
}

/** The seed files, religions first (names and god names refer to them). */
export async function readSeedFiles(dir = CATALOGUE_DIR): Promise<CatalogueFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const parsed: CatalogueFile[] = [];
  for (const file of files) {
    const json: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const body = json as { kind?: unknown; items?: unknown };
    if (!isCatalogueKind(body.kind) || !Array.isArray(body.items)) {
      throw new Error(`${file}: expected { "kind": …, "items": [ … ] }`);
    }
    parsed.push({ file, kind: body.kind, items: body.items });
  }
  return parsed.sort((a, b) => CATALOGUE_KINDS.indexOf(a.kind) - CATALOGUE_KINDS.indexOf(b.kind));
}

/**
 * Seeds only a database with no religions at all, so restarts and admins' edits are kept. The
 * catalogue may already hold some of the seed's records (a `catalogue:import` into a folder that
 * was never started): those are kept as they are and the rest is added, so the first start works.
 */
export async function seedIfEmpty(db: Db, log: (message: string) => void = () => {}): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from religions');
  if ((row?.n ?? 0) > 0) return false;
  const files = await readSeedFiles();
  // One transaction for every file: a failed seed leaves the database empty, not half-seeded.
  await db.transaction(async (tx) => {
    for (const { file, kind, items } of files) {
      const records = items.map((item, i) => {
        const result = validateRecord(kind, item);
        if (!result.ok) throw new Error(`${file} item ${i + 1}: ${result.errors.map((e) => e.message).join('; ')}`);
        return result.value;
      });
      const added = await importRecordsIn(tx, kind, records, undefined, undefined, { skipExisting: true });
      log(
        `seeded ${added} ${kind} from ${file}${added < records.length ? ` (${records.length - added} were there already)` : ''}`,
      );
    }
  });
  return true;
}
