/** Catalogue files: what the import CLI and the admin import read, and what the export writes. */
import { describe, expect, it } from 'vitest';
import {
  formatRecords,
  parseCatalogueFile,
  protectCell,
  unprotectCell,
  validateRows,
} from '../../src/server/catalogue/files.ts';
import { kindFromFileName } from '../../src/shared/catalogue-files.ts';
import { CatalogueImportError } from '../../src/server/catalogue/import.ts';

function rowErrors(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CatalogueImportError) return error.rows;
    throw error;
  }
  throw new Error('expected a CatalogueImportError');
}

describe('parseCatalogueFile', () => {
  it('reads a CSV file with the line number of each record, multi-line quoted fields included', () => {
    const csv = 'name,description\nAbby,"Short for\nAbigail"\n\nBen,Short for Benjamin\n';
    const parsed = parseCatalogueFile(csv, { format: 'csv', kind: 'nicknames' });
    expect(parsed.rows).toEqual([
      { row: 2, raw: { name: 'Abby', description: 'Short for\nAbigail' } },
      { row: 5, raw: { name: 'Ben', description: 'Short for Benjamin' } },
    ]);
  });

  it('splits sub-names on | and leaves empty cells out', () => {
    const csv = 'name,religion,subNames,description\nVishnu,Hinduism,Narayana|Hari,\n';
    const [row] = parseCatalogueFile(csv, { format: 'csv', fileName: 'god-names-hindu.csv' }).rows;
    expect(row?.raw).toEqual({ name: 'Vishnu', religion: 'Hinduism', subNames: ['Narayana', 'Hari'] });
  });

  it('takes the kind from the flag, the JSON file or the file name, longest name first', () => {
    expect(kindFromFileName('data/god-names-hindu.csv')).toBe('god-names');
    expect(kindFromFileName('nicknames.csv')).toBe('nicknames');
    expect(kindFromFileName('names-islam.json')).toBe('names');
    expect(kindFromFileName('people.csv')).toBeNull();
    expect(parseCatalogueFile('{"kind":"religions","items":[{"name":"Islam"}]}', { format: 'json' }).kind).toBe(
      'religions',
    );
    expect(parseCatalogueFile('[{"name":"Islam"}]', { format: 'json', kind: 'religions' }).rows).toHaveLength(1);
  });

  it('refuses a file it cannot read, saying why', () => {
    expect(rowErrors(() => parseCatalogueFile('{nope', { format: 'json' }))[0]?.errors[0]?.message).toMatch(
      /not valid JSON/,
    );
    expect(rowErrors(() => parseCatalogueFile('{"items":[]}', { format: 'json' }))[0]?.errors[0]?.message).toMatch(
      /kind/,
    );
    expect(
      rowErrors(() => parseCatalogueFile('{"kind":"names","items":[]}', { format: 'json', kind: 'nicknames' }))[0]
        ?.errors[0]?.message,
    ).toMatch(/holds names/);
    expect(
      rowErrors(() => parseCatalogueFile('name,colour\nA,red\n', { format: 'csv', kind: 'nicknames' }))[0],
    ).toMatchObject({
      row: 1,
      errors: [{ message: expect.stringContaining('unknown column colour') }],
    });
    expect(rowErrors(() => parseCatalogueFile('name\nA,b\n', { format: 'csv', kind: 'nicknames' }))[0]?.row).toBe(2);
    expect(rowErrors(() => parseCatalogueFile('name\nA\n', { format: 'csv' }))[0]?.errors[0]?.message).toMatch(
      /--kind/,
    );
  });
});

describe('validateRows', () => {
  it('reports every bad row by its number with field messages, not just the first', () => {
    const rows = parseCatalogueFile('name,gender,meaning,origin\nAdam,male,man,Hebrew\n,male,x,y\nEve,woman,life,\n', {
      format: 'csv',
      kind: 'names',
    }).rows;
    const errors = rowErrors(() => validateRows('names', rows));
    expect(errors).toEqual([
      { row: 3, errors: [{ field: 'name', message: 'name is required' }] },
      {
        row: 4,
        errors: [
          { field: 'gender', message: 'gender must be male or female' },
          { field: 'origin', message: 'origin is required' },
        ],
      },
    ]);
  });
});

describe('formatRecords', () => {
  it('writes CSV and JSON that read back to the same records', () => {
    const records = [
      {
        name: 'Vishnu',
        religion: 'Hinduism',
        description: 'The preserver, "all-pervading"',
        subNames: ['Narayana', 'Hari'],
        source: null,
        // The name details travel too, lists split on | in CSV like subNames.
        variants: ['Vishnoo', 'Bishnu'],
        pronunciation: 'VISH-noo',
        ipa: null,
        script: 'विष्णु',
        scriptLang: 'sa',
      },
    ];
    const csv = formatRecords('god-names', records, 'csv');
    expect(csv.split('\n')[0]).toBe(
      'name,religion,description,subNames,source,variants,pronunciation,ipa,script,scriptLang',
    );
    const fromCsv = validateRows(
      'god-names',
      parseCatalogueFile(csv, { format: 'csv', kind: 'god-names' }).rows,
    ).records;
    const fromJson = validateRows(
      'god-names',
      parseCatalogueFile(formatRecords('god-names', records, 'json'), { format: 'json' }).rows,
    ).records;
    expect(fromCsv).toEqual(records);
    expect(fromJson).toEqual(records);
  });
});

describe('CSV cells a spreadsheet would run (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-Ann', '@SUM(A1)', '\t=1', '\r=1', "'quoted"])(
    '%j is written behind an apostrophe and read back as it was',
    (cell) => {
      expect(protectCell(cell)).toBe(`'${cell}`);
      expect(unprotectCell(protectCell(cell))).toBe(cell);
    },
  );

  it.each(['Ann', 'a = b', ' =1', ''])('%j is written as it is', (cell) => {
    expect(protectCell(cell)).toBe(cell);
    expect(unprotectCell(cell)).toBe(cell);
  });
});
