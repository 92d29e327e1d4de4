/**
 * GET /api/names/alike: every catalogue name with what the build's "Names like this" ranking
 * compares, its era from the SSA data (the seed loads it) and the ranking's result on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { ERA_DECADES, namesAlike, peakDecadeOf, type AlikeFeatures } from '../../src/shared/names-alike.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/names/alike', () => {
  it('sends every name once, with its era where the SSA lists it, and ranks into real names of the catalogue', async () => {
    const res = await t.app.inject({ url: '/api/names/alike' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['etag']).toBeTruthy();
    const features = res.json<{ data: AlikeFeatures[] }>().data;
    const count = await t.db.query<{ n: number }>('select count(*)::int as n from names');
    expect(features).toHaveLength(count[0]!.n);
    expect(new Set(features.map((f) => f.id)).size).toBe(features.length);

    const find = (name: string, gender: 'male' | 'female') =>
      features.find((f) => f.name === name && f.gender === gender)!;
    const mildred = find('Mildred', 'female');
    expect(mildred.era).toHaveLength(ERA_DECADES);
    expect(Math.max(...mildred.era!)).toBe(1000);
    // Mildred peaked early in the 20th century, Olivia in this one.
    expect(peakDecadeOf(mildred.era!)).toBeLessThan(1930);
    expect(peakDecadeOf(find('Olivia', 'female').era!)).toBeGreaterThanOrEqual(2000);

    const ranked = namesAlike(features);
    const names = (ids: string[]) => ids.map((id) => features.find((f) => f.id === id)!);
    const { alike, siblings } = ranked.get(mildred.id)!;
    expect(alike).toHaveLength(6);
    expect(siblings).toHaveLength(6);
    expect(names(alike).every((f) => f.gender === 'female' && f.name !== 'Mildred')).toBe(true);
    expect(names(siblings).every((f) => f.gender === 'male')).toBe(true);
    // Names like Mildred are of her era: each peaked before 1960.
    expect(names(alike).every((f) => f.era && peakDecadeOf(f.era) < 1960)).toBe(true);
  });
});
