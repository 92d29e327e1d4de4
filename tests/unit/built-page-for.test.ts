/**
 * Which built page answers a list address (src/server/plugins/site.ts): a query that names a page
 * the build made is answered with it, so a link paints the right list without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { builtPageFor } from '../../src/server/plugins/site.ts';

const page = (path: string) => {
  const url = new URL(path, 'http://x');
  return builtPageFor(url.pathname, url.searchParams);
};

describe('builtPageFor', () => {
  it('names a letter page for a letter and a gender, in any case', () => {
    expect(page('/names?letter=M&gender=girl')).toBe('names/girl/m/index.html');
    expect(page('/names?letter=m&gender=Girl&page=2')).toBe('names/girl/m/2/index.html');
    expect(page('/names?letter=K')).toBe('names/boy/k/index.html');
  });

  it('lists A when a gender or a page is asked for without a letter; a bare list is its own page', () => {
    expect(page('/names?gender=girl')).toBe('names/girl/a/index.html');
    expect(page('/names?page=3')).toBe('names/boy/a/3/index.html');
    expect(page('/nicknames?page=2')).toBe('nicknames/letter/a/2/index.html');
    expect(page('/names')).toBeNull();
    expect(page('/nicknames')).toBeNull();
  });

  it('reads a parameter given twice as the last, as the browser does', () => {
    expect(page('/names?letter=B&letter=M&gender=boy&gender=girl')).toBe('names/girl/m/index.html');
    expect(page('/names?letter=M&page=2&page=3')).toBe('names/boy/m/3/index.html');
  });

  it('answers a religion page number with its built page, and leaves its filters to the fallback', () => {
    expect(page('/religion/4?page=3')).toBe('religion/4/3/index.html');
    expect(page('/religion/4?letter=M')).toBeNull();
    expect(page('/religion/4?gender=girl&page=2')).toBeNull();
  });

  it('leaves searches, other orders and odd values to the fallback', () => {
    expect(page('/names?search=ari')).toBeNull();
    expect(page('/nicknames?search=al')).toBeNull();
    expect(page('/names?letter=M&sort=popular')).toBeNull();
    expect(page('/names?letter=MM')).toBeNull();
    expect(page('/names?letter=M&gender=other')).toBeNull();
    expect(page('/names?letter=M&page=0')).toBeNull();
    expect(page('/godnames?letter=M')).toBeNull();
  });
});
