/**
 * The full-name workbench on the server: the report the API answers (with what the catalogue
 * knows of the names), and the plain form's answer rendered into the built page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeName } from '../helpers/factories.ts';
import { fullNamePage } from '../../src/server/full-name-page.ts';
import type { FullNameReport } from '../../src/shared/full-name.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const id = await makeName(t, { name: 'Aarav', gender: 'male', origin: 'Sanskrit' });
  await t.db.query(`update names set pronunciation = 'AH-rahv' where id = $1`, [id]);
  await makeName(t, { name: 'Adam', gender: 'male', origin: 'Hebrew' });
  await t.db.query(
    `insert into name_popularity (name_key, sex, first_year, births, ranks, latest_rank, latest_births, peak_rank, peak_year)
     values ('adam', 'M', 1983, '{900}', '{20}', 20, 900, 20, 1983)`,
  );
});
afterAll(() => t.close());

const report = async (query: string) => {
  const r = await t.app.inject({ url: `/api/full-name?${query}` });
  return { status: r.statusCode, headers: r.headers, body: r.json<{ data: { report: FullNameReport | null } }>() };
};

describe('GET /api/full-name', () => {
  it('answers the report with the catalogue’s respelling, origin and US peak decade, stored nowhere', async () => {
    const before = await t.db.query('select count(*)::int as n from rate_limits');
    const r = await report('first=Aarav&middle=Adam&surname=Shah&sibling=Adam,Zed');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const data = r.body.data.report!;
    expect(data.written).toBe('Aarav Adam Shah');
    expect(data.initials).toBe('AAS');
    expect(data.parts[0]).toMatchObject({ name: 'Aarav', syllables: 2, from: 'respelling' });
    expect(data.siblings).toEqual([
      { name: 'Aarav', initial: 'A', peakDecade: null, origin: 'Sanskrit', isBaby: true },
      { name: 'Adam', initial: 'A', peakDecade: 1980, origin: 'Hebrew', isBaby: false },
      { name: 'Zed', initial: 'Z', peakDecade: null, origin: null, isBaby: false },
    ]);
    expect(data.sharedInitial).toEqual(['Adam']);
    // Nothing typed was written: no table grew.
    expect(await t.db.query('select count(*)::int as n from rate_limits')).toEqual(before);
  });

  it('answers null without a name, and 400 for a part too long or an unknown parameter', async () => {
    expect((await report('')).body.data.report).toBeNull();
    expect((await report(`first=${'x'.repeat(41)}`)).status).toBe(400);
    expect((await report('nickname=x')).status).toBe(400);
  });
});

describe('the plain form’s answer', () => {
  const built = `<html><body><main><h1>Full name workbench</h1><div id="full-name-static" data-full-name-static><form></form><p class="full-name-empty">Type a first name to begin.</p></div><div id="full-name-static-end" hidden></div><script type="module" src="/x.js"></script></main></body></html>`;

  it('fills the built page’s block with the form and the report, rendered by React and escaped', async () => {
    const html = await fullNamePage(
      t.db,
      new URLSearchParams('first=Amelia&middle=Sophie&surname=Smith&sibling=<b>Bo</b>'),
      built,
    );
    expect(html.startsWith('<html><body><main><h1>Full name workbench</h1><div id="full-name-static"')).toBe(true);
    expect(html).toContain('<div id="full-name-static-end" hidden>');
    expect(html).toContain('value="Amelia"');
    expect(html).toContain('Amelia Sophie Smith');
    expect(html).toContain('The initials spell ASS');
    expect(html).not.toContain('<b>Bo</b>');
    expect(html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    expect(html).not.toContain('Type a first name to begin.');
  });
});
