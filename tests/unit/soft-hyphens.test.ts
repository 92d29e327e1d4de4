import { describe, expect, it } from 'vitest';
import { hyphenateWord, softHyphenate } from '../../src/lib/soft-hyphens.ts';

const shown = (text: string) => text.replaceAll('\u00AD', '-');

describe('soft hyphens in long names', () => {
  it('breaks a long compound only between syllables', () => {
    expect(shown(hyphenateWord('Pushkarotkshiptavari'))).toBe('Push-ka-rot-kship-ta-vari');
    expect(shown(hyphenateWord('Sharanagatadinartaparitrana'))).toBe('Sha-ra-na-ga-ta-di-nar-ta-pa-ri-trana');
    expect(shown(hyphenateWord('Sarvashastrarthatattvajna'))).toBe('Sar-va-shas-trar-tha-tat-tvajna');
    expect(shown(hyphenateWord('Chanchaladvalasannaddhalambamanashikhojjvala'))).toBe(
      'Chan-cha-la-dva-la-san-nad-dha-lam-ba-ma-na-shi-khoj-jvala',
    );
  });

  it('never leaves fewer than three letters at either end', () => {
    for (const word of ['Abhishekapriya', 'Sarvashastrarthatattvajna', 'Kamandaludhara']) {
      const pieces = shown(hyphenateWord(word)).split('-');
      expect(pieces.join('')).toBe(word);
      const [first = '', ...rest] = pieces;
      expect(first.length + (pieces.length > 1 ? 0 : 3)).toBeGreaterThanOrEqual(3);
      expect((rest.at(-1) ?? word).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('leaves short words, spaces and punctuation alone; the text reads the same without the hyphens', () => {
    expect(softHyphenate('Dhu al-Jalal wa al-Ikram')).toBe('Dhu al-Jalal wa al-Ikram');
    const text = 'Valli Devasena Sameta Subrahmanya Swami';
    expect(softHyphenate(text).replaceAll('\u00AD', '')).toBe(text);
  });
});
