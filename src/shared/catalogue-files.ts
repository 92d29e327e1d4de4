/**
 * What a catalogue file's name says (FORMAT.md): its format by the extension, its kind by how the
 * name starts (`names.csv`, `god-names-hindu.csv`, `nicknames.json`). The import CLI, the admin
 * import on the server and the dashboard's file picker read names with these, so they agree.
 */
import { CATALOGUE_KINDS, type CatalogueKind } from './catalogue-format.ts';

export const CATALOGUE_FORMATS = ['json', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/** `.json` or `.csv`, any case; null for any other name. */
export function formatFromFileName(fileName: string): CatalogueFormat | null {
  const extension = /\.([a-z]+)$/.exec(fileName.toLowerCase())?.[1];
  return CATALOGUE_FORMATS.find((format) => format === extension) ?? null;
}

// God-names before names, nicknames before names: the longer kind is tried first.
const BY_LENGTH = [...CATALOGUE_KINDS].sort((a, b) => b.length - a.length);

/**
 * The kind a file's name starts with, as a whole word: `names.csv` and `names-islam.json` are
 * names, `namesfoo.csv` and `people.csv` are nothing. Folders in front are ignored.
 */
export function kindFromFileName(fileName: string): CatalogueKind | null {
  const base = fileName.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  return BY_LENGTH.find((kind) => base.startsWith(kind) && !/[a-z]/.test(base.charAt(kind.length))) ?? null;
}

/** The `data` of a successful POST /api/admin/import (API document: importCatalogue). */
export interface CatalogueImportResult {
  kind: CatalogueKind;
  /** Records written. */
  imported: number;
}
