/**
 * "Add a field to a catalogue record" (docs/how-to.md), followed to the letter: a field added to
 * the schema (src/shared/catalogue-schema.ts) and to its table by a migration, and nothing else,
 * shows in every surface: the API's answers and writes, the OpenAPI document, the import and
 * export files, and the admin form. The field is added in-process before any module reads the
 * schema, so everything below is built with it, as after a real edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { FIELDS, nullable, type FieldSpec } from '../../src/shared/catalogue-schema.ts';

// The new field: a name day, optional text of at most 40 characters, null when empty. Its column
// is name_day (camelCase becomes snake_case).
const NAME_DAY: FieldSpec = {
  write: Type.Optional(nullable(Type.String({ maxLength: 40 }))),
  read: Type.Union([Type.String(), Type.Null()], { description: 'The day the name is celebrated' }),
  label: 'Name day',
};
(FIELDS.names as Record<string, FieldSpec>)['nameDay'] = NAME_DAY;

// Everything else is loaded only now, so its schemas, columns and forms include the new field.
const { startTestApp } = await import('../helpers/test-app.ts');
const { createAccount } = await import('../helpers/auth.ts');
const { emptyValues, toPayload, validateForm } = await import('../../src/lib/admin-validation.ts');
const { formFields } = await import('../../src/shared/catalogue-schema.ts');

type App = Awaited<ReturnType<typeof startTestApp>>;
let t: App;
let headers: Record<string, string>;

// A fresh database per file: slow to start when the machine is busy, hence the long timeout.
beforeAll(async () => {
  t = await startTestApp();
  // The migration of the new field.
  await t.db.query('alter table names add column name_day text');
  headers = (await createAccount(t, 'admin')).headers;
}, 120_000);
afterAll(() => t.close());

const aName = { name: 'Greta', gender: 'female', meaning: 'pearl', origin: 'German' };

describe('a field added to the schema and the table', () => {
  it('is in the OpenAPI document: the write body with its rule, and the answers', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const json = (node: unknown) =>
      (node as { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }).content[
        'application/json'
      ].schema;
    const body = json(doc.paths['/api/names']!['post']!.requestBody);
    expect(body.properties['nameDay']).toMatchObject({ type: 'string', maxLength: 40 });
    const item = json(doc.paths['/api/names/{id}']!['get']!.responses['200']);
    const data = item.properties['data'] as { properties: Record<string, unknown> };
    expect(data.properties['nameDay']).toMatchObject({ description: 'The day the name is celebrated' });
  });

  it('is written, checked and answered by the API, in the item and the list rows', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers,
      payload: { ...aName, nameDay: ' 6 June ' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const item = await t.app.inject({ url: `/api/names/${id}` });
    expect(item.json<{ data: { nameDay: unknown } }>().data.nameDay).toBe('6 June');
    const list = await t.app.inject({ url: '/api/names?search=Greta' });
    expect(list.json<{ data: { nameDay: unknown }[] }>().data[0]?.nameDay).toBe('6 June');

    // PUT keeps what it does not send, and takes the field when sent.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/names/${id}`,
      headers,
      payload: { meaning: 'a pearl' },
    });
    expect(renamed.statusCode).toBe(200);
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/names/${id}`, headers, payload: { nameDay: '' } });
    expect(cleared.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/names/${id}` })).json<{ data: { nameDay: unknown } }>().data.nameDay).toBe(
      null,
    );

    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers,
      payload: { ...aName, name: 'Gretel', nameDay: 'x'.repeat(41) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('nameDay');
    await t.app.inject({ method: 'PUT', url: `/api/names/${id}`, headers, payload: { nameDay: '6 June' } });
  });

  it('is a column of the import and export files, both ways', async () => {
    const csv = await t.app.inject({ url: '/api/admin/export?kind=names&format=csv', headers });
    const [header, row] = csv.body.split(/\r?\n/);
    expect(header).toBe(
      'name,gender,meaning,origin,religion,description,source,variants,pronunciation,ipa,script,scriptLang,nameDay',
    );
    expect(row).toMatch(/^Greta,.*,6 June$/);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers,
      payload: {
        format: 'csv',
        kind: 'names',
        content: 'name,gender,meaning,origin,nameDay\nAstrid,female,divine beauty,Norse,27 May\n',
      },
    });
    expect(imported.statusCode).toBe(200);
    const json = await t.app.inject({ url: '/api/admin/export?kind=names', headers });
    expect(json.body).toContain(
      '"name":"Astrid","gender":"female","meaning":"divine beauty","origin":"Norse","description":"","nameDay":"27 May"',
    );

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers,
      payload: {
        format: 'csv',
        kind: 'names',
        content: `name,gender,meaning,origin,nameDay\nSaga,female,seeing one,Norse,${'x'.repeat(41)}\n`,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('nameDay must be at most 40 characters');
  });

  it('is a field of the admin form, with its label, limit, empty value, checks and payload', () => {
    expect(formFields('names').find((f) => f.name === 'nameDay')).toEqual({
      name: 'nameDay',
      label: 'Name day',
      widget: 'text',
      required: false,
      maxLength: 40,
    });
    const values: Record<string, string> & { name: string } = { ...emptyValues('names'), ...aName };
    expect(values['nameDay']).toBe('');
    expect(toPayload('names', { ...values, nameDay: ' 6 June ' })['nameDay']).toBe('6 June');
    expect(toPayload('names', values)['nameDay']).toBeNull();
    expect(validateForm('names', { ...values, nameDay: 'x'.repeat(41) })).toEqual({
      nameDay: 'nameDay must be at most 40 characters',
    });
  });
});
