import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/religions', () => {
  it('lists the seeded religions, active and inactive, ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/religions' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json<{ success: boolean; data: { id: string; name: string; isActive: boolean }[] }>();
    expect(body.success).toBe(true);
    const names = body.data.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Hinduism', 'Islam', 'Christianity', 'Sikhism', 'Buddhism', 'Jainism', 'Judaism', 'Zoroastrianism']));
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
    expect(body.data.some((r) => !r.isActive)).toBe(true);
    for (const religion of body.data) expect(religion.id).toMatch(/^\d+$/);
  });

  it('answers one religion by id, and a clear 404 for an unknown one', async () => {
    const list = (await t.app.inject({ url: '/api/religions' })).json<{ data: { id: string; name: string }[] }>();
    const first = list.data[0]!;
    const one = await t.app.inject({ url: `/api/religions/${first.id}` });
    expect(one.json()).toEqual({ success: true, data: expect.objectContaining({ id: first.id, name: first.name }) });

    const missing = await t.app.inject({ url: '/api/religions/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Religion not found' });
  });

  it('refuses an id that is not an id with a 400 and the field named', async () => {
    const res = await t.app.inject({ url: '/api/religions/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, details: [expect.objectContaining({ field: 'id' })] });
  });
});

describe('API conventions', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/religions' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
