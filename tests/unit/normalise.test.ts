import { describe, expect, it } from 'vitest';
import {
  idOf,
  listOf,
  normaliseGodName,
  normaliseName,
  normaliseReligion,
  religionRefOf,
} from '../../src/lib/normalise.ts';

describe('idOf', () => {
  it('reads id, then _id, and accepts bare ids', () => {
    expect(idOf({ id: '7' })).toBe('7');
    expect(idOf({ _id: 'abc123' })).toBe('abc123');
    expect(idOf({ id: 42 })).toBe('42');
    expect(idOf('9')).toBe('9');
    expect(idOf(null)).toBe('');
    expect(idOf({})).toBe('');
  });
});

describe('religionRefOf', () => {
  it('accepts an object, a bare id, or nothing (UNIVERSAL)', () => {
    expect(religionRefOf({ _id: '3', name: 'Islam' })).toEqual({ id: '3', name: 'Islam' });
    expect(religionRefOf('3')).toEqual({ id: '3', name: '' });
    expect(religionRefOf(null)).toBeNull();
    expect(religionRefOf(undefined)).toBeNull();
    expect(religionRefOf('')).toBeNull();
  });
});

describe('normalisers', () => {
  it('fill every missing field of a name instead of crashing', () => {
    expect(normaliseName({ _id: 'x1', name: 'Aarav' })).toEqual({
      id: 'x1',
      name: 'Aarav',
      gender: 'male',
      meaning: '',
      origin: '',
      description: '',
      religionId: null,
      source: null,
    });
    expect(normaliseName({ gender: 'female' }).gender).toBe('female');
    expect(normaliseName(undefined).name).toBe('');
  });

  it('count a religion as active only when isActive is true', () => {
    expect(normaliseReligion({ id: 1, name: 'Jainism', isActive: true }).isActive).toBe(true);
    expect(normaliseReligion({ id: 2, name: 'Old', isActive: 'yes' }).isActive).toBe(false);
    expect(normaliseReligion({ id: 3, name: 'Unknown' }).isActive).toBe(false);
  });

  it('keep only the text sub-names of a god name', () => {
    expect(normaliseGodName({ id: 1, subNames: ['Gajanana', null, '', 'Vinayaka'] }).subNames).toEqual([
      'Gajanana',
      'Vinayaka',
    ]);
    expect(normaliseGodName({ id: 1, subNames: 'not a list' }).subNames).toEqual([]);
  });

  it('listOf treats a missing or odd list as empty', () => {
    expect(listOf(undefined, normaliseReligion)).toEqual([]);
    expect(listOf({ not: 'a list' }, normaliseReligion)).toEqual([]);
    expect(listOf([{ id: 1, name: 'A', isActive: true }], normaliseReligion)).toHaveLength(1);
  });
});
