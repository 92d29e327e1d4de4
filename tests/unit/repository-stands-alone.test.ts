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
  { what: 'a design document that is not here', pattern: /product-spec|\bAPI\.md|\bARCHITECTURE\.md/ },
];

/**
 * Files other work still has to reword. A file leaves this list once it is clean; the test then
 * keeps it clean. When the list is empty every scanned file is held to the rule.
 */
const PENDING = new Set<string>([
  'scripts/write-rewrites.ts',
  'src/components/NameExtras.astro',
  'src/components/PopularLists.astro',
  'src/components/PopularityChart.astro',
  'src/islands/GodNameDetail.tsx',
  'src/islands/GodNamesList.tsx',
  'src/islands/HomeReligions.tsx',
  'src/islands/NamesList.tsx',
  'src/islands/NicknamesList.tsx',
  'src/islands/ReligionNames.tsx',
  'src/islands/parts/DetailPending.tsx',
  'src/islands/parts/FavouriteButton.tsx',
  'src/islands/parts/ListRow.tsx',
  'src/islands/parts/Pagination.tsx',
  'src/islands/parts/RankBadge.tsx',
  'src/islands/parts/SortControl.tsx',
  'src/islands/shortlist/ShortlistPage.tsx',
  'src/layouts/BareLayout.astro',
  'src/lib/build-data.ts',
  'src/lib/catalogue-client.ts',
  'src/lib/favourite-notice.ts',
  'src/lib/hooks/useDetail.ts',
  'src/lib/hooks/useUrlState.ts',
  'src/lib/popularity-client.ts',
  'src/lib/session-restore.ts',
  'src/lib/shortlist-client.ts',
  'src/lib/sign-in.ts',
  'src/lib/stores/shortlist.ts',
  'src/lib/token.ts',
  'src/pages/names/[id].astro',
  'src/pages/nicknames/[nicknameId].astro',
  'src/server/auth/tokens.ts',
  'src/server/catalogue/import.ts',
  'src/server/errors.ts',
  'src/server/repositories/names.ts',
  'src/server/repositories/shortlist.ts',
  'src/server/routes/names.ts',
  'src/server/routes/shortlist.ts',
  'src/server/schemas/catalogue.ts',
  'src/server/schemas/popularity.ts',
  'src/server/seed/catalogue/README.md',
  'src/server/seed/index.ts',
  'src/shared/list-state.ts',
  'src/styles/detail.css',
  'src/styles/popularity.css',
  'src/styles/shortlist.css',
  'tests/api/popularity.test.ts',
  'tests/api/shortlist.test.ts',
  'tests/e2e/favourite-after-login.spec.ts',
  'tests/e2e/godnames.spec.ts',
  'tests/e2e/layout.spec.ts',
  'tests/e2e/name-details.spec.ts',
  'tests/e2e/no-js.spec.ts',
  'tests/e2e/popularity.spec.ts',
  'tests/unit/repository-stands-alone.test.ts',
]);

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
    const sample = [
      '// Page size 10 (spec \u00a74.2).',
      '// Fixed in issue 15.',
      "import x from '../../../../shared/design/conventions.ts';",
      "import { ROUTES } from '../shared/constants.ts';",
      '// A clean comment about tissue 3 layers.',
    ].join('\n');
    expect(outsideReferences('src/lib/example.ts', sample).map((f) => f.split(': ')[0])).toEqual([
      'src/lib/example.ts:1',
      'src/lib/example.ts:2',
      'src/lib/example.ts:3',
    ]);
  });

  it('has no reference outside itself in src, scripts, tests, docs and the README', () => {
    const found = scannedFiles()
      .filter((file) => !PENDING.has(file))
      .flatMap((file) => outsideReferences(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
