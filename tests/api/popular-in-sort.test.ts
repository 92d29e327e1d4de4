/**
 * The names list's "Most popular" in a register beyond the US: the API's order is the register's
 * rank in its last year (each row's own figure there, from its item), pages follow on, and the
 * list our server renders for a visitor without JavaScript asks for and shows that order, saying
 * whose rank it is. On the real seed catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import type { BabyName, NamesPage } from '../../src/shared/types.ts';
import { listPageFor, type ApiGet } from '../../src/server/list-fallback.ts';
import { renderListIsland } from '../../src/render/list-islands.tsx';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const page = async (query: string): Promise<NamesPage> => {
  const res = await t.app.inject({ url: `/api/names?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NamesPage>();
};

/** Each row's rank in the register's last year, as its item says (null: not listed then). */
async function ranksIn(rows: BabyName[], dataset: string): Promise<(number | null)[]> {
  const res = await t.app.inject({ url: `/api/names/items?ids=${rows.map((r) => r.id).join(',')}` });
  const items = res.json<{ data: BabyName[] }>().data;
  return rows.map((row) => {
    const item = items.find((i) => i.id === row.id)!;
    return item.countries?.registers.find((r) => r.dataset === dataset)?.latestRank ?? null;
  });
}

/** Ranks best first, then the names the register did not rank. */
function expectRankOrder(ranks: (number | null)[]) {
  const ranked = ranks.filter((r): r is number => r !== null);
  expect(ranked.length).toBeGreaterThan(0);
  expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
  expect(ranks.slice(0, ranked.length)).toEqual(ranked);
}

const ourApi: ApiGet = async (url) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/names?sort=popular&popularIn=sct on a letter', () => {
  it("orders girls' I names by their rank in Scotland in 2020, and keeps each row's US summary", async () => {
    const { data } = await page('letter=I&gender=female&sort=popular&popularIn=sct&limit=40');
    expect(data[0]!.name).toBe('Isla');
    expectRankOrder(await ranksIn(data, 'sct'));
    const us = await page('letter=I&gender=female&sort=popular&limit=40');
    expect(us.data.map((n) => n.name)).not.toEqual(data.map((n) => n.name));
    const isla = (rows: BabyName[]) => rows.find((n) => n.name === 'Isla')?.popularity;
    expect(isla(data)).toEqual(isla(us.data));
    expect(isla(data)?.rank).toBeGreaterThan(1);
  });

  it('pages follow on in that order', async () => {
    const whole = await page('letter=I&gender=female&sort=popular&popularIn=sct&limit=20');
    const first = await page('letter=I&gender=female&sort=popular&popularIn=sct&limit=10&page=1');
    const second = await page('letter=I&gender=female&sort=popular&popularIn=sct&limit=10&page=2');
    expect([...first.data, ...second.data].map((n) => n.id)).toEqual(whole.data.map((n) => n.id));
    expect(first.totalNames).toBe((await page('letter=I&gender=female&limit=10')).totalNames);
  });
});

describe('the list our server renders without JavaScript', () => {
  it('asks for the register and shows its order, its choice and whose rank it is', async () => {
    const query = new URLSearchParams('letter=I&gender=girl&sort=popular&popularIn=sct&page=2');
    const answer = await listPageFor(ourApi, '/names', query);
    expect(answer?.page).toBe('names/index.html');
    if (answer?.answer.island !== 'NamesList') throw new Error('not the names list');
    expect(answer.answer.state).toMatchObject({ letter: 'I', gender: 'girl', page: 2, popularIn: 'sct' });
    const api = await page('letter=I&gender=female&sort=popular&popularIn=sct&page=2');
    const body = answer.answer.names as NamesPage;
    expect(body.data.map((n) => n.id)).toEqual(api.data.map((n) => n.id));

    const { html } = renderListIsland(answer.answer, 'r');
    expect(html).toContain('Ordered by rank in Scotland in 2020');
    expect(html).toMatch(/<option value="sct" selected="">Scotland<\/option>/);
    expect(html).toContain('<input type="hidden" name="sort" value="popular"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>Show<\/button>/);
    // The rows leave out the US badge, which would read as out of order here.
    expect(html).not.toContain('rank-badge');
    // Paging keeps the choice.
    expect(html).toContain('href="/names?letter=I&amp;gender=girl&amp;sort=popular&amp;popularIn=sct&amp;page=3"');
  });

  it('the US stays as it was: no register in the address or the note, the US badges on the rows', async () => {
    for (const asked of ['sort=popular', 'sort=popular&popularIn=us', 'sort=popular&popularIn=nowhere']) {
      const answer = await listPageFor(ourApi, '/names', new URLSearchParams(`letter=I&gender=girl&${asked}`));
      if (answer?.answer.island !== 'NamesList') throw new Error('not the names list');
      expect(answer.answer.state).not.toHaveProperty('popularIn');
      const { html } = renderListIsland(answer.answer, 'r');
      expect(html).not.toContain('Ordered by rank');
      expect(html).toMatch(/<option value="us" selected="">United States<\/option>/);
      expect(html).toContain('rank-badge');
    }
    const az = await listPageFor(ourApi, '/names', new URLSearchParams('letter=I&gender=girl&popularIn=sct'));
    expect(az).toBeNull();
  });
});
