/**
 * The seed catalogue is the first thing every visitor sees: real, rich and right. These checks
 * guard its shape; the meanings themselves are reviewed by people (see the catalogue README).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedFiles, type CatalogueFile } from '../../src/server/seed/index.ts';
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
  const valid = <K extends CatalogueFile['kind']>(kind: K) =>
    files
      .filter((f) => f.kind === kind)
      .flatMap((f) =>
        f.items.map((item, i) => {
          const result = validateRecord(kind, item);
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

  it('has at least 1,500 names, each with a meaning and an origin', () => {
    expect(names.length).toBeGreaterThanOrEqual(1500);
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
    expect(godNames.filter((g) => g.subNames.length === 108).length).toBeGreaterThanOrEqual(8);
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
