/**
 * Side claims about how much a name is given are facts a parent can check, so each one must
 * match the data the project ships (the SSA's national baby-name data in ssa-births.txt.gz):
 * "first in the US records in 1981", "among the 100 most given girls' names since 2001", "the
 * most given boys' name in the US from 1999 to 2012", "29th place in 2015", "2,180 boys in 2024".
 * And a record may not call a name popular somewhere without naming the chart that says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../src/server/seed/index.ts';
import { readPopularity, type RankedSeries } from '../../src/server/seed/popularity/index.ts';

interface Rec {
  name: string;
  gender: 'male' | 'female';
  religion?: string | null;
  meaning: string;
  description?: string;
  source?: string;
}

const LAST_YEAR = 2024;
const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

let names: Rec[] = [];
const series = new Map<string, RankedSeries>();

beforeAll(async () => {
  const files = await readSeedFiles();
  names = files.filter((f) => f.kind === 'names').flatMap((f) => f.items as Rec[]);
  const spellings = new Set<string>();
  for (const r of names) {
    spellings.add(key(r.name));
    for (const m of `${r.meaning} ${r.description ?? ''}`.matchAll(/\b[A-Z][a-z]+\b/g)) spellings.add(key(m[0]));
  }
  for (const s of await readPopularity(spellings)) series.set(`${s.name} ${s.sex}`, s);
});

const label = (r: Rec) => `${r.name} (${r.gender}, ${r.religion ?? 'universal'})`;
const num = (s: string) => Number(s.replace(/,/g, ''));
const WORDS: Record<string, number> = { ten: 10, twenty: 20 };

function at(s: RankedSeries | undefined, year: number, of: 'births' | 'ranks'): number {
  if (!s) return 0;
  return s[of][year - s.firstYear] ?? 0;
}

/** The sentences of a record, each with the name it speaks of ("The spelling Nyra…" speaks of Nyra). */
function sentences(r: Rec): { text: string; subject: string }[] {
  return `${r.meaning}. ${r.description ?? ''}. ${r.source ?? ''}`
    .split(/(?<=[.;])\s+/)
    .map((text) => ({ text, subject: /[Tt]he spelling ([A-Z]\p{L}+)/u.exec(text)?.[1] ?? r.name }));
}

/** Every claim about the SSA data in a record, and what the data says instead where it differs. */
function check(r: Rec): string[] {
  const problems: string[] = [];
  for (const { text, subject } of sentences(r)) {
    const sexOf = (word?: string) =>
      word?.startsWith('boy') ? 'M' : word?.startsWith('girl') ? 'F' : r.gender === 'male' ? 'M' : 'F';
    const get = (word?: string) => series.get(`${key(subject)} ${sexOf(word)}`);
    const say = (claim: string, truth: string) => problems.push(`${label(r)}: "${claim}" (${subject}: ${truth})`);

    for (const m of text.matchAll(
      /(?:first recorded(?: there)?(?: in)?|first in the US records(?: as an? (boy|girl)s?'? name)? in|in the US (?:records|data)(?: as an? (boy|girl)s?'? name)? (?:since|from)|in the US records only since|appeared in the US data in)\s+(\d{4})/gi,
    )) {
      const s = get(m[1] ?? m[2]);
      if (s?.firstYear !== num(m[3]!)) say(m[0], s ? `first year ${s.firstYear}` : 'not in the data');
    }
    for (const m of text.matchAll(
      /among the (ten|twenty|[\d,]+) most given (?:US )?(boys'|girls') names(?: in every year of the SSA data)?(?: in the US)?,? (?:since|from) (\d{4})(?: to (\d{4}))?/g,
    )) {
      const n = WORDS[m[1]!] ?? num(m[1]!);
      const s = get(m[2]);
      const from = num(m[3]!);
      const to = m[4] ? num(m[4]) : LAST_YEAR;
      const out = [];
      for (let y = from; y <= to; y++) if (!(at(s, y, 'ranks') > 0 && at(s, y, 'ranks') <= n)) out.push(y);
      if (out.length) say(m[0], `not in the top ${n} in ${out.join(', ')}`);
    }
    for (const m of text.matchAll(/the most given (boys'|girls') name in the US from (\d{4}) to (\d{4})/g)) {
      const s = get(m[1]);
      const out = [];
      for (let y = num(m[2]!); y <= num(m[3]!); y++) if (at(s, y, 'ranks') !== 1) out.push(y);
      if (out.length) say(m[0], `not first in ${out.join(', ')}`);
    }
    if (!/SSA data|US records|US data/.test(text)) continue;
    for (const m of text.matchAll(/most given in (\d{4})/g)) {
      const s = get();
      const peak = s ? s.firstYear + s.births.indexOf(Math.max(...s.births)) : 0;
      if (peak !== num(m[1]!)) say(m[0], `most given in ${peak}`);
    }
    for (const m of text.matchAll(/([\d,]+) (boys|girls) in (\d{4})/g)) {
      const births = at(get(m[2]), num(m[3]!), 'births');
      if (births !== num(m[1]!)) say(m[0], `${births} births`);
    }
    for (const m of text.matchAll(/(\d+)(?:st|nd|rd|th) place(?: among (boys'|girls') names)? in (\d{4})/g)) {
      const rank = at(get(m[2]), num(m[3]!), 'ranks');
      if (rank !== num(m[1]!)) say(m[0], `rank ${rank}`);
    }
  }
  return problems;
}

/** Popularity said with no chart behind it ("popular in Pakistan since the 1990s"). */
const POPULAR =
  /\b(?:(?:is|was|are) (?:especially |very )?popular|popular (?:in|among|since|for|across)|(?:a|the) popular (?:\w+ )?(?:boys'|girls'|\w+) name|most (?:popular|given|common)|(?:its|recent) popularity)\b/i;
/** "Made popular by …" tells a name's history, which the name dictionaries record. */
const CHART = /SSA data|US records|US data|Central Bureau of Statistics|INEGI|\bINE\b|\bONS\b|BabyCentre/;

describe('claims about the SSA data', () => {
  it('finds the claims it checks (a check of the checker)', () => {
    const all = names.flatMap((r) => sentences(r).map((s) => s.text));
    expect(all.filter((t) => /first (?:recorded|in the US records)/.test(t)).length).toBeGreaterThan(200);
    expect(
      all.filter((t) => /most given (?:boys'|girls') names? (?:in the US )?(?:since|from)/.test(t)).length,
    ).toBeGreaterThan(5);
  });

  it('match the data: first years, ranks, births and peaks', () => {
    expect(names.flatMap(check)).toEqual([]);
  });

  it('refuses a first year the data does not have (a check of the checker)', () => {
    const wrong: Rec = {
      name: 'Naira',
      gender: 'female',
      meaning: 'x',
      description: 'First in the US records in 1990.',
    };
    expect(check(wrong)).toHaveLength(1);
    const right: Rec = {
      ...wrong,
      description: 'First in the US records in 1981; the spelling Nyra (in the US records from 1914).',
    };
    expect(check(right)).toEqual([]);
    const rank: Rec = {
      name: 'Aria',
      gender: 'female',
      meaning: 'x',
      description: 'It was in 30th place in 2015 (SSA data).',
    };
    expect(check(rank)).toHaveLength(1);
    const top: Rec = {
      name: 'Caden',
      gender: 'male',
      meaning: 'x',
      description: "In the US among the 100 most given boys' names from 2005 to 2009 (SSA data).",
    };
    expect(check(top)).toEqual([expect.stringContaining('not in the top 100 in 2009')]);
  });
});

describe('popularity statements', () => {
  it('name the chart they come from', () => {
    const bare = names.flatMap((r) =>
      sentences(r)
        .filter(({ text }) => POPULAR.test(text) && !CHART.test(text) && !/made (?:it )?popular/i.test(text))
        .map(({ text }) => `${label(r)}: ${text}`),
    );
    expect(bare).toEqual([]);
  });
});
