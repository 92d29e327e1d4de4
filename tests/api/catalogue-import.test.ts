import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { expectAdminOnly } from '../helpers/admin-only.ts';
import { makeReligion } from '../helpers/factories.ts';
import { parse } from 'csv-parse/sync';
import { importCatalogueFile } from '../../src/server/catalogue/files.ts';
import { CatalogueImportError } from '../../src/server/catalogue/import.ts';

const run = promisify(execFile);

let t: TestApp;
let admin: TestAccount;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  await makeReligion(t, { name: 'Islam' });
}, 120_000);
afterAll(() => t.close());

const importFile = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/import', headers: admin.headers, payload });
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('POST /api/admin/import', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/admin/import',
      payload: { format: 'json', content: '{"kind":"nicknames","items":[]}' },
    });
  });

  it('imports a CSV file and the lists show it at once', async () => {
    const before = await t.app.inject({ url: '/api/names?letter=a' });
    expect(before.json()).toMatchObject({ totalNames: 0 });
    const content =
      'name,gender,meaning,origin,religion\nAisha,female,"alive, living",Arabic,Islam\nAdam,male,man,Hebrew,\n';
    const res = await importFile({ kind: 'names', format: 'csv', content });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { kind: 'names', imported: 2 } });
    const after = (await t.app.inject({ url: '/api/names?letter=a' })).json<{
      data: { name: string; religionId: unknown }[];
    }>();
    expect(after.data.map((n) => [n.name, n.religionId])).toEqual([
      ['Adam', null],
      ['Aisha', { id: expect.any(String), name: 'Islam' }],
    ]);
  });

  it('imports nothing when any row is bad, and lists every bad row by line with its fields', async () => {
    const before = await count('names');
    const content = [
      'name,gender,meaning,origin,religion',
      'Bilal,male,moisture,Arabic,Islam',
      'Bushra,girl,good news,Arabic,Islam',
      ',male,x,y,',
      'Basil,male,royal,Greek,Pastafarian',
      'Aisha,female,alive,Arabic,Islam',
      'Bilal,male,again,Arabic,Islam',
    ].join('\n');
    const res = await importFile({ kind: 'names', format: 'csv', content });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      success: boolean;
      error: string;
      rows: { row: number; errors: { field: string }[] }[];
      details: { message: string }[];
    }>();
    expect(body.success).toBe(false);
    // Shape errors first; religions and duplicates are checked once every row has the right shape.
    expect(body.rows.map((r) => [r.row, r.errors.map((e) => e.field)])).toEqual([
      [3, ['gender']],
      [4, ['name']],
    ]);
    expect(body.details[0]?.message).toBe('row 3: gender must be male or female');
    expect(await count('names')).toBe(before);

    const second = await importFile({
      kind: 'names',
      format: 'csv',
      content: [content.split('\n')[0], ...content.split('\n').slice(4)].join('\n'),
    });
    expect(second.json<{ rows: { row: number; errors: { message: string }[] }[] }>().rows).toEqual([
      { row: 2, errors: [{ field: 'religion', message: 'unknown religion "Pastafarian"' }] },
    ]);
    const dups = await importFile({
      kind: 'names',
      format: 'csv',
      content: [content.split('\n')[0], ...content.split('\n').slice(5), content.split('\n')[1]].join('\n'),
    });
    expect(dups.json<{ rows: unknown[] }>().rows).toEqual([
      {
        row: 2,
        errors: [{ field: 'name', message: '"Aisha" is already in the catalogue (same name, gender and religion)' }],
      },
      { row: 4, errors: [{ field: 'name', message: '"Bilal" repeats row 3 (same name, gender and religion)' }] },
    ]);
    expect(await count('names')).toBe(before);
  });

  it('imports JSON of any kind, religions first, then god names that refer to them', async () => {
    const religions = await importFile({
      format: 'json',
      content: JSON.stringify({ kind: 'religions', items: [{ name: 'Sikhism', isActive: true }] }),
    });
    expect(religions.json()).toEqual({ success: true, data: { kind: 'religions', imported: 1 } });
    const gods = await importFile({
      format: 'json',
      content: JSON.stringify({
        kind: 'god-names',
        items: [{ name: 'Waheguru', religion: 'sikhism', subNames: ['Akal Purakh', 'Satnam'] }],
      }),
    });
    expect(gods.statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/god-names' })).json<{ data: unknown[] }>();
    expect(list.data).toEqual([
      expect.objectContaining({
        name: 'Waheguru',
        subNames: ['Akal Purakh', 'Satnam'],
        religionId: { id: expect.any(String), name: 'Sikhism' },
      }),
    ]);
  });

  it('refuses a body without format or content with a 400', async () => {
    const res = await importFile({ kind: 'names' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ details: { field: string }[] }>()
        .details.map((d) => d.field)
        .sort(),
    ).toEqual(['content', 'format']);
  });
});

describe('GET /api/admin/export', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/export?kind=names' });
  });

  it('writes a file the import reads back', async () => {
    const csv = await t.app.inject({ url: '/api/admin/export?kind=names&format=csv', headers: admin.headers });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="names.csv"');
    expect(csv.body.split('\n').slice(0, 3)).toEqual([
      'name,gender,meaning,origin,religion,description,source,variants,pronunciation,ipa,script,scriptLang',
      'Adam,male,man,Hebrew,,,,,,,,',
      'Aisha,female,"alive, living",Arabic,Islam,,,,,,,',
    ]);
    const json = await t.app.inject({ url: '/api/admin/export?kind=god-names', headers: admin.headers });
    expect(JSON.parse(json.body)).toEqual({
      kind: 'god-names',
      items: [{ name: 'Waheguru', religion: 'Sikhism', description: '', subNames: ['Akal Purakh', 'Satnam'] }],
    });
    expect((await t.app.inject({ url: '/api/admin/export?kind=people', headers: admin.headers })).statusCode).toBe(400);
  });
});

describe('an imported file meets the rules of a request body', () => {
  type Refused = {
    success: false;
    error: string;
    rows: { row: number; errors: { field: string; message: string }[] }[];
  };

  it.each([
    ['a NUL escaped in a text field', '{"name":"Ab\\u0000c","gender":"male","meaning":"m","origin":"o"}', 'name'],
    [
      'a NUL in a list',
      '{"name":"Abc","gender":"male","meaning":"m","origin":"o","variants":["A\\u0000"]}',
      'variants.0',
    ],
    ['a NUL in a field name', '{"name":"Abc","gender":"male","meaning":"m","origin":"o","x\\u0000":"1"}', 'x\u0000'],
    ['a __proto__ field', '{"name":"Abc","gender":"male","meaning":"m","origin":"o","__proto__":{"a":1}}', '__proto__'],
    ['an infinite number', '{"name":"Abc","gender":"male","meaning":"m","origin":"o","extra":1e400}', 'extra'],
  ])('JSON with %s: 400 naming the row and field, nothing written', async (_label, item, field) => {
    const before = await count('names');
    const content = `{"kind":"names","items":[{"name":"Fine","gender":"male","meaning":"m","origin":"o"},${item}]}`;
    const res = await importFile({ format: 'json', content });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Refused>();
    expect(body.rows).toEqual([{ row: 2, errors: [expect.objectContaining({ field })] }]);
    expect(await count('names')).toBe(before);
  });

  it('CSV with a NUL in a cell (as the command-line import reads it): refused for that line', async () => {
    // Through the API a literal NUL never gets this far: the request body itself is refused.
    const content = 'name,gender,meaning,origin\nNu\u0000l,male,m,o\n';
    const refused = await importFile({ kind: 'names', format: 'csv', content });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refused>().error).toBe('Invalid input: content must not contain NUL characters');
    const error = await importCatalogueFile(t.db, content, { format: 'csv', kind: 'names' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).rows).toEqual([
      { row: 2, errors: [{ field: 'name', message: 'name must not contain NUL characters' }] },
    ]);
  });

  it('JSON nested past the bound: 400 for the file, before it is parsed', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await importFile({ format: 'json', content: `{"kind":"names","items":[${deep}]}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refused>().rows).toEqual([
      { row: 0, errors: [{ field: '', message: 'the JSON is nested too deeply (at most 32 levels)' }] },
    ]);
  });
});

describe('CSV export and formulas', () => {
  // OWASP's CSV injection: a cell starting with = + - @, a tab or a carriage return opens as a
  // live formula in a spreadsheet. The export puts an apostrophe in front; the import takes it off.
  const risky = [
    {
      name: '-Ann',
      gender: 'female',
      meaning: '+1 for joy',
      origin: '=HYPERLINK("http://x")',
      description: '@SUM(A1)',
    },
    { name: "'Ilima", gender: 'female', meaning: 'Sea', origin: 'Hawaiian', description: '-' },
    { name: 'Plain', gender: 'male', meaning: 'a = b', origin: 'Latin', variants: ['-Dash', 'Ok'] },
  ];

  it('neutralises formula cells and reads back exactly what it wrote', async () => {
    const imported = await importFile({ format: 'json', content: JSON.stringify({ kind: 'names', items: risky }) });
    expect(imported.statusCode, imported.body).toBe(200);
    const exportCsv = async () =>
      (await t.app.inject({ url: '/api/admin/export?kind=names&format=csv', headers: admin.headers })).body;
    const csv = await exportCsv();
    const rows: string[][] = parse(csv);
    const cells = rows.flat();
    // No cell a spreadsheet would run.
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells).toEqual(expect.arrayContaining(["'-Ann", "'+1 for joy", '\'=HYPERLINK("http://x")', "'@SUM(A1)"]));
    expect(cells).toEqual(expect.arrayContaining(["''Ilima", "'-", "'-Dash|Ok"]));

    // import → export → import: the same records, the same file.
    const jsonBefore = (await t.app.inject({ url: '/api/admin/export?kind=names', headers: admin.headers })).body;
    await t.db.query('delete from names');
    const again = await importFile({ kind: 'names', format: 'csv', content: csv });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/export?kind=names', headers: admin.headers })).body).toBe(jsonBefore);
    expect(await exportCsv()).toBe(csv);
  });
});

describe('npm run catalogue:import / catalogue:export', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'catalogue-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const cli = async (script: string, args: string[]) => {
    const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await run(process.execPath, [`src/server/cli/${script}.ts`, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  // Each run is a process opening its own embedded database: slow on a busy machine.
  it(
    'imports a file into the configured database, refuses a bad one by line, and exports the same format',
    { timeout: 300_000 },
    async () => {
      const religions = path.join(dir, 'religions.csv');
      await writeFile(religions, 'name,isActive\nIslam,true\nJainism,false\n');
      const ok = await cli('catalogue-import', [religions]);
      expect(ok.stdout).toContain('Imported 2 religions');
      expect(ok.code).toBe(0);

      const names = path.join(dir, 'names.json');
      await writeFile(
        names,
        JSON.stringify({
          kind: 'names',
          items: [
            { name: 'Zaid', gender: 'male', meaning: 'growth', origin: 'Arabic', religion: 'Islam' },
            { name: 'Zoya' },
          ],
        }),
      );
      const bad = await cli('catalogue-import', [names]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('Nothing was imported');
      expect(bad.stderr).toContain(
        `${names}:item 2: gender must be male or female; meaning is required; origin is required`,
      );

      const out = path.join(dir, 'out.csv');
      const exported = await cli('catalogue-export', ['--kind', 'religions', '--format', 'csv', '--out', out]);
      expect(exported.code).toBe(0);
      expect(await readFile(out, 'utf8')).toBe('name,isActive,source\nIslam,true,\nJainism,false,\n');
    },
  );
});
