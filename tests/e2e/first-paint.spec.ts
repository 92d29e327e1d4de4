/**
 * A shared or bookmarked list link shows what it names from the first paint: every heading that
 * is ever visible is recorded from the first byte (a MutationObserver installed before any of the
 * page's scripts), and none may be the wrong one, not even for a frame.
 */
import { expect, test, type Page } from '@playwright/test';

async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    const record = () => {
      for (const h of document.querySelectorAll('h1')) {
        const text = h.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const headings = (page: Page) => page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);

test.describe('deep links paint the right list first', () => {
  test('/names?letter=M&gender=girl never shows the A list', async ({ page }) => {
    await recordHeadings(page);
    const response = await page.goto('/names?letter=M&gender=girl');
    // The server answers with the built page of that letter, at the same address.
    expect(await response!.text()).toContain('Names Starting with &quot;M&quot;');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Names Starting with "M"');
    expect(await headings(page)).toEqual(['Names Starting with "M"']);
    await expect(page).toHaveURL(/\/names\?letter=M&gender=girl$/);
  });

  test('/names?letter=k&gender=boy&page=2 paints page 2 of K', async ({ page }) => {
    await recordHeadings(page);
    await page.goto('/names?letter=k&gender=boy&page=2');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    expect(await headings(page)).toEqual(['Names Starting with "K"']);
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible();
  });

  test('/nicknames?letter=B paints the B nicknames', async ({ page }) => {
    await recordHeadings(page);
    const response = await page.goto('/nicknames?letter=B');
    expect(await response!.text()).toContain('Nicknames Starting with &quot;B&quot;');
  });
});
