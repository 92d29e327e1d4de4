import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeNickname } from '../helpers/factories.ts';
import { expectAdminOnly } from '../helpers/admin-only.ts';

interface NicknameOut {
  id: string;
  name: string;
  description: string;
  source: string | null;
}

let t: TestApp;
let admin: TestAccount;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin');
  await makeNickname(t, { name: 'bella', description: 'Short for Isabella' });
  await makeNickname(t, { name: 'Alex', description: 'Short for Alexander or Alexandra' });
  await makeNickname(t, { name: 'Chip', description: 'Small piece of the old block' });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/nicknames', () => {
  it('lists every nickname unpaged, ordered by name whatever its case, with only the shape', async () => {
    const res = await t.app.inject({ url: '/api/nicknames' });
    const body = res.json<{ success: boolean; data: NicknameOut[] }>();
    expect(body.success).toBe(true);
    expect(body.data.map((n) => n.name)).toEqual(['Alex', 'bella', 'Chip']);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['description', 'id', 'name', 'source']);
  });

  it('costs a 304 on repeat', async () => {
    const first = await t.app.inject({ url: '/api/nicknames' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.inject({
      url: '/api/nicknames',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers one nickname, and 404 "Nickname not found" for an unknown id', async () => {
    const id = await makeNickname(t, { name: 'Dot', description: 'Short for Dorothy' });
    expect((await t.app.inject({ url: `/api/nicknames/${id}` })).json()).toEqual({
      success: true,
      data: { id, name: 'Dot', description: 'Short for Dorothy', source: null, fullNames: [], names: [] },
    });
    const missing = await t.app.inject({ url: '/api/nicknames/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Nickname not found' });
  });
});

describe('writing nicknames', () => {
  it('is for admins only', async () => {
    const id = await makeNickname(t);
    await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/nicknames',
      payload: { name: 'Ed', description: 'Short for Edward' },
    });
    await expectAdminOnly(t, { method: 'PUT', url: `/api/nicknames/${id}`, payload: { description: 'x' } });
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/nicknames/${id}` });
  });

  it('creates, updates and deletes a nickname; the list follows at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/nicknames',
      headers: admin.headers,
      payload: { name: ' Ed ', description: 'Short for Edward' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: NicknameOut }>().data;
    expect(
      (await t.app.inject({ url: '/api/nicknames' })).json<{ data: NicknameOut[] }>().data.map((n) => n.name),
    ).toContain('Ed');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/nicknames/${id}`,
      headers: admin.headers,
      payload: { source: 'Behind the Name' },
    });
    expect(updated.json<{ data: NicknameOut }>().data).toEqual({
      id,
      name: 'Ed',
      description: 'Short for Edward',
      source: 'Behind the Name',
      fullNames: [],
      names: [],
    });
    const fan = await createAccount(t, 'user');
    await t.db.query('insert into user_nickname_favorites (user_id, nickname_id) values ($1, $2)', [fan.id, id]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/nicknames/${id}`, headers: admin.headers })).json(),
    ).toEqual({ success: true });
    expect(await t.db.query('select 1 from user_nickname_favorites where user_id = $1', [fan.id])).toHaveLength(0);
    expect(
      (await t.app.inject({ url: '/api/nicknames' })).json<{ data: NicknameOut[] }>().data.map((n) => n.name),
    ).not.toContain('Ed');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/nicknames/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nicknames',
      headers: admin.headers,
      payload: { name: 'ALEX', description: 'again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'A nickname with this spelling already exists' });
  });

  it.each([
    ['no name', { description: 'x' }, 'name'],
    ['a blank name', { name: '  ', description: 'x' }, 'name'],
    ['no description', { name: 'Flo' }, 'description'],
    ['a blank description', { name: 'Flo', description: ' ' }, 'description'],
    ['a source over 500 characters', { name: 'Flo', description: 'x', source: 'x'.repeat(501) }, 'source'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nicknames', headers: admin.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain(field);
  });

  it('answers 404 "Nickname not found" to a PUT of an unknown id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/nicknames/999999',
      headers: admin.headers,
      payload: { description: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Nickname not found' });
  });
});
