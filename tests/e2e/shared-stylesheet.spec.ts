/**
 * The site's CSS is one hashed stylesheet that every page links (src/styles/site-styles.ts), not
 * a copy inside each page: a visitor going from a letter page to a name or a religion page
 * already has it, and the server lets the browser keep it for a year.
 */
import { expect, test } from '@playwright/test';

const sheetsOf = async (request: import('@playwright/test').APIRequestContext, url: string) => {
  const html = await (await request.get(url)).text();
  return {
    html,
    sheets: [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]!),
  };
};

test('browse pages link one shared stylesheet, served immutable, with no CSS copied inline', async ({ request }) => {
  const names = (await (await request.get('/api/names?letter=A&gender=male&limit=1')).json()) as {
    data: { id: string }[];
  };
  const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string }[] };
  const pages = [
    '/names/boy/a',
    `/names/${names.data[0]!.id}`,
    `/religion/${religions.data[0]!.id}`,
    '/user/dashboard',
  ];
  const linked = await Promise.all(pages.map((url) => sheetsOf(request, url)));
  const [first, ...rest] = linked.map((page) => page.sheets[0]);
  expect(first).toBeTruthy();
  for (const sheet of rest) expect(sheet).toBe(first);
  for (const page of linked) {
    // What little a page keeps inline is its own (an island's or a component's few rules).
    const inline = [...page.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
    expect(inline).toBeLessThan(2048);
  }
  const css = await request.get(first!);
  expect(css.status()).toBe(200);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await css.text()).toContain('--accent');
});
