import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { startCatalogueApp } from '../helpers/catalogue-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeGodName, makeReligion } from '../helpers/factories.ts';
import { expectAdminOnly } from '../helpers/admin-only.ts';

interface GodNameOut {
  id: string;
  name: string;
  description: string;
  subNames: string[];
  religionId: { id: string; name: string };
}

let t: TestApp;
let admin: TestAccount;
let hinduism: string;
let sikhism: string;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  ({ t, admin, hinduism } = await startCatalogueApp());
  sikhism = await makeReligion(t, { name: 'Sikhism' });
  await makeGodName(t, { name: 'vishnu', religionId: hinduism, subNames: ['Narayana', 'Hari', 'Achyuta'] });
  await makeGodName(t, { name: 'Ganesha', religionId: hinduism, subNames: ['Vinayaka', 'Gajanana'] });
  await makeGodName(t, { name: 'Waheguru', religionId: sikhism, subNames: ['Akal Purakh', 'Satnam'] });
}, 120_000);
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/god-names${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: boolean; data: GodNameOut[] }>();
};

describe('GET /api/god-names', () => {
  it('lists every god name unpaged, ordered by name whatever its case, sub-names in their order', async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.data.map((g) => g.name)).toEqual(['Ganesha', 'vishnu', 'Waheguru']);
    const vishnu = body.data[1]!;
    expect(vishnu.subNames).toEqual(['Narayana', 'Hari', 'Achyuta']);
    expect(vishnu.religionId).toEqual({ id: hinduism, name: 'Hinduism' });
    expect(Object.keys(vishnu).sort()).toEqual([
      'description',
      'id',
      'ipa',
      'name',
      'pronunciation',
      'religionId',
      'script',
      'scriptLang',
      'source',
      'subNames',
      'variants',
    ]);
  });

  it('filters by religion when asked', async () => {
    expect((await list(`?religionId=${sikhism}`)).data.map((g) => g.name)).toEqual(['Waheguru']);
    expect((await list('?religionId=')).data).toHaveLength(3);
    expect((await t.app.inject({ url: '/api/god-names?religionId=x' })).statusCode).toBe(400);
  });

  it('costs a 304 on repeat', async () => {
    const first = await t.app.inject({ url: '/api/god-names' });
    const again = await t.app.inject({
      url: '/api/god-names',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers one god name, and 404 "God name not found" for an unknown id', async () => {
    const [ganesha] = (await list()).data;
    const one = await t.app.inject({ url: `/api/god-names/${ganesha!.id}` });
    expect(one.json()).toEqual({ success: true, data: ganesha });
    const missing = await t.app.inject({ url: '/api/god-names/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'God name not found' });
  });
});

describe('writing god names', () => {
  const valid = () => ({
    name: 'Shiva',
    religionId: hinduism,
    subNames: ['Mahadeva', ' Shankara ', 'Rudra'],
    description: 'The auspicious one',
  });

  it('is for admins only', async () => {
    const id = await makeGodName(t, { religionId: hinduism });
    await expectAdminOnly(t, { method: 'POST', url: '/api/god-names', payload: valid() });
    await expectAdminOnly(t, { method: 'PUT', url: `/api/god-names/${id}`, payload: { description: 'x' } });
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/god-names/${id}` });
  });

  it('creates a god name with its sub-names in order, trimmed; a duplicate in the same religion is a 409', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/god-names', headers: admin.headers, payload: valid() });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: GodNameOut }>().data).toMatchObject({
      name: 'Shiva',
      subNames: ['Mahadeva', 'Shankara', 'Rudra'],
      religionId: { id: hinduism, name: 'Hinduism' },
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/god-names',
      headers: admin.headers,
      payload: { ...valid(), name: 'SHIVA' },
    });
    expect(dup.statusCode).toBe(409);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/god-names',
      headers: admin.headers,
      payload: { ...valid(), religionId: sikhism },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a blank name', { name: ' ' }, 'name'],
    ['no religion', { religionId: undefined }, 'religionId'],
    ['a null religion', { religionId: null }, 'religionId'],
    ['an unknown religion', { religionId: '999999' }, 'religionId'],
    ['no sub-names list', { subNames: undefined }, 'subNames'],
    ['a blank sub-name', { subNames: ['Hari', '  '] }, 'subNames'],
    ['a sub-name over 200 characters', { subNames: ['x'.repeat(201)] }, 'subNames.0'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
  ])('refuses %s with a 400 naming the field', async (_label, change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/god-names',
      headers: admin.headers,
      payload: { ...valid(), name: 'Brahma', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain(field);
  });

  it('updates the fields sent, reordering sub-names; 404 for an unknown id', async () => {
    const id = await makeGodName(t, { name: 'Durga', religionId: hinduism, subNames: ['Amba', 'Bhavani'] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/god-names/${id}`,
      headers: admin.headers,
      payload: { subNames: ['Bhavani', 'Amba', 'Gauri'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: GodNameOut }>().data).toMatchObject({
      name: 'Durga',
      subNames: ['Bhavani', 'Amba', 'Gauri'],
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/god-names/999999',
      headers: admin.headers,
      payload: { description: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'God name not found' });
  });

  it('deletes a god name and takes it out of every favourites list', async () => {
    const id = await makeGodName(t, { religionId: hinduism });
    const fan = await createAccount(t, 'user');
    await t.db.query('insert into user_god_name_favorites (user_id, god_name_id) values ($1, $2)', [fan.id, id]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/god-names/${id}`, headers: admin.headers });
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.query('select 1 from user_god_name_favorites where user_id = $1', [fan.id])).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/god-names/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});
