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

test('the icon is named once the first paint is on screen, and at once without JavaScript', async ({
  page,
  browser,
}) => {
  const icons: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/favicon\.(svg|ico)$/.test(pathname)) icons.push(pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __iconNamed: number };
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof HTMLLinkElement && record.target.rel === 'icon' && !w.__iconNamed)
          w.__iconNamed = performance.now();
    }).observe(document, { subtree: true, attributeFilter: ['href'] });
  });
  const response = await page.goto('/names/boy/a');
  // In the HTML the icon asks for nothing: Chromium would fetch it at the load event, which on a
  // small page can come before the first frame is on screen, and Lighthouse counts that against LCP.
  expect(await response!.text()).toMatch(/<link rel="icon" href="data:,">/);
  await expect(page.locator('head > link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const [paint, named] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    (window as unknown as { __iconNamed: number }).__iconNamed ?? Number.NaN,
  ]);
  expect(named).toBeGreaterThan(paint);
  // Never the default /favicon.ico, which a page without an icon link is asked for.
  expect(icons).not.toContain('/favicon.ico');
  const icon = await page.request.get('/favicon.svg');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/names/boy/a');
  // Without scripting the <noscript> in the head is parsed as markup: its icon link is live.
  await expect(noJs.locator('head link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
  await context.close();
});
