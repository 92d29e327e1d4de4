/** Seeds an empty catalogue from the data files in ./catalogue (the import format). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/index.ts';
import { CATALOGUE_KINDS, isCatalogueKind, validateRecord, type CatalogueKind } from '../../shared/catalogue-format.ts';
import { importRecordsIn } from '../catalogue/import.ts';
import { loadPopularityIfEmpty } from './popularity/index.ts';

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
  if ((row?.n ?? 0) > 0) {
    // A database seeded before the popularity data existed gets it now.
    await loadPopularityIfEmpty(db, log);
    return false;
  }
  const files = await readSeedFiles();
  const details = await readSeedDetails();
  // One transaction for every file: a failed seed leaves the database empty, not half-seeded.
  await db.transaction(async (tx) => {
    // Identity sequences move on even when the transaction that drew from them rolls back, so a
    // seed killed half-way would give every record of the next one other ids than a clean seed
    // (the pages built for /names/901 would then name another record). Each table's ids start
    // again right after what it holds: a retried seed gives the same ids as the first would.
    for (const table of SEEDED_TABLES) {
      await tx.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }
    // Another catalogue: a site built from the one before must be built again (site-build.ts).
    await tx.query('update catalogue_identity set id = gen_random_uuid()::text');
    for (const { file, kind, items } of files) {
      const records = items.map((item, i) => {
        const result = validateRecord(kind, withSeedDetails(details, kind, item));
        if (!result.ok) throw new Error(`${file} item ${i + 1}: ${result.errors.map((e) => e.message).join('; ')}`);
        return result.value;
      });
      const added = await importRecordsIn(tx, kind, records, undefined, undefined, { skipExisting: true });
      log(
        `seeded ${added} ${kind} from ${file}${added < records.length ? ` (${records.length - added} were there already)` : ''}`,
      );
    }
    await loadPopularityIfEmpty(tx, log);
  });
  return true;
}

/** The tables a seed fills, whose ids the built pages carry. */
const SEEDED_TABLES = ['religions', 'names', 'god_names', 'nicknames'] as const;

// --- Name details -------------------------------------------------------------------

const DETAILS_DIR = path.join(CATALOGUE_DIR, 'details');

/**
 * The details of the seed live beside the records, in ./catalogue/details (README.md there):
 * pronunciation and script belong to a spelling, whatever the religion, so they are keyed by it
 * ("Zain"), and a key "Adam|Islam" adds to or overrides "Adam" for one religion's record
 * ("Universal" for names of no religion). Nicknames' full names are keyed by the nickname.
 */
export interface SeedDetails {
  names: Record<string, Record<string, unknown>>;
  godNames: Record<string, Record<string, unknown>>;
  nicknames: Record<string, string[]>;
}

async function readObject(file: string): Promise<Record<string, never>> {
  try {
    const json = JSON.parse(await readFile(path.join(DETAILS_DIR, file), 'utf8')) as { items?: unknown };
    return (json.items ?? {}) as Record<string, never>;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return {};
    throw error;
  }
}

export async function readSeedDetails(): Promise<SeedDetails> {
  return {
    names: await readObject('name-details.json'),
    godNames: await readObject('god-name-details.json'),
    nicknames: await readObject('nickname-links.json'),
  };
}

/** The record with its details laid under it: a field the record file gives wins. */
export function withSeedDetails(details: SeedDetails, kind: CatalogueKind, item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const record = item as Record<string, unknown>;
  const name = typeof record['name'] === 'string' ? record['name'] : '';
  if (kind === 'nicknames') {
    const fullNames = details.nicknames[name];
    return fullNames ? { fullNames, ...record } : record;
  }
  const table = kind === 'names' ? details.names : kind === 'god-names' ? details.godNames : null;
  if (!table) return record;
  const religion = typeof record['religion'] === 'string' ? record['religion'] : 'Universal';
  return { ...table[name], ...table[`${name}|${religion}`], ...record };
}
