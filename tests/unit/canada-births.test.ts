/**
 * Canada's three committed registers (npm run data:countries -- --on DIR --qc DIR --bc DIR) hold
 * what their sources say: Ontario's top names of its first and last years, as the government's CSV
 * files in ontario.baby.names at 6de90cb list them, Quebec's, as the prenoms data file at 8efa85f
 * holds them (data/prenoms.rda, read with R), with Quebec's count of all births, and British
 * Columbia's, as the government's CSV files in bc-baby-names at 2475193 list them.
 */
import { describe, expect, it } from 'vitest';
import { TOTAL_LINE } from '../../src/server/seed/popularity/format.ts';
import { births, registerSeries as read, registerText as text, top } from '../helpers/birth-registers.ts';

describe("Canada's birth registers", () => {
  it('name their source, licence and the commit they were read at', () => {
    expect(text('on').split('\n', 1)[0]).toContain('(Open Government Licence – Ontario)');
    expect(text('on').split('\n', 1)[0]).toContain('commit 6de90cb');
    expect(text('qc').split('\n', 1)[0]).toContain('(Creative Commons Attribution 4.0 (CC BY 4.0))');
    expect(text('qc').split('\n', 1)[0]).toContain('commit 8efa85f');
    expect(text('bc').split('\n', 1)[0]).toContain('(Open Government Licence – British Columbia)');
    expect(text('bc').split('\n', 1)[0]).toContain('commit 2475193');
  });

  it.each([
    // ontario_top_baby_names_female_1917-2019_en_fr.csv, line 84790: 2019,OLIVIA,934
    ['on', 'F', 2019, 'olivia', 934],
    // ontario_top_baby_names_male_1917-2019_en_fr.csv, line 76919: 2019,NOAH,842
    ['on', 'M', 2019, 'noah', 842],
    // female file, line 290: 1917,MARGARET,1385 (line 279, 1917,M,2755, is an initial, left out)
    ['on', 'F', 1917, 'margaret', 1385],
    // male file, line 213: 1917,JOHN,2453
    ['on', 'M', 1917, 'john', 2453],
    // prenoms.rda, row 759662: 2020 F Olivia 543
    ['qc', 'F', 2020, 'olivia', 543],
    // row 766167: 2020 M Liam 661
    ['qc', 'M', 2020, 'liam', 661],
    // row 2173: 1980 F Julie 2135
    ['qc', 'F', 1980, 'julie', 2135],
    // row 6727: 1980 M Eric 1634
    ['qc', 'M', 1980, 'eric', 1634],
    // data/bc-popular-girls-names.csv, line 1871: OLIVIA, 292 in the 2014 column
    ['bc', 'F', 2014, 'olivia', 292],
    // data/bc-popular-boys-names.csv, line 561: ETHAN, 256 in 2014 (LIAM, line 1134: 254)
    ['bc', 'M', 2014, 'ethan', 256],
    // girls' file, line 1674: MARY, 269 in the 1915 column
    ['bc', 'F', 1915, 'mary', 269],
    // boys' file, line 905: JOHN, 419 in 1915
    ['bc', 'M', 1915, 'john', 419],
  ] as const)('%s %s %i: %s first, %i births', (id, sex, year, name, n) => {
    expect(top(id, sex, year)).toBe(name);
    expect(births(id, name, sex, year)).toBe(n);
  });

  it('keep no initial as a name', () => {
    expect(read('on').some((s) => s.name === 'm' || s.name === 'j')).toBe(false);
    expect(read('qc').some((s) => [...s.name].filter((c) => /\p{L}/u.test(c)).length < 2)).toBe(false);
  });

  it("read Ontario's mangled Loïc of 2014 as Loïc", () => {
    // male file, line 71019: 2014,LO¤C,20
    expect(births('on', 'loïc', 'M', 2014)).toBe(20);
    expect(read('on').some((s) => s.name.includes('¤'))).toBe(false);
  });

  it("keep Quebec's count of every birth, and leave out names given fewer than 5 times", () => {
    // The sum of every 2020 row of prenoms.rda, per sex.
    expect(births('qc', TOTAL_LINE, 'F', 2020)).toBe(39_038);
    expect(births('qc', TOTAL_LINE, 'M', 2020)).toBe(41_043);
    // row 752738: 2020 F Adalie 4
    expect(births('qc', 'adalie', 'F', 2020)).toBe(0);
    // Quebec writes no accents: Léa is Lea (row 757363: 2020 F Lea 449).
    expect(births('qc', 'lea', 'F', 2020)).toBe(449);
  });

  it("reads British Columbia's mangled accents back", () => {
    // girls' file, line 150: AM…LIE, 8 in 2005; line 2494: ZOÀ, 13 in 2014; line 2493: ZO…, 6 in 2009
    expect(births('bc', 'amélie', 'F', 2005)).toBe(8);
    expect(births('bc', 'zoë', 'F', 2014)).toBe(13);
    expect(births('bc', 'zoé', 'F', 2009)).toBe(6);
    expect(read('bc').some((s) => /[…Àœ]/u.test(s.name))).toBe(false);
  });
});
