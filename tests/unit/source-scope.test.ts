/**
 * A parent trusts a meaning because of the work it cites, so every citation must be to a work
 * that can hold what it is cited for. The table `source-scope.json` says what each work can
 * attest (a dictionary a meaning, an encyclopedia of history a bearer, the SSA data a year); a
 * citation in a name's source is for the meaning unless it says what else it is for. These tests
 * refuse a record that cites, say, the Encyclopaedia of Sikhism (no entries for name meanings)
 * for a meaning, or whose meaning rests on no dictionary at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, readSeedFiles } from '../../src/server/seed/index.ts';

type Kind = 'meaning' | 'bearer' | 'scripture' | 'usage' | 'absence';
interface Work {
  work: string;
  cites: string[];
  attests: Kind[];
  imprint?: string;
}
interface Rec {
  name: string;
  gender?: string;
  religion?: string | null;
  meaning?: string;
  description?: string;
  source?: string;
}

const scope = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, 'sources', 'source-scope.json'), 'utf8')) as {
  works: Work[];
};
const patterns = scope.works.map((w) => ({ work: w, re: new RegExp(`^(?:${w.cites.join('|')})`) }));

/** A source split at the semicolons that are not inside parentheses. */
export function citations(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of source) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ';' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts.filter((p) => p !== '');
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const UNDOCUMENTED = /undocumented|unrecorded|uncertain|unknown|not documented|not recorded/i;
/** A meaning that only says whose name it is ("name of Queen Chellana…") rests on a history. */
const BEARER_ONLY = /^name of /i;

function workOf(citation: string): Work | undefined {
  return patterns.find((p) => p.re.test(citation))?.work;
}

/** What a citation says it is cited for, and whether the record bears that out. */
function check(rec: Rec, citation: string, nickname: boolean): { kind: Kind | 'description'; problem?: string } {
  const work = workOf(citation);
  if (!work) return { kind: 'meaning', problem: `cites a work the table does not know: "${citation}"` };
  const text = fold(`${rec.meaning ?? ''} ${rec.description ?? ''}`);
  const can = (k: Kind) => work.attests.includes(k);
  if (/(^|[\s,(])for the description\)?$/.test(citation)) {
    if (!rec.description)
      return { kind: 'description', problem: `"${citation}" is for a description the record lacks` };
    if (!can('bearer') && !can('scripture'))
      return { kind: 'description', problem: `${work.work} holds no history or scripture` };
    return { kind: 'description' };
  }
  if (/^US Social Security Administration/.test(citation)) {
    return /\((first recorded \d{4}|first year recorded)/.test(citation)
      ? { kind: 'usage' }
      : { kind: 'usage', problem: `the SSA data cited for something other than a first year: "${citation}"` };
  }
  if (can('absence') && !can('meaning')) {
    return UNDOCUMENTED.test(rec.meaning ?? '') || nickname
      ? { kind: 'absence' }
      : { kind: 'absence', problem: `"${citation}" says no gloss is found, but the meaning gives one` };
  }
  if (can('meaning') || (nickname && can('usage'))) return { kind: 'meaning' };
  // An encyclopedia's entry on the name itself (Britannica's "Zaire") gives that word's origin.
  const entry = /"([^"]+)"/.exec(citation)?.[1];
  const formOf = /(?:variant|spelling|form) of (\p{L}+)/u.exec(rec.meaning ?? '')?.[1];
  if (entry && [rec.name, formOf].some((n) => n && fold(entry) === fold(n))) return { kind: 'meaning' };
  // A work that cannot give a meaning must name what it is cited for: a quoted entry, a
  // parenthesis or a "for …" naming something the description or the meaning tells of.
  let rest = citation.replace(work.imprint ?? '\u0000', '');
  if (can('scripture') && /\d+:\d+/.test(rest)) return { kind: 'scripture' };
  const named = [...rest.matchAll(/"([^"]+)"|\(([^)]+)\)|\bfor (.+)$/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  if (can('scripture') && text.includes(fold(citation.split(/[,(]/)[0]!.trim()))) return { kind: 'scripture' };
  const words = named.flatMap((n) => fold(n).split(/[^\p{L}]+/u)).filter((w) => w.length >= 4);
  if (words.some((w) => text.includes(w))) return { kind: 'bearer' };
  rest = rest.trim();
  return {
    kind: 'bearer',
    problem: `${work.work} cannot attest a meaning, and "${rest}" names nothing the record tells of`,
  };
}

/** A verse named in a record ("Genesis 41:51", "(Quran 2:31)", "(19:56–57)"). */
const VERSE = /\b\d{1,3}:\d{1,3}\b/;

/**
 * A record that quotes or names a verse cites a work that holds scripture, by chapter and verse
 * ("Qur'an 2:31", "Bible, Genesis 41:51"): a name dictionary that mentions the verse is not the
 * verse. (Whether the quotation is the named translation's words was read by hand, in pass 11.)
 */
function citesTheVersesItNames(rec: Rec): boolean {
  if (!VERSE.test(`${rec.meaning ?? ''} ${rec.description ?? ''}`)) return true;
  return citations(rec.source ?? '').some((c) => workOf(c)?.attests.includes('scripture') && /\d+:\d+/.test(c));
}

let names: Rec[] = [];
let nicknames: Rec[] = [];

beforeAll(async () => {
  const files = await readSeedFiles();
  names = files.filter((f) => f.kind === 'names').flatMap((f) => f.items as Rec[]);
  nicknames = files.filter((f) => f.kind === 'nicknames').flatMap((f) => f.items as Rec[]);
});

const label = (r: Rec) => `${r.name} (${r.gender ?? 'nickname'}, ${r.religion ?? 'universal'})`;

describe('every source holds what it is cited for', () => {
  it('knows every cited work, and every work in the table is cited', () => {
    const unknown = [...names, ...nicknames].flatMap((r) =>
      citations(r.source ?? '')
        .filter((c) => !workOf(c))
        .map((c) => `${label(r)}: ${c}`),
    );
    expect(unknown).toEqual([]);
  });

  it('cites each work of a name only for a kind of statement that work holds', () => {
    const problems = names.flatMap((r) =>
      citations(r.source ?? '').flatMap((c) => {
        const { problem } = check(r, c, false);
        return problem ? [`${label(r)}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('rests every documented meaning on a work that can give meanings', () => {
    const bare = names
      .filter((r) => !UNDOCUMENTED.test(r.meaning ?? ''))
      .filter((r) => {
        const found = citations(r.source ?? '').map((c) => check(r, c, false));
        const wanted = BEARER_ONLY.test(r.meaning ?? '') ? ['meaning', 'bearer', 'description'] : ['meaning'];
        return !found.some((f) => wanted.includes(f.kind) && !f.problem);
      })
      .map(label);
    expect(bare).toEqual([]);
  });

  it('cites for a nickname only works that can say it is a pet form or a word', () => {
    const problems = nicknames.flatMap((r) =>
      citations(r.source ?? '').flatMap((c) => {
        const { problem } = check(r, c, true);
        return problem ? [`${label(r)}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('cites, by chapter and verse, the scripture a description or meaning names', () => {
    const uncited = names.filter((r) => !citesTheVersesItNames(r)).map(label);
    expect(uncited).toEqual([]);
  });

  it('refuses a verse named but not cited (a check of the checker)', () => {
    const rec: Rec = {
      name: 'Menashe',
      meaning: 'causing to forget',
      description: 'Joseph\'s elder son: "For God, said he, hath made me forget all my toil" (Genesis 41:51, KJV).',
      source: 'Behind the Name',
    };
    expect(citesTheVersesItNames(rec)).toBe(false);
    expect(citesTheVersesItNames({ ...rec, source: 'Behind the Name; Bible, Genesis 41:51' })).toBe(true);
    expect(citesTheVersesItNames({ ...rec, description: "Joseph's elder son." })).toBe(true);
  });

  it('refuses the Encyclopaedia of Sikhism cited for a meaning (a check of the checker)', () => {
    const rec: Rec = { name: 'Gurman', meaning: 'mind of the Guru', source: '' };
    expect(check(rec, 'Encyclopaedia of Sikhism (Punjabi University, Patiala)', false).problem).toBeTruthy();
    const withBearer: Rec = { ...rec, description: 'Bhai Gurdas wrote the Vaaran.' };
    expect(
      check(withBearer, 'Encyclopaedia of Sikhism (Punjabi University, Patiala), for Bhai Gurdas', false).problem,
    ).toBeUndefined();
    expect(
      check(withBearer, 'Encyclopaedia of Sikhism (Punjabi University, Patiala), for the description', false).kind,
    ).toBe('description');
    expect(check(rec, 'Monier-Williams Sanskrit-English Dictionary', false)).toEqual({ kind: 'meaning' });
  });
});
