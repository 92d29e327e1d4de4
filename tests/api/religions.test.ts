import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from '../helpers/auth.ts';
import { expectAdminOnly } from '../helpers/admin-only.ts';
import { makeGodName, makeName, makeReligion } from '../helpers/factories.ts';

let t: TestApp;
// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/religions', () => {
  it('lists the seeded religions, active and inactive, ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/religions' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json<{ success: boolean; data: { id: string; name: string; isActive: boolean }[] }>();
    expect(body.success).toBe(true);
    const names = body.data.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Hinduism',
        'Islam',
        'Christianity',
        'Sikhism',
        'Buddhism',
        'Jainism',
        'Judaism',
        'Zoroastrianism',
      ]),
    );
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

describe('writing religions', () => {
  it('is for admins only', async () => {
    const id = await makeReligion(t);
    await expectAdminOnly(t, { method: 'POST', url: '/api/religions', payload: { name: 'Shinto' } });
    await expectAdminOnly(t, { method: 'PUT', url: `/api/religions/${id}`, payload: { isActive: false } });
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/religions/${id}` });
  });

  it('creates a religion (active unless told), updates it, and refuses a duplicate name with 409', async () => {
    const admin = await createAccount(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/religions',
      headers: admin.headers,
      payload: { name: ' Shinto ' },
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{ data: { id: string } }>();
    expect(data).toEqual({ id: expect.any(String), name: 'Shinto', isActive: true, source: null });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/religions/${data.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(updated.json()).toEqual({
      success: true,
      data: { id: data.id, name: 'Shinto', isActive: false, source: null },
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/religions',
      headers: admin.headers,
      payload: { name: 'SHINTO' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, error: 'A religion with this name already exists' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/religions/999999',
      headers: admin.headers,
      payload: { isActive: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Religion not found' });
  });

  it.each([
    ['no name', {}, 'name'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an isActive that is not a boolean', { name: 'Tao', isActive: 'sometimes' }, 'isActive'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const admin = await createAccount(t, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/religions', headers: admin.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain(field);
  });

  it('deletes a religion, leaving its names UNIVERSAL', async () => {
    const admin = await createAccount(t, 'admin');
    const id = await makeReligion(t, { name: 'Tenrikyo' });
    const nameId = await makeName(t, { name: 'Tenri', religionId: id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/religions/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: `/api/names/${nameId}` })).json()).toMatchObject({
      data: { name: 'Tenri', religionId: null },
    });
    expect((await t.app.inject({ url: `/api/religions/${id}` })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/religions/${id}`, headers: admin.headers });
    expect(again.json()).toEqual({ success: false, error: 'Religion not found' });
  });

  it('refuses with 409 to delete a religion that god names still belong to', async () => {
    const admin = await createAccount(t, 'admin');
    const id = await makeReligion(t, { name: 'Vedic' });
    const godId = await makeGodName(t, { religionId: id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/religions/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'This religion still has god names: move or delete them first',
    });
    await t.app.inject({ method: 'DELETE', url: `/api/god-names/${godId}`, headers: admin.headers });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/religions/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });
});
