/**
 * New Zealand's committed register (npm run data:countries -- --nz DIR) holds what the Department
 * of Internal Affairs' file says, as nzbabynames keeps it in data-raw/nzbabynames.csv at 9cd57a9,
 * the last commit whose rows have a sex: the top names of its first and last years.
 */
import { describe, expect, it } from 'vitest';
import { births, registerSeries as read, registerText as text, top } from '../helpers/birth-registers.ts';

describe("New Zealand's birth register", () => {
  it('names its source, licence and the commit it was read at', () => {
    const head = text('nz').split('\n', 1)[0];
    expect(head).toContain('Department of Internal Affairs');
    expect(head).toContain('(Creative Commons Attribution 4.0 International (CC BY 4.0))');
    expect(head).toContain('commit 9cd57a9');
  });

  it.each([
    // line 68590: 2020,Female,Isla,243 (the Department's own announcement: Isla, then Charlotte)
    ['F', 2020, 'isla', 243],
    // line 68506: 2020,Male,Oliver,315
    ['M', 2020, 'oliver', 315],
    // line 24335: 1900,Female,Mary,410
    ['F', 1900, 'mary', 410],
    // line 66076: 1900,Male,William,753
    ['M', 1900, 'william', 753],
  ] as const)('%s %i: %s first, %i births', (sex, year, name, n) => {
    expect(top('nz', sex, year)).toBe(name);
    expect(births('nz', name, sex, year)).toBe(n);
  });

  it('keeps girls and boys apart', () => {
    expect(births('nz', 'isla', 'M', 2020)).toBe(0);
    expect(births('nz', 'oliver', 'F', 2020)).toBe(0);
  });

  it('reads the Latin-1 file and adds up spellings that differ only in case', () => {
    // line 66858: 2018,Female,Zoë,15, its ë the single byte Latin-1 gives it
    expect(births('nz', 'zoë', 'F', 2018)).toBe(15);
    // lines 16945 and 16946: 1960,Female,Jo-anne,10 and 1960,Female,Jo-Anne,35
    expect(births('nz', 'jo-anne', 'F', 1960)).toBe(45);
    // Two rows whose macron letter is a byte that is no letter (2019 K?whai, 2020 ?ria) are left out.
    expect(read('nz').some((s) => /[\u0080-\u009f]/u.test(s.name))).toBe(false);
  });
});
