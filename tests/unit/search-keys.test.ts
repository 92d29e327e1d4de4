import { describe, expect, it } from 'vitest';
import {
  highlight,
  isNativeScript,
  normaliseTerm,
  soundKey,
  typoKeys,
  typoLookupKeys,
} from '../../src/shared/search-keys.ts';
import { toLatin } from '../../src/shared/to-latin.ts';
import { SEARCH_MATCH_KINDS } from '../../src/shared/types.ts';

const sameSound = (a: string | undefined, b: string | undefined) => soundKey(a ?? '') === soundKey(b ?? '');

describe('soundKey', () => {
  it('puts spellings that sound the same together', () => {
    for (const [a, b] of [
      ['Aiyden', 'Aiden'],
      ['Aiyden', 'Ayden'],
      ['Aiyden', 'Aidan'],
      ['Mohamud', 'Muhammad'],
      ['Mohammed', 'Muhammad'],
      ['Zayn', 'Zain'],
      ['Yusuf', 'Yousef'],
      ['Sarah', 'Sara'],
      ['Hannah', 'Hana'],
      ['Preeya', 'Priya'],
      ['Aarav', 'Arav'],
      ['Qasim', 'Kasim'],
      ['Khalid', 'Kalid'],
      ['Stephen', 'Stefen'],
      ['Dhakir', 'Zakir'],
      ['Shreya', 'Sreya'],
      ['Vanya', 'Wanya'],
      ['Catherine', 'Katherine'],
      ['Jose', 'José'],
    ])
      expect([a, b, sameSound(a, b)]).toEqual([a, b, true]);
  });

  it('keeps apart names that only share consonants or a first letter', () => {
    for (const [a, b] of [
      ['Aiden', 'Ethan'],
      ['Aiden', 'Eden'],
      ['Aiden', 'Aida'],
      ['Muhammad', 'Mahmoud'],
      ['Olivia', 'Oliver'],
      ['Dev', 'Div'],
      ['Peter', 'Brett'],
    ])
      expect([a, b, sameSound(a, b)]).toEqual([a, b, false]);
  });

  it('reads y as a consonant only at the start, and h only where it sounds', () => {
    expect(soundKey('Yusuf')[0]).toBe('y');
    expect(soundKey('Ayden')).toBe(soundKey('Aiden'));
    expect(soundKey('Ahmed')).toBe(soundKey('Amed'));
    expect(soundKey('Muhammad')).toContain('h');
  });

  it('is empty for text without Latin letters', () => {
    expect(soundKey('आरव')).toBe('');
    expect(soundKey('123')).toBe('');
  });
});

describe('normaliseTerm', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(normaliseTerm('  José   María ')).toBe('jose maria');
    expect(normaliseTerm('Zoë')).toBe('zoe');
    expect(normaliseTerm('Søren')).toBe('soren');
  });

  it('leaves other scripts as they are', () => {
    expect(normaliseTerm('आरव')).toBe('आरव');
  });
});

describe('isNativeScript', () => {
  it('tells native scripts from Latin text', () => {
    for (const s of ['आरव', 'ਹਰਪ੍ਰੀਤ', 'সুব্রত', 'அருண்', 'محمد', 'דוד']) expect(isNativeScript(s)).toBe(true);
    for (const s of ['Aarav', 'José', '100%', '']) expect(isNativeScript(s)).toBe(false);
  });
});

describe('toLatin', () => {
  it('writes Indic scripts as Indian names are written in Latin letters, dropping the silent a', () => {
    expect(toLatin('आरव')).toBe('Aarav');
    expect(toLatin('अनन्या')).toBe('Ananya');
    // Before a conjunct the rule keeps the a (अनन्या), though Harpreet, a compound, drops it:
    // the sound key, which a search also compares, is the same.
    expect(toLatin('हरप्रीत')).toBe('Harapreet');
    expect(soundKey(toLatin('ਹਰਪ੍ਰੀਤ'))).toBe(soundKey('Harpreet'));
    expect(toLatin('आर्यन')).toBe('Aaryan');
    // After a conjunct the final a is sounded.
    expect(toLatin('कृष्ण')).toBe('Krishna');
    expect(toLatin('অরুণ')).toBe('Arun');
    expect(toLatin('அருண்')).toBe('Arun');
  });

  it('writes Arabic script and Hebrew letter by letter, close enough for the sound key', () => {
    expect(toLatin('يوسف')).toBe('Yusf');
    expect(soundKey(toLatin('يوسف'))).toBe(soundKey('Yusuf'));
    expect(toLatin('משה')).toBe('Mshe');
  });

  it('leaves Latin text as it is', () => {
    expect(toLatin('Aarav')).toBe('Aarav');
  });
});

describe('typo keys', () => {
  const meet = (term: string, spelling: string, slips: number) =>
    typoLookupKeys(normaliseTerm(term), slips).some((k) => typoKeys(normaliseTerm(spelling)).includes(k));

  it('meet for one slip: a letter missing, added, wrong, or two swapped', () => {
    expect(meet('olivai', 'Olivia', 1)).toBe(true); // swapped
    expect(meet('emmma', 'Emma', 1)).toBe(true); // doubled
    expect(meet('jmes', 'James', 1)).toBe(true); // missing
    expect(meet('lucu', 'Lucy', 1)).toBe(true); // wrong
  });

  it('meet for two slips when the term allows two', () => {
    expect(meet('charolette', 'Charlotte', 2)).toBe(true);
    expect(meet('isabela', 'Isabella', 2)).toBe(true);
    expect(meet('charolette', 'Charlotte', 1)).toBe(false);
  });

  it('do not meet for different names, and short spellings have none', () => {
    expect(meet('olivia', 'Amelia', 2)).toBe(false);
    expect(typoKeys('al')).toEqual([]);
    expect(typoLookupKeys('al', 0)).toEqual([]);
  });
});

describe('highlight', () => {
  const marked = (text: string, term: string) =>
    highlight(text, term)
      .filter((p) => p.mark)
      .map((p) => p.text);

  it('marks whole words before parts of words', () => {
    expect(marked('delightful light', 'light')).toEqual(['light']);
    expect(highlight('delightful light', 'light')).toEqual([
      { text: 'delightful ', mark: false },
      { text: 'light', mark: true },
    ]);
    expect(marked('delightful', 'light')).toEqual(['light']);
  });

  it('ignores case and accents, and marks the text as written', () => {
    expect(marked('José, from Zoë', 'jose')).toEqual(['José']);
    expect(marked('Zoë', 'ZOE')).toEqual(['Zoë']);
  });

  it('marks native script text', () => {
    expect(marked('आरव', 'आर')).toEqual(['आर']);
  });

  it('gives the text back whole when nothing matches or the term is empty', () => {
    expect(highlight('Olivia', 'xyz')).toEqual([{ text: 'Olivia', mark: false }]);
    expect(highlight('Olivia', '  ')).toEqual([{ text: 'Olivia', mark: false }]);
  });

  it('loses no character', () => {
    for (const [text, term] of [
      ['Light of lights, light', 'light'],
      ['Straße', 'strasse'],
      ['Ærin', 'aer'],
    ])
      expect(
        highlight(text!, term!)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
  });
});

describe('the order of matches', () => {
  it('ranks the name and its spellings first and the meaning last', () => {
    expect(SEARCH_MATCH_KINDS).toEqual([
      'name',
      'spelling',
      'script',
      'prefix',
      'close',
      'sound',
      'meaningWord',
      'meaning',
    ]);
  });
});
