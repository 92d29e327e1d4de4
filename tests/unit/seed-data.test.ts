/**
 * The seed catalogue is the first thing every visitor sees: real, rich and right. These checks
 * guard its shape; the meanings themselves are reviewed by people (see the catalogue README).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_DIR,
  readSeedDetails,
  readSeedFiles,
  withSeedDetails,
  type CatalogueFile,
} from '../../src/server/seed/index.ts';
import {
  validateRecord,
  type NameRecord,
  type GodNameRecord,
  type NicknameRecord,
  type ReligionRecord,
} from '../../src/shared/catalogue-format.ts';
import { LETTERS } from '../../src/shared/constants.ts';

let files: CatalogueFile[];
let religions: ReligionRecord[];
let names: NameRecord[];
let godNames: GodNameRecord[];
let nicknames: NicknameRecord[];

beforeAll(async () => {
  files = await readSeedFiles();
  // The records as the seed writes them: the details sidecar (variants…) laid under each.
  const details = await readSeedDetails();
  const valid = <K extends CatalogueFile['kind']>(kind: K) =>
    files
      .filter((f) => f.kind === kind)
      .flatMap((f) =>
        f.items.map((item, i) => {
          const result = validateRecord(kind, withSeedDetails(details, kind, item));
          if (!result.ok) throw new Error(`${f.file} item ${i + 1}: ${JSON.stringify(result.errors)}`);
          return result.value;
        }),
      );
  religions = valid('religions');
  names = valid('names');
  godNames = valid('god-names');
  nicknames = valid('nicknames');
});

const ACTIVE = ['Hinduism', 'Islam', 'Christianity', 'Sikhism', 'Buddhism', 'Jainism', 'Judaism', 'Zoroastrianism'];

describe('seed catalogue', () => {
  it('has the eight active religions and one inactive, so "active only" shows', () => {
    expect(
      religions
        .filter((r) => r.isActive)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...ACTIVE].sort());
    expect(religions.filter((r) => !r.isActive).length).toBeGreaterThanOrEqual(1);
  });

  it('has at least 6,000 names, each with a meaning and an origin', () => {
    expect(names.length).toBeGreaterThanOrEqual(6000);
    for (const name of names) {
      expect(name.meaning.trim(), name.name).not.toBe('');
      expect(name.origin.trim(), name.name).not.toBe('');
    }
  });

  it('spreads names over every active religion and both genders, plus UNIVERSAL names', () => {
    const count = (religion: string | null, gender: 'male' | 'female') =>
      names.filter((n) => n.religion === religion && n.gender === gender).length;
    for (const religion of ACTIVE) {
      expect(count(religion, 'male'), `${religion} boys`).toBeGreaterThanOrEqual(20);
      expect(count(religion, 'female'), `${religion} girls`).toBeGreaterThanOrEqual(20);
    }
    expect(count(null, 'male')).toBeGreaterThanOrEqual(50);
    expect(count(null, 'female')).toBeGreaterThanOrEqual(50);
  });

  it('covers every letter A–Z for both genders', () => {
    for (const gender of ['male', 'female'] as const) {
      const initials = new Set(names.filter((n) => n.gender === gender).map((n) => n.name[0]!.toUpperCase()));
      expect(
        LETTERS.filter((l) => !initials.has(l)),
        `${gender} letters missing`,
      ).toEqual([]);
    }
  });

  it('has no duplicate name within a gender and religion', () => {
    const seen = new Set<string>();
    const duplicates = names
      .map((n) => `${n.name.toLowerCase()}|${n.gender}|${n.religion ?? ''}`)
      .filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
    expect(duplicates).toEqual([]);
  });

  it('gives every god name a known religion, a description and its list of other names', () => {
    expect(godNames.length).toBeGreaterThanOrEqual(20);
    for (const god of godNames) {
      expect(ACTIVE, god.name).toContain(god.religion);
      expect(god.description.trim(), god.name).not.toBe('');
      expect(god.subNames.length, god.name).toBeGreaterThan(0);
    }
    // Long traditional lists, so that paging OTHER NAMES by 10 meets real data.
    expect(godNames.find((g) => g.religion === 'Islam')?.subNames).toHaveLength(99);
    expect(godNames.filter((g) => g.subNames.length === 108).length).toBeGreaterThanOrEqual(12);
  });

  it('has at least 300 distinct nicknames, each saying where it comes from', () => {
    expect(nicknames.length).toBeGreaterThanOrEqual(300);
    expect(new Set(nicknames.map((n) => n.name.toLowerCase())).size).toBe(nicknames.length);
    for (const nickname of nicknames) expect(nickname.description.length, nickname.name).toBeGreaterThan(10);
  });

  it('refers only to religions that exist', () => {
    const known = new Set(religions.map((r) => r.name));
    const unknown = [...names, ...godNames].filter((r) => r.religion && !known.has(r.religion));
    expect(unknown).toEqual([]);
  });
});

/** Coverage data in catalogue/coverage (not seed files: readSeedFiles reads only the folder's own *.json). */
const coverage = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'coverage', file), 'utf8')) as T;
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('seed catalogue coverage', () => {
  const top500 = coverage<{ names: { name: string; sex: 'M' | 'F'; rank: number }[] }>('ssa-top500-2024.json').names;
  // Other spellings live in the name details, keyed by spelling or spelling|religion.
  const details = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'details', 'name-details.json'), 'utf8')) as {
    items: Record<string, { variants?: string[] }>;
  };
  const variants: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(details.items)) {
    if (value.variants) variants[key.split('|')[0]!] = [...(variants[key.split('|')[0]!] ?? []), ...value.variants];
  }
  const genderOf = { M: 'male', F: 'female' } as const;

  /** Names a parent finds under each gender: records, plus their other spellings (search finds them). */
  const findable = () => {
    const found = { male: new Set<string>(), female: new Set<string>() };
    for (const n of names) {
      found[n.gender].add(fold(n.name));
      for (const spelling of n.variants) found[n.gender].add(fold(spelling));
    }
    return found;
  };

  it('holds the SSA top 500 of 2024 for each sex', () => {
    expect(top500.filter((t) => t.sex === 'M')).toHaveLength(500);
    expect(top500.filter((t) => t.sex === 'F')).toHaveLength(500);
  });

  it('has every SSA 2024 top-500 name under its gender, as a name or a spelling of one', () => {
    const found = findable();
    const missing = top500.filter((t) => !found[genderOf[t.sex]].has(fold(t.name))).map((t) => `${t.name} (${t.sex})`);
    expect(missing).toEqual([]);
  });

  it('has every name of the community charts in coverage/ under its gender, as a name or a spelling of one', () => {
    // Published lists of the most given names (India, England and Wales, Spain, Israel…), each
    // with its publisher and address; the catalogue must answer every name on them.
    const chartFiles = readdirSync(path.join(CATALOGUE_DIR, 'coverage')).filter((f) => /^charts-.+\.json$/.test(f));
    const found = findable();
    const missing: string[] = [];
    let listed = 0;
    for (const file of chartFiles) {
      const { charts } = coverage<{ charts: { title: string; url: string; male?: string[]; female?: string[] }[] }>(
        file,
      );
      for (const chart of charts) {
        expect(chart.url, `${file}: ${chart.title}`).toMatch(/^https?:\/\//);
        for (const gender of ['male', 'female'] as const) {
          for (const name of chart[gender] ?? []) {
            listed += 1;
            if (!found[gender].has(fold(name))) missing.push(`${name} (${gender}, ${file})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    if (chartFiles.length > 0) expect(listed).toBeGreaterThan(0);
  });

  it('attaches each spelling to a name we have, and never to itself', () => {
    const recorded = new Set(names.map((n) => fold(n.name)));
    expect(Object.keys(variants).filter((name) => !recorded.has(fold(name)))).toEqual([]);
    for (const [name, spellings] of Object.entries(variants)) {
      expect(spellings.map(fold), name).not.toContain(fold(name));
      expect(new Set(spellings.map(fold)).size, name).toBe(spellings.length);
    }
  });

  it('cites a source on every record', () => {
    expect(names.filter((n) => !n.source?.trim()).map((n) => n.name)).toEqual([]);
    expect(nicknames.filter((n) => !n.source?.trim()).map((n) => n.name)).toEqual([]);
    expect(godNames.filter((g) => !g.source?.trim()).map((g) => g.name)).toEqual([]);
    expect(religions.filter((r) => !r.source?.trim()).map((r) => r.name)).toEqual([]);
  });
});

/** The data README states counts and empty letter cells; these checks keep it true. */
describe('seed catalogue README', () => {
  const readme = readFileSync(path.join(CATALOGUE_DIR, 'README.md'), 'utf8');
  /** The body rows of the Markdown table in a section, as lists of trimmed cells. */
  const table = (heading: string): string[][] => {
    const start = readme.indexOf(heading);
    const end = readme.indexOf('\n## ', start + heading.length);
    return readme
      .slice(start, end === -1 ? undefined : end)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
  };
  const number = (cell: string) => Number(cell.replace(/,/g, ''));
  const genders = { boys: 'male', girls: 'female' } as const;

  it('gives the number of names per religion and gender as they are in the data', () => {
    const rows = table('## Counts');
    const count = (religion: string | null, gender: 'male' | 'female') =>
      names.filter((n) => (religion === 'all' ? true : n.religion === religion) && n.gender === gender).length;
    expect(rows.map((r) => r[0])).toEqual([...ACTIVE, 'UNIVERSAL', 'all']);
    for (const [religion, boys, girls, total] of rows) {
      const key = religion === 'UNIVERSAL' ? null : religion!;
      expect([number(boys!), number(girls!), number(total!)], religion).toEqual([
        count(key, 'male'),
        count(key, 'female'),
        count(key, 'male') + count(key, 'female'),
      ]);
    }
  });

  it('fills every letter × gender cell of every religion, or says in the README why not', () => {
    const explained = new Map(
      table('## Letters with no names').map(([religion, gender, letters]) => [
        `${religion}|${genders[gender as keyof typeof genders]}`,
        letters!.split(',').map((l) => l.trim()),
      ]),
    );
    for (const religion of ACTIVE) {
      for (const gender of ['male', 'female'] as const) {
        const initials = new Set(
          names.filter((n) => n.religion === religion && n.gender === gender).map((n) => n.name[0]!.toUpperCase()),
        );
        expect(explained.get(`${religion}|${gender}`) ?? [], `${religion} ${gender}`).toEqual(
          LETTERS.filter((l) => !initials.has(l)),
        );
      }
    }
  });
});
