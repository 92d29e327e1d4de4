/**
 * A god name's 108 names: ten a page with the pager (spec), and "Show all" to see them at once.
 * Without JavaScript the whole list is on the page, inside the detail column on a phone, long names
 * breaking only between syllables (soft hyphens), never off the screen.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function hanuman(request: APIRequestContext): Promise<{ id: string; subNames: string[] }> {
  const body = (await (await request.get('/api/god-names')).json()) as {
    data: { id: string; name: string; subNames: string[] }[];
  };
  return body.data.find((g) => g.name === 'Hanuman')!;
}

/** The boxes of the list and its items, against the screen's width. */
async function overflow(page: Page, list: string) {
  return page.locator(list).evaluate((ol) => {
    const width = document.documentElement.clientWidth;
    const box = ol.getBoundingClientRect();
    const items = [...ol.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
    return {
      pageScrolls: document.documentElement.scrollWidth > width,
      listOut: box.left < 0 || box.right > width,
      itemsOut: items.filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length,
    };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with JavaScript: the pager stays, Show all lists every name, and back to ten a page', async ({
    page,
    request,
  }) => {
    const god = await hanuman(request);
    await page.goto(`/godname/${god.id}`);
    await expect(page.locator('.detail[data-hydrated="true"]')).toBeAttached();
    const items = page.locator('main .sub-names-section:not(.sub-names-all) .sub-names li');
    await expect(items).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Other names pages' })).toBeVisible();
    // The list of every name for pages without JavaScript stays out of sight.
    await expect(page.locator('#all-names')).toBeHidden();

    await page.getByRole('link', { name: `Show all ${god.subNames.length}` }).click();
    await expect(page).toHaveURL(/\?all=1$/);
    await expect(items).toHaveCount(god.subNames.length);
    await expect(page.getByRole('navigation', { name: 'Other names pages' })).toHaveCount(0);
    expect(await overflow(page, 'main .sub-names-section:not(.sub-names-all) .sub-names')).toEqual({
      pageScrolls: false,
      listOut: false,
      itemsOut: 0,
    });
    // What is shown reads as the catalogue has it (the soft hyphens are invisible).
    expect((await items.allTextContents()).map((t) => t.replaceAll('\u00AD', ''))).toEqual(god.subNames);

    await page.getByRole('link', { name: 'Show 10 a page' }).click();
    await expect(items).toHaveCount(10);
    await page.goBack();
    await expect(items).toHaveCount(god.subNames.length);
  });

  test('without JavaScript: Show all leads to every name, inside the column, broken between syllables', async ({
    browser,
    request,
  }) => {
    const god = await hanuman(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`/godname/${god.id}`);
    await page.getByRole('link', { name: `Show all ${god.subNames.length}` }).click();
    await expect(page).toHaveURL(/#all-names$/);
    const all = page.locator('#all-names');
    await expect(all.getByRole('heading', { name: `All ${god.subNames.length} names of Hanuman` })).toBeInViewport();
    await expect(all.locator('li')).toHaveCount(god.subNames.length);
    expect(await overflow(page, '#all-names .sub-names')).toEqual({ pageScrolls: false, listOut: false, itemsOut: 0 });

    // The longest name wraps, and only where a soft hyphen stands: each line ends at a syllable.
    const longest = god.subNames.reduce((a, b) => (b.length > a.length ? b : a));
    const lines = await all
      .locator('li')
      .filter({ hasText: longest.slice(0, 8) })
      .first()
      .evaluate((li) => {
        const text = li.firstChild!;
        const range = document.createRange();
        const tops = new Map<number, string>();
        for (let i = 0; i < text.textContent!.length; i += 1) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          // A character at a line's end can report a rectangle on both lines: the last is its own.
          const rects = range.getClientRects();
          const top = Math.round(rects[rects.length - 1]!.top);
          tops.set(top, (tops.get(top) ?? '') + text.textContent![i]);
        }
        return [...tops.values()];
      });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line.endsWith('\u00AD'), `line "${line}"`).toBe(true);
    await context.close();
  });
});
