import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestApp } from '../helpers/test-app.ts';
import { startCatalogueApp } from '../helpers/catalogue-app.ts';
import { createAccount, type TestAccount } from '../helpers/auth.ts';
import { makeName } from '../helpers/factories.ts';
import { expectAdminOnly } from '../helpers/admin-only.ts';
import { fillSearchKeys } from '../../src/server/repositories/search.ts';
import { catalogueCacheOf } from '../../src/server/plugins/cache.ts';

interface NameOut {
  id: string;
  name: string;
  gender: string;
  meaning: string;
  religionId: { id: string; name: string } | null;
}
interface Page {
  success: boolean;
  data: NameOut[];
  totalPages: number;
  totalNames: number;
  page: number;
}

let t: TestApp;
let admin: TestAccount;
let hinduism: string;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  ({ t, admin, hinduism } = await startCatalogueApp());
  // Mixed case on purpose: the order must ignore case.
  for (const [name, gender] of [
    ['aarav', 'male'],
    ['Abel', 'male'],
    ['ABIGAIL', 'female'],
    ['Adam', 'male'],
    ['Beatrice', 'female'],
    ['Bilal', 'male'],
  ] as const) {
    await makeName(t, { name, gender, meaning: `meaning of ${name}` });
  }
  await makeName(t, { name: 'Anaya', gender: 'female', meaning: 'caring', religionId: hinduism });
  await makeName(t, { name: 'Arjun', gender: 'male', meaning: 'bright, shining', religionId: hinduism });
  // For search: a prefix match, an inner match and a meaning-only match of "mar".
  await makeName(t, { name: 'Marlow', meaning: 'driftwood' });
  await makeName(t, { name: 'Omar', meaning: 'long-lived' });
  await makeName(t, { name: 'Stella', gender: 'female', meaning: 'star of the sea, Mary (Stella Maris)' });
  // Characters that mean something to LIKE or to SQL must be plain text.
  await makeName(t, { name: '100% Sure', meaning: 'odd_name test' });
  await makeName(t, { name: "O'Brien", meaning: 'back\\slash' });
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/names${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const namesOf = (page: Page) => page.data.map((n) => n.name);

describe('GET /api/names', () => {
  it('answers success, data, totalPages, totalNames and page, ordered by name whatever its case', async () => {
    const page = await list('?limit=100');
    expect(page).toMatchObject({ success: true, page: 1, totalNames: 13, totalPages: 1 });
    const names = namesOf(page);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(names.slice(0, 4)).toEqual(['100% Sure', 'aarav', 'Abel', 'ABIGAIL']);
  });

  it('pages with limit (default 15) and page; a page past the end is empty', async () => {
    expect((await list('')).data).toHaveLength(13);
    const first = await list('?limit=5');
    const third = await list('?limit=5&page=3');
    expect(first).toMatchObject({ totalPages: 3, totalNames: 13, page: 1 });
    expect(first.data).toHaveLength(5);
    expect(third.data).toHaveLength(3);
    expect(third.page).toBe(3);
    const all = namesOf(await list('?limit=100'));
    expect(namesOf(first)).toEqual(all.slice(0, 5));
    expect(namesOf(third)).toEqual(all.slice(10));
    const past = await list('?limit=5&page=9');
    expect(past).toMatchObject({ data: [], totalNames: 13, totalPages: 3, page: 9 });
  });

  it('filters by letter in either case, by gender (empty means both) and by religion', async () => {
    expect(namesOf(await list('?letter=a'))).toEqual(['aarav', 'Abel', 'ABIGAIL', 'Adam', 'Anaya', 'Arjun']);
    expect(namesOf(await list('?letter=A&gender=male'))).toEqual(['aarav', 'Abel', 'Adam', 'Arjun']);
    expect(namesOf(await list('?letter=A&gender=female'))).toEqual(['ABIGAIL', 'Anaya']);
    expect((await list('?letter=A&gender=')).totalNames).toBe(6);
    const hindu = await list(`?religionId=${hinduism}`);
    expect(namesOf(hindu)).toEqual(['Anaya', 'Arjun']);
    expect(namesOf(await list(`?religionId=${hinduism}&gender=female&letter=a`))).toEqual(['Anaya']);
    expect((await list('?letter=z')).totalNames).toBe(0);
  });

  it('carries religionId as { id, name }, or null for a name of no religion', async () => {
    const [anaya] = (await list('?search=anaya')).data;
    expect(anaya?.religionId).toEqual({ id: hinduism, name: 'Hinduism' });
    const [abel] = (await list('?search=abel')).data;
    expect(abel?.religionId).toBeNull();
    // A search row also says how it matched (search.test.ts).
    expect(Object.keys(abel!).sort()).toEqual([
      'description',
      'gender',
      'id',
      'match',
      'meaning',
      'name',
      'origin',
      'popularity',
      'religionId',
      'source',
    ]);
  });

  it('searches the name first, then names starting with the term, then the meaning, ignoring case', async () => {
    // Marlow starts with "mar", Omar is one slip from it, Stella means it (Mary): the ranking is
    // in search.test.ts.
    expect(namesOf(await list('?search=MAR'))).toEqual(['Marlow', 'Omar', 'Stella']);
    expect(namesOf(await list('?search=%20abel%20'))).toEqual(['Abel']);
  });

  it('searches terms of one or two characters at the start of names only', async () => {
    // Arjun starts with "ar"; aarav, Marlow and Omar only hold it, Anaya and Stella mean it.
    const ar = await list('?search=AR');
    expect(namesOf(ar)).toEqual(['Arjun']);
    expect(ar.totalNames).toBe(1);
    // One letter: Beatrice and Bilal start with it.
    expect(namesOf(await list('?search=b'))).toEqual(['Beatrice', 'Bilal']);
    expect((await list('?search=b')).totalNames).toBe(2);
    expect((await list('?search=y')).totalNames).toBe(0);
    // Filters apply.
    expect(namesOf(await list('?search=b&gender=female'))).toEqual(['Beatrice']);
    expect(namesOf(await list(`?search=a&religionId=${hinduism}`))).toEqual(['Anaya', 'Arjun']);
  });

  it('pages a search', async () => {
    // Six names start with "a"; none is in the US records, so they come A–Z.
    const a = ['aarav', 'Abel', 'ABIGAIL', 'Adam', 'Anaya', 'Arjun'];
    for (const limit of [1, 2, 4, 5]) {
      const pages = Math.ceil(a.length / limit);
      for (let page = 1; page <= pages + 1; page += 1) {
        const got = await list(`?search=a&limit=${limit}&page=${page}`);
        expect(got).toMatchObject({ totalNames: 6, totalPages: pages, page });
        expect(namesOf(got)).toEqual(a.slice((page - 1) * limit, page * limit));
      }
    }
  });

  it('treats %, _, quotes and backslashes as plain characters in short terms too', async () => {
    expect((await list(`?search=${encodeURIComponent('%')}`)).totalNames).toBe(0);
    expect((await list('?search=_')).totalNames).toBe(0);
    expect(namesOf(await list(`?search=${encodeURIComponent("o'")}`))).toEqual(["O'Brien"]);
    expect((await list(`?search=${encodeURIComponent('\\')}`)).totalNames).toBe(0);
    expect((await list(`?search=${encodeURIComponent('%%')}`)).totalNames).toBe(0);
  });

  it('lets search win over letter', async () => {
    const page = await list('?search=omar&letter=b');
    expect(namesOf(page)).toEqual(['Omar']);
  });

  it('treats %, _, quotes and backslashes as plain characters', async () => {
    expect(namesOf(await list(`?search=${encodeURIComponent('100% s')}`))).toEqual(['100% Sure']);
    expect(namesOf(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['100% Sure']);
    expect((await list(`?search=${encodeURIComponent('1%0')}`)).totalNames).toBe(0);
    expect(namesOf(await list('?search=d_n'))).toEqual(['100% Sure']);
    expect((await list('?search=d_m')).totalNames).toBe(0);
    expect(namesOf(await list(`?search=${encodeURIComponent("o'b")}`))).toEqual(["O'Brien"]);
    expect(namesOf(await list(`?search=${encodeURIComponent('k\\s')}`))).toEqual(["O'Brien"]);
    expect((await list(`?search=${encodeURIComponent('%%%')}`)).totalNames).toBe(0);
    expect((await list(`?search=${encodeURIComponent("'; drop table names; --")}`)).totalNames).toBe(0);
    expect((await list('?limit=100')).totalNames).toBe(13);
  });

  it.each([
    ['gender=boy', 'gender'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['letter=1', 'letter'],
    ['letter=ab', 'letter'],
    ['religionId=abc', 'religionId'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.app.inject({ url: `/api/names?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; error: string; details: { field: string }[] }>();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Invalid input/);
    expect(body.details.map((d) => d.field)).toEqual([field]);
  });

  it('answers 404 "Religion not found" for a religion that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/names?religionId=999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Religion not found' });
  });
});

describe('GET /api/names/:id', () => {
  it('answers one name, a 404 "Name not found" for an unknown id and a 400 for a non-id', async () => {
    const id = await makeName(t, { name: 'Zara', gender: 'female', religionId: hinduism });
    const res = await t.app.inject({ url: `/api/names/${id}` });
    expect(res.json()).toEqual({
      success: true,
      data: {
        id,
        name: 'Zara',
        gender: 'female',
        meaning: 'a test meaning',
        origin: 'Testish',
        description: '',
        source: null,
        religionId: { id: hinduism, name: 'Hinduism' },
        // No US popularity data in this test's empty database (tests/api/popularity.test.ts).
        popularity: null,
        popularitySeries: [],
        // Nor births beyond the US (tests/api/countries.test.ts).
        countries: { registers: [], mostAtHome: null, soundAlike: [] },
        // Name details (tests/api/name-details.test.ts).
        variants: [],
        pronunciation: null,
        ipa: null,
        script: null,
        scriptLang: null,
        variantLinks: [],
        nicknames: [],
      },
    });
    const missing = await t.app.inject({ url: '/api/names/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Name not found' });
    expect((await t.app.inject({ url: '/api/names/abc' })).statusCode).toBe(400);
    await t.app.inject({ method: 'DELETE', url: `/api/names/${id}`, headers: admin.headers });
  });
});

describe('caching of reads', () => {
  it('sends an ETag and Cache-Control, and a 304 when the client already has the answer', async () => {
    const first = await t.app.inject({ url: '/api/names?letter=b' });
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const again = await t.app.inject({ url: '/api/names?letter=b', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows an admin write at once and changes the ETag', async () => {
    const before = await t.app.inject({ url: '/api/names?letter=c' });
    expect(before.json<Page>().totalNames).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { name: 'Cyrus', gender: 'male', meaning: 'sun', origin: 'Persian' },
    });
    expect(created.statusCode).toBe(201);
    const after = await t.app.inject({
      url: '/api/names?letter=c',
      headers: { 'if-none-match': String(before.headers['etag']) },
    });
    expect(after.statusCode).toBe(200);
    expect(namesOf(after.json<Page>())).toEqual(['Cyrus']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/names/${created.json<{ data: NameOut }>().data.id}`,
      headers: admin.headers,
    });
  });

  it('answers a repeat read from memory with the same body and headers as the first, security headers included', async () => {
    const url = '/api/names?letter=a&gender=female&limit=5';
    const first = await t.app.inject({ url });
    const repeat = await t.app.inject({ url });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    const { date: _first, ...firstHeaders } = first.headers;
    const { date: _repeat, ...repeatHeaders } = repeat.headers;
    expect(repeatHeaders).toEqual(firstHeaders);
    expect(repeat.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(repeat.headers['strict-transport-security']).toContain('max-age=');
    // A HEAD of the same URL answers its headers without the body.
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['etag']).toBe(first.headers['etag']);
    // Bad input is refused however often it comes: a refused URL is never remembered.
    for (let i = 0; i < 2; i += 1)
      expect((await t.app.inject({ url: '/api/names?letter=a&page=Infinity' })).statusCode).toBe(400);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/names?limit=100', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/names?limit=100' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Page>().totalNames).toBe(13);
    // Answered from memory now, each client still gets the encoding it asked for, and the bytes
    // decode to the same page.
    for (const encoding of ['br', 'gzip'] as const) {
      const again = await t.app.inject({ url: '/api/names?limit=100', headers: { 'accept-encoding': encoding } });
      expect(again.headers['content-encoding']).toBe(encoding);
      const decoded = encoding === 'br' ? brotliDecompressSync(again.rawPayload) : gunzipSync(again.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
    }
  });
});

describe('POST /api/names', () => {
  const valid = { name: 'Ishaan', gender: 'male', meaning: 'the sun', origin: 'Sanskrit' };

  it('is for admins only', async () => {
    await expectAdminOnly(t, { method: 'POST', url: '/api/names', payload: valid });
  });

  it('creates a name (201), trimmed, with its religion as { id, name }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: {
        ...valid,
        name: '  Ishaan ',
        description: 'A name of Shiva',
        religionId: hinduism,
        source: 'A dictionary',
      },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: NameOut & { description: string; source: string } }>();
    expect(data).toMatchObject({
      name: 'Ishaan',
      description: 'A name of Shiva',
      source: 'A dictionary',
      religionId: { id: hinduism, name: 'Hinduism' },
    });
    const read = await t.app.inject({ url: `/api/names/${data.id}` });
    expect(read.json<{ data: NameOut }>().data.name).toBe('Ishaan');
  });

  it('refuses a duplicate (same name in any case, gender and religion) with 409, but not the other gender', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { ...valid, name: 'ISHAAN', religionId: hinduism },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      error: 'A name with this spelling, gender and religion already exists',
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin.headers,
      payload: { ...valid, gender: 'female', religionId: hinduism },
    });
    expect(other.statusCode).toBe(201);
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['a name over 100 characters', { ...valid, name: 'x'.repeat(101) }, 'name'],
    ['a gender that is not male or female', { ...valid, gender: 'boy' }, 'gender'],
    ['no meaning', { ...valid, meaning: undefined }, 'meaning'],
    ['a meaning over 200 characters', { ...valid, meaning: 'x'.repeat(201) }, 'meaning'],
    ['no origin', { ...valid, origin: undefined }, 'origin'],
    ['a description over 2000 characters', { ...valid, description: 'x'.repeat(2001) }, 'description'],
    ['an unknown religion', { ...valid, religionId: '999999' }, 'religionId'],
    ['a religion object instead of an id', { ...valid, religionId: { id: '1', name: 'Hinduism' } }, 'religionId'],
    ['a religion id that is not an id', { ...valid, religionId: 'abc' }, 'religionId'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/names', headers: admin.headers, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; details: { field: string; message: string }[] }>();
    expect(body.success).toBe(false);
    expect(body.details.map((d) => d.field)).toContain(field);
  });
});

describe('PUT /api/names/:id', () => {
  it('is for admins only', async () => {
    const id = await makeName(t);
    await expectAdminOnly(t, { method: 'PUT', url: `/api/names/${id}`, payload: { meaning: 'changed' } });
  });

  it('changes the fields sent and keeps the others; null religion makes it UNIVERSAL', async () => {
    const id = await makeName(t, { name: 'Kiran', religionId: hinduism, description: 'kept' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers: admin.headers,
      payload: { meaning: 'ray of light', religionId: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      id,
      name: 'Kiran',
      meaning: 'ray of light',
      description: 'kept',
      religionId: null,
    });
  });

  it('accepts the whole shape sent back, echoed id included', async () => {
    const id = await makeName(t, { name: 'Leela' });
    const { data } = (await t.app.inject({ url: `/api/names/${id}` })).json<{ data: Record<string, unknown> }>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers: admin.headers,
      payload: { ...data, religionId: hinduism, origin: 'Sanskrit' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      id,
      name: 'Leela',
      origin: 'Sanskrit',
      religionId: { id: hinduism },
    });
  });

  it('answers 404 for an unknown name, 400 for a bad field and 409 for a duplicate', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/names/999999',
      headers: admin.headers,
      payload: { meaning: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Name not found' });
    const id = await makeName(t, { name: 'Mira', gender: 'female' });
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers: admin.headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ field: 'name', message: 'name is required' }] });
    const dup = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers: admin.headers,
      payload: { name: 'abigail' },
    });
    expect(dup.statusCode).toBe(409);
  });
});

describe('DELETE /api/names/:id', () => {
  it('is for admins only', async () => {
    const id = await makeName(t);
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/names/${id}` });
    expect((await t.app.inject({ url: `/api/names/${id}` })).statusCode).toBe(200);
  });

  it('deletes the name and takes it out of every favourites list; a second delete is a 404', async () => {
    const id = await makeName(t, { name: 'Nadia', gender: 'female' });
    const keep = await makeName(t, { name: 'Noor', gender: 'female' });
    const fans = [await createAccount(t, 'user'), await createAccount(t, 'user')];
    for (const fan of fans) {
      await t.db.query('insert into user_name_favorites (user_id, name_id) values ($1, $2), ($1, $3)', [
        fan.id,
        id,
        keep,
      ]);
    }
    const res = await t.app.inject({ method: 'DELETE', url: `/api/names/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const left = await t.db.query<{ name_id: string }>(
      'select name_id::text as name_id from user_name_favorites where user_id = any($1::bigint[])',
      [fans.map((f) => f.id)],
    );
    expect(left.map((r) => r.name_id)).toEqual([keep, keep]);
    expect((await t.app.inject({ url: `/api/names/${id}` })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/names/${id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: 'Name not found' });
  });
});

describe('deep pages', () => {
  it('reads pages far from the start, across the tiers of a search, like the first ones', async () => {
    // 350 names starting with "qaz", 20 meaning it as a word, 30 holding it inside a word of the
    // meaning; nothing else matches "qaz". Written straight to the table, so their search keys
    // are filled as the server does at start for such rows.
    await t.db.query(`insert into names (name, gender, meaning, origin)
      select 'Qaz' || lpad(i::text, 3, '0'), case when i % 2 = 0 then 'male' else 'female' end, 'deep', 'Testish' from generate_series(1, 350) i
      union all select 'Wz' || lpad(i::text, 2, '0'), 'female', 'a qaz meaning', 'Testish' from generate_series(1, 20) i
      union all select 'Vy' || lpad(i::text, 2, '0'), 'male', 'aqazb', 'Testish' from generate_series(1, 30) i`);
    await fillSearchKeys(t.db);
    catalogueCacheOf(t.db)?.invalidate();
    try {
      const pad = (n: number, width: number) => String(n).padStart(width, '0');
      const all = [
        ...Array.from({ length: 350 }, (_, i) => `Qaz${pad(i + 1, 3)}`),
        ...Array.from({ length: 20 }, (_, i) => `Wz${pad(i + 1, 2)}`),
        ...Array.from({ length: 30 }, (_, i) => `Vy${pad(i + 1, 2)}`),
      ];
      for (const page of [1, 20, 21, 23, 24, 25, 26, 27, 28]) {
        const got = await list(`?search=QAZ&page=${page}`);
        expect(got).toMatchObject({ totalNames: 400, totalPages: 27, page });
        expect(namesOf(got)).toEqual(all.slice((page - 1) * 15, page * 15));
      }
      expect(namesOf(await list('?search=qaz&limit=100&page=4'))).toEqual(all.slice(300));
      const letter = await list('?letter=q&page=21');
      expect(letter.totalNames).toBe(350);
      expect(namesOf(letter)).toEqual(all.slice(300, 315));
      const girls = all.slice(0, 350).filter((_, i) => (i + 1) % 2 === 1);
      expect(namesOf(await list('?letter=Q&gender=female&limit=10&page=16'))).toEqual(girls.slice(150, 160));
      // One letter: the start of names only.
      const femaleQ = await list('?gender=female&search=q&limit=20&page=9');
      expect(femaleQ.totalNames).toBe(175);
      expect(namesOf(femaleQ)).toEqual(girls.slice(160, 180));
    } finally {
      await t.db.query(`delete from names where name ~ '^(Qaz[0-9]{3}|Wz[0-9]{2}|Vy[0-9]{2})$'`);
    }
  });
});
