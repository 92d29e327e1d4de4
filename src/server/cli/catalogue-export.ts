/**
 * `npm run catalogue:export -- [--kind K] [--format json|csv] [--out PATH]`: writes the catalogue
 * in the import format. Without --kind every kind is written, each to its own file in --out (a
 * folder, default ./catalogue-export); with --kind, --out is the file (default: standard output).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_KINDS, isCatalogueKind } from '../../shared/catalogue-format.ts';
import { exportCatalogue } from '../catalogue/files.ts';
import { CATALOGUE_FORMATS, type CatalogueFormat } from '../../shared/catalogue-files.ts';
import { openOrExplain, parseArgs } from './open-for-cli.ts';

const USAGE = `usage: npm run catalogue:export -- [--kind ${CATALOGUE_KINDS.join('|')}] [--format ${CATALOGUE_FORMATS.join('|')}] [--out PATH]`;

async function main(): Promise<number> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const kind = flags.get('kind');
  const format = flags.get('format') ?? 'json';
  const out = flags.get('out');
  if (
    positional.length > 0 ||
    (kind !== undefined && !isCatalogueKind(kind)) ||
    !(CATALOGUE_FORMATS as readonly string[]).includes(format)
  ) {
    console.error(USAGE);
    return 2;
  }
  const db = await openOrExplain();
  if (!db) return 1;
  try {
    if (kind) {
      const file = await exportCatalogue(db, kind, format as CatalogueFormat);
      if (out) {
        await writeFile(out, file);
        console.error(`Wrote ${kind} to ${out}.`);
      } else process.stdout.write(file);
      return 0;
    }
    const dir = out ?? 'catalogue-export';
    await mkdir(dir, { recursive: true });
    for (const each of CATALOGUE_KINDS) {
      const target = path.join(dir, `${each}.${format}`);
      await writeFile(target, await exportCatalogue(db, each, format as CatalogueFormat));
      console.error(`Wrote ${each} to ${target}.`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
