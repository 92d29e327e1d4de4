import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  emptyValues,
  humaniseMessage,
  mergeSubNames,
  moveItem,
  parseSubNames,
  toFieldErrors,
  toPayload,
  validateForm,
  validatePasswordChange,
} from '../../src/lib/admin-validation.ts';
import { LIMITS as SERVER_LIMITS } from '../../src/shared/catalogue-format.ts';

const validName = {
  name: 'Aarav',
  gender: 'male',
  meaning: 'Peaceful',
  origin: 'Sanskrit',
  description: '',
  religionId: '',
  source: '',
} as const;

describe('the dashboard forms follow the server rules', () => {
  it('uses the limits of the import format, not a copy', () => {
    expect(LIMITS).toBe(SERVER_LIMITS);
  });

  it('accepts a complete name, with or without a religion', () => {
    expect(validateForm('names', { ...validName })).toEqual({});
    expect(validateForm('names', { ...validName, religionId: '3' })).toEqual({});
  });

  it('asks for name, gender, meaning and origin of a name', () => {
    const errors = validateForm('names', emptyValues('names'));
    expect(Object.keys(errors).sort()).toEqual(['gender', 'meaning', 'name', 'origin']);
    expect(errors['gender']).toBe('gender must be male or female');
  });

  it('refuses text over the limits and blank text that only looks filled', () => {
    const errors = validateForm('names', {
      ...validName,
      name: 'x'.repeat(LIMITS.name + 1),
      meaning: '   ',
      description: 'd'.repeat(LIMITS.description + 1),
    });
    expect(errors['name']).toBe(`name must be at most ${LIMITS.name} characters`);
    expect(errors['meaning']).toBe('meaning is required');
    expect(errors['description']).toBe(`description must be at most ${LIMITS.description} characters`);
    expect(validateForm('names', { ...validName, name: 'x'.repeat(LIMITS.name) })).toEqual({});
  });

  it('needs a religion for a god name and reports it on the religion field', () => {
    const errors = validateForm('god-names', {
      name: 'Shiva',
      religionId: '',
      description: '',
      subNames: ['Mahadeva'],
      source: '',
    });
    expect(errors).toEqual({ religionId: 'religion is required' });
  });

  it('refuses empty and over-long sub-names', () => {
    const base = { name: 'Shiva', religionId: '1', description: '', source: '' };
    expect(validateForm('god-names', { ...base, subNames: ['Mahadeva', '  '] })['subNames']).toBe(
      'subNames must not contain empty names',
    );
    expect(validateForm('god-names', { ...base, subNames: ['x'.repeat(LIMITS.subName + 1)] })['subNames']).toMatch(
      /at most 200/,
    );
    expect(validateForm('god-names', { ...base, subNames: [] })).toEqual({});
  });

  it('needs a description for a nickname and a name for a religion', () => {
    expect(validateForm('nicknames', { name: 'Bob', description: '', source: '' })).toEqual({
      description: 'description is required',
    });
    expect(validateForm('religions', { name: '', isActive: true, source: '' })).toEqual({ name: 'name is required' });
  });
});

describe('payloads', () => {
  it('trims text, sends no religion as null (UNIVERSAL) and empty sources as null', () => {
    expect(toPayload('names', { ...validName, name: ' Aarav ', source: ' ' })).toEqual({
      name: 'Aarav',
      gender: 'male',
      meaning: 'Peaceful',
      origin: 'Sanskrit',
      description: '',
      religionId: null,
      source: null,
    });
    expect(toPayload('religions', { name: 'Jainism', isActive: false, source: 'Census' })).toEqual({
      name: 'Jainism',
      isActive: false,
      source: 'Census',
    });
  });
});

describe('field errors from the API', () => {
  it('keys them by form field, first message wins, religion maps to religionId', () => {
    expect(
      toFieldErrors([
        { field: 'name', message: 'name is required' },
        { field: 'name', message: 'second' },
        { field: 'religion', message: 'unknown religion' },
        { field: 'subNames.2', message: 'too long' },
        { field: '', message: 'body' },
      ]),
    ).toEqual({ name: 'name is required', religionId: 'unknown religion', subNames: 'too long', _form: 'body' });
  });

  it('reads as a sentence with the field label', () => {
    expect(humaniseMessage('subNames must not contain empty names', 'subNames', 'Sub-names')).toBe(
      'Sub-names must not contain empty names',
    );
    expect(humaniseMessage('religion is required', 'religionId', 'Religion')).toBe('Religion is required');
    expect(humaniseMessage('must be a string', 'name', 'Name')).toBe('Must be a string');
    // The site's words: Boy and Girl, not the data's male and female.
    expect(humaniseMessage('gender must be male or female', 'gender', 'Gender')).toBe('Choose Boy or Girl');
  });
});

describe('sub-names editing', () => {
  it('splits a paste on lines and commas, dropping list markers and blanks', () => {
    expect(parseSubNames('Mahadeva\n  Nataraja , Rudra\r\n\n1. Shankara\n- Bholenath\n• Neelkanth,')).toEqual([
      'Mahadeva',
      'Nataraja',
      'Rudra',
      'Shankara',
      'Bholenath',
      'Neelkanth',
    ]);
  });

  it('adds only names not already listed, whatever their case', () => {
    expect(mergeSubNames(['Rudra'], ['rudra', 'Shankara', 'Shankara'])).toEqual({
      list: ['Rudra', 'Shankara'],
      skipped: ['rudra', 'Shankara'],
    });
  });

  it('moves an item up or down and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('password change', () => {
  it('needs the current password and a new one of 8 to 128 characters, typed twice', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'The new password must be at least 8 characters',
      confirmPassword: 'The two new passwords do not match',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old-password',
        newPassword: 'x'.repeat(129),
        confirmPassword: 'x'.repeat(129),
      }),
    ).toEqual({
      newPassword: 'The new password must be at most 128 characters',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      }),
    ).toEqual({});
  });
});
