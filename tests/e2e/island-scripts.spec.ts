/**
 * A built page carries no copy of Astro's island loader: a short boot script fetches the shared
 * file once the page has loaded, and every island still hydrates under the page's own CSP.
 */
import { expect, test } from '@playwright/test';

test('a letter page boots its islands from the shared file after the load event, with no CSP refusal', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __loaded: number; __islands: number };
    addEventListener('load', () => (w.__loaded = performance.now()));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/\/_astro\/islands\.[\w-]+\.js$/.test(entry.name)) w.__islands = entry.startTime;
    }).observe({ type: 'resource', buffered: true });
  });
  const response = await page.goto('/names?letter=A&gender=boy');
  const html = await response!.text();
  expect(html).not.toContain('customElements.define("astro-island"');
  expect(html).toMatch(/<script>addEventListener\("load"/);
  // The list hydrates (its sort and paging become live), and the header's islands with it.
  await expect(page.locator('.list-screen[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const { loaded, islands } = await page.evaluate(() => {
    const w = window as unknown as { __loaded: number; __islands: number };
    return { loaded: w.__loaded, islands: w.__islands };
  });
  // Asked for after the page's first paint and load, so it never holds the first paint back.
  expect(islands).toBeGreaterThanOrEqual(loaded);
  expect(refused).toEqual([]);
});

test('a shell keeps its loader inline: its content is fetched by an island that must not wait', async ({ request }) => {
  const html = await (await request.get('/names/999999999')).text();
  expect(html).toContain('customElements.define("astro-island"');
});
