import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeName } from '../helpers/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  for (const [name, gender] of [
    ['Olivia', 'female'],
    ['Olive', 'female'],
    ['Oliver', 'male'],
    ['Aarav', 'male'],
  ] as const) {
    await makeName(t, { name, gender });
  }
}, 120_000);
afterAll(async () => t?.close());

const similar = async (name: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/names/similar?name=${encodeURIComponent(name)}` });
  return { status: response.statusCode, body: response.json<{ success: boolean; data: string[] }>() };
};

describe('GET /api/names/similar', () => {
  it('offers close catalogue spellings for a misspelt name, best first', async () => {
    const { status, body } = await similar('Olivai');
    expect(status).toBe(200);
    expect(body.data[0]).toBe('Olivia');
    expect(body.data).not.toContain('Aarav');
  });

  it('never offers the spelling itself, and nothing when nothing is close', async () => {
    expect((await similar('olivia')).body.data).not.toContain('Olivia');
    expect((await similar('Zzyzx')).body.data).toEqual([]);
  });

  it('refuses an empty or overlong name', async () => {
    expect((await similar('')).status).toBe(400);
    expect((await similar('x'.repeat(101))).status).toBe(400);
  });
});
