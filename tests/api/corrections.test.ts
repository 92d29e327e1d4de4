import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeName } from '../helpers/factories.ts';
import { CORRECTION_LIMITS } from '../../src/shared/corrections.ts';

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let nameId: string;
let address = 0;
/** A fresh address per report, so the per-address limit is tested where it is meant to be. */
const nextAddress = () => `10.9.0.${(address += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t, 'admin', { name: 'Asha Editor' });
  user = await createAccount(t, 'user');
  nameId = await makeName(t, { name: 'Aarav', meaning: 'peaceful', origin: 'Sanskrit' });
}, 120_000);
afterAll(async () => t?.close());

const report = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/corrections', payload, remoteAddress });

const good = () => ({
  kind: 'names',
  itemId: nameId,
  field: 'meaning',
  problem: 'Ārava means a sound or a cry, not peaceful.',
  source: 'Monier-Williams',
});

describe('reporting a correction (public)', () => {
  it('stores a JSON report with no account, and lists it in the admin queue only', async () => {
    const sent = await report(good());
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ data: { id: string } }>().data.id;

    const queue = await t.app.inject({ method: 'GET', url: '/api/corrections', headers: admin.headers });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ data: { id: string; itemName: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id, itemName: 'Aarav', field: 'meaning', status: 'open' }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/corrections' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/corrections', headers: user.headers })).statusCode).toBe(
      403,
    );
  });

  it('answers a plain form post with a 303 to the page that says what happened', async () => {
    const form = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/corrections',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
        remoteAddress: nextAddress(),
      });
    const sent = await form(new URLSearchParams(good()).toString());
    expect(sent.statusCode).toBe(303);
    expect(sent.headers['location']).toBe('/corrections/sent');
    const short = await form(new URLSearchParams({ ...good(), problem: 'wrong' }).toString());
    expect(short.headers['location']).toBe('/corrections/not-sent');
  });

  it('refuses what is not a correction of a real item: kind, field, length, unknown item', async () => {
    expect((await report({ ...good(), kind: 'religions' })).statusCode).toBe(400);
    expect((await report({ ...good(), field: 'password_hash' })).statusCode).toBe(400);
    expect((await report({ ...good(), problem: 'too short' })).statusCode).toBe(400);
    expect((await report({ ...good(), problem: 'x'.repeat(CORRECTION_LIMITS.problem.max + 1) })).statusCode).toBe(400);
    expect((await report({ ...good(), source: 'x'.repeat(CORRECTION_LIMITS.source.max + 1) })).statusCode).toBe(400);
    expect((await report({ ...good(), itemId: '999999' })).statusCode).toBe(404);
  });

  it('drops spam without saying so: a filled honeypot, a form sent faster than anyone writes', async () => {
    const before = await countOpen();
    expect((await report({ ...good(), website: 'http://spam.example' })).statusCode).toBe(201);
    expect((await report({ ...good(), startedAt: String(Date.now() - 500) })).statusCode).toBe(201);
    expect(await countOpen()).toBe(before);
    // A person who took their time is heard.
    expect((await report({ ...good(), startedAt: String(Date.now() - 20_000) })).statusCode).toBe(201);
    expect(await countOpen()).toBe(before + 1);
  });

  it(`allows ${CORRECTION_LIMITS.perAddress} reports an hour per address, counted in the database`, async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < CORRECTION_LIMITS.perAddress; i += 1) expect((await report(good(), from)).statusCode).toBe(201);
    const refused = await report(good(), from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.db.query<{ count: number }>('select count from rate_limits where key = $1', [
      `correction:address:${from}`,
    ]);
    expect(row!.count).toBe(CORRECTION_LIMITS.perAddress + 1);
    // Another address is not affected.
    expect((await report(good())).statusCode).toBe(201);
  });
});

async function countOpen(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from corrections where status = 'open'`);
  return row!.n;
}

describe('reviewing corrections (admin)', () => {
  it('accepting with an edit changes the record and the history keeps who changed what', async () => {
    const id = (await report(good())).json<{ data: { id: string } }>().data.id;
    const review = await t.app.inject({ method: 'GET', url: `/api/corrections/${id}`, headers: admin.headers });
    expect(review.json<{ data: { current: string } }>().data.current).toBe('peaceful');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/corrections/${id}/accept`,
      headers: admin.headers,
      payload: { field: 'meaning', value: 'sound, shout, cry' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ data: { status: string; reviewedBy: string } }>().data).toMatchObject({
      status: 'accepted',
      reviewedBy: 'Asha Editor',
    });
    const name = await t.app.inject({ method: 'GET', url: `/api/names/${nameId}` });
    expect(name.json<{ data: { meaning: string } }>().data.meaning).toBe('sound, shout, cry');

    const after = await t.app.inject({ method: 'GET', url: `/api/corrections/${id}`, headers: admin.headers });
    expect(after.json<{ data: { history: unknown[] } }>().data.history).toEqual([
      expect.objectContaining({
        field: 'meaning',
        oldValue: 'peaceful',
        newValue: 'sound, shout, cry',
        changedBy: 'Asha Editor',
        correctionId: id,
      }),
    ]);
    // A correction is reviewed once.
    const again = await t.app.inject({ method: 'POST', url: `/api/corrections/${id}/reject`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
  });

  it('an edit is checked like any edit, and only editable fields are edited', async () => {
    const id = (await report(good())).json<{ data: { id: string } }>().data.id;
    const accept = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/corrections/${id}/accept`, headers: admin.headers, payload });
    expect((await accept({ field: 'gender', value: 'female' })).statusCode).toBe(400);
    expect((await accept({ field: 'name', value: '' })).statusCode).toBe(400);
    const [row] = await t.db.query<{ status: string }>('select status from corrections where id = $1', [id]);
    expect(row!.status).toBe('open');
  });

  it('rejecting closes it and leaves the record alone; only an admin reviews', async () => {
    const id = (await report({ ...good(), field: 'origin', problem: 'Origin should be Hebrew, I think.' })).json<{
      data: { id: string };
    }>().data.id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/corrections/${id}/reject`, headers: user.headers })).statusCode,
    ).toBe(403);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/corrections/${id}/reject`,
      headers: admin.headers,
    });
    expect(rejected.json<{ data: { status: string } }>().data.status).toBe('rejected');
    const name = await t.app.inject({ method: 'GET', url: `/api/names/${nameId}` });
    expect(name.json<{ data: { origin: string } }>().data.origin).toBe('Sanskrit');
  });
});
