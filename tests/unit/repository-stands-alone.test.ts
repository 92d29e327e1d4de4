/**
 * The repository stands alone: a comment, a test name or a page of the docs states its rule in
 * the project's own words, never by pointing at a document that is not here (a numbered section
 * of a product document, an issue number of a tracker, a design file) or at a path that leaves
 * the checkout. A newcomer reads the code and the docs and has everything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'scripts', 'tests', 'docs', 'README.md'];
/** Files that are not text: data archives, images, fonts. */
const BINARY = /\.(gz|zip|png|jpe?g|webp|gif|ico|woff2?|ttf|otf|pdf)$/i;

/** What points outside the repository, each with the words the failure uses for it. */
const OUTSIDE: { what: string; pattern: RegExp }[] = [
  { what: 'a section number of a document that is not here', pattern: /\u00a7 ?\d|spec \u00a7/ },
  { what: 'an issue number of a tracker', pattern: /\bissue #?\d/i },
  // Spelled in parts so that this file, which the rule scans too, does not name them itself.
  {
    what: 'a design document that is not here',
    pattern: new RegExp(['product' + '-spec', '\\bAPI\\.md', '\\bARCHITECTURE\\.md'].join('|')),
  },
];

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  const entries = readdirSync(full, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !BINARY.test(file));
}

function scannedFiles(): string[] {
  return SCANNED.flatMap((entry) => (entry.includes('.') ? [entry] : filesUnder(entry))).sort();
}

/** A relative path (`../x/y`) written in a file that, read from the file's folder, leaves the checkout. */
function leavesCheckout(file: string, line: string): string | null {
  for (const [written] of line.matchAll(/(?:\.\.\/)+[\w.-]+/g)) {
    const target = path.resolve(ROOT, path.dirname(file), written);
    if (path.relative(ROOT, target).startsWith('..')) return written;
  }
  return null;
}

/** Every line of a file that points outside the repository, as `file:line: why: text`. */
export function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const { what, pattern } of OUTSIDE) {
      if (pattern.test(line)) found.push(`${at}: ${what}: ${line.trim()}`);
    }
    const escaping = leavesCheckout(file, line);
    if (escaping) found.push(`${at}: a path outside the repository (${escaping}): ${line.trim()}`);
  });
  return found;
}

describe('the repository stands alone', () => {
  it('finds what it looks for', () => {
    // The samples are put together from parts, so that this file holds none of them as written.
    const up = (levels: number, rest: string) => [...Array<string>(levels).fill('..'), rest].join('/');
    const sample = [
      '// Page size 10 (spec \u00a74.2).',
      `// Fixed in ${'issue'} 15.`,
      `import x from '${up(4, 'shared/design/conventions.ts')}';`,
      `import { ROUTES } from '${up(1, 'shared/constants.ts')}';`,
      '// A clean comment about tissue 3 layers.',
    ].join('\n');
    expect(outsideReferences('src/lib/example.ts', sample).map((f) => f.split(': ')[0])).toEqual([
      'src/lib/example.ts:1',
      'src/lib/example.ts:2',
      'src/lib/example.ts:3',
    ]);
  });

  it('has no reference outside itself in src, scripts, tests, docs and the README', () => {
    const found = scannedFiles().flatMap((file) =>
      outsideReferences(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
