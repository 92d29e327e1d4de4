/**
 * The first start seeds a catalogue that an import already filled in part (the
 * 100k catalogue imported into a folder that was never started made the first start refuse the
 * seed and exit). The records already there are kept; the rest of the seed is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { importCatalogueFile } from '../../src/server/catalogue/files.ts';
import { readSeedFiles, seedIfEmpty } from '../../src/server/seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('seeding over an imported catalogue', () => {
  it('keeps what the import wrote, adds the rest, and starts', { timeout: 120_000 }, async () => {
    const seed = await readSeedFiles();
    const universal = seed.find((f) => f.file === 'names-universal.json')!;
    const overlap = universal.items.slice(0, 5) as { name: string }[];
    // An import of names of no religion, five of them the seed's own, plus one the seed lacks.
    const imported = [
      ...overlap,
      { name: 'Zzyzx', gender: 'male', meaning: 'a place name', origin: 'American', source: 'test' },
    ];
    await importCatalogueFile(t.db, JSON.stringify({ kind: 'names', items: imported }), {
      format: 'json',
      kind: 'names',
    });

    const logged: string[] = [];
    await expect(seedIfEmpty(t.db, (m) => logged.push(m))).resolves.toBe(true);
    expect(logged.some((m) => /seeded \d+ names from names-universal\.json \(5 were there already\)/.test(m))).toBe(
      true,
    );

    const seededNames = seed.filter((f) => f.kind === 'names').reduce((n, f) => n + f.items.length, 0);
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from names');
    expect(row!.n).toBe(seededNames + 1);
    // The imported record of the seed's name is there once.
    const same = await t.db.query('select 1 from names where name = $1', [overlap[0]!.name]);
    expect(same.length).toBeGreaterThanOrEqual(1);
    const res = await t.app.inject({ url: `/api/names?search=Zzyzx` });
    expect(res.json<{ totalNames: number }>().totalNames).toBe(1);
  });
});
