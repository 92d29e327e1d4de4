/**
 * What a catalogue file's name says, read the same by the import CLI, the server's admin import
 * and the dashboard's file picker (src/shared/catalogue-files.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatFromFileName, kindFromFileName } from '../../src/shared/catalogue-files.ts';
import { kindOfFile } from '../../src/islands/admin/ImportExport.tsx';

describe('kindFromFileName', () => {
  it('reads the kind the name starts with, the longer kind first', () => {
    expect(kindFromFileName('names.csv')).toBe('names');
    expect(kindFromFileName('names-islam.json')).toBe('names');
    expect(kindFromFileName('god-names-hindu.csv')).toBe('god-names');
    expect(kindFromFileName('nicknames.json')).toBe('nicknames');
    expect(kindFromFileName('Religions.CSV')).toBe('religions');
    expect(kindFromFileName('data/god-names.csv')).toBe('god-names');
    expect(kindFromFileName('C:\\data\\nicknames_2024.csv')).toBe('nicknames');
  });

  it('takes the kind only as a whole word', () => {
    expect(kindFromFileName('namesfoo.csv')).toBeNull();
    expect(kindFromFileName('people.csv')).toBeNull();
    expect(kindFromFileName('my-names.csv')).toBeNull();
  });

  it('is the rule the dashboard applies to a file it has not read', () => {
    for (const file of ['namesfoo.csv', 'names.csv', 'god-names-hindu.csv', 'people.csv']) {
      expect(kindOfFile(file, '')).toBe(kindFromFileName(file));
    }
  });

  it('lets a JSON file name its own kind in the dashboard', () => {
    expect(kindOfFile('export.json', '{"kind":"religions","items":[]}')).toBe('religions');
  });
});

describe('formatFromFileName', () => {
  it('knows .json and .csv in any case, and nothing else', () => {
    expect(formatFromFileName('names.JSON')).toBe('json');
    expect(formatFromFileName('names.csv')).toBe('csv');
    expect(formatFromFileName('names.txt')).toBeNull();
    expect(formatFromFileName('names')).toBeNull();
  });
});
