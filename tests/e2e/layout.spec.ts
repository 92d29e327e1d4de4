/**
 * Geometry in a real browser, where a layout can break while every other test stays green (the
 * nickname list once stacked its 26 letters in one column, 1,280 px tall). Positions and sizes,
 * not pixels, so fonts and antialiasing cannot make these flaky.
 */
import { expect, test, type Page } from '@playwright/test';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, screens: 1 },
  { name: 'phone', width: 375, height: 812, screens: 2.5 },
] as const;

const LIST_SCREENS = ['/names', '/nicknames', '/names/girl/m', '/nicknames/letter/b'];

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} is laid out`).not.toBeNull();
  return found!;
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of LIST_SCREENS) {
      test(`${path}: search box, the whole A–Z grid and the first row are near the top; nothing scrolls sideways`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.locator('.list-rows li').first().waitFor();
        const limit = size.height * size.screens;
        const search = await box(page, '.search-box input');
        const grid = await box(page, '.letter-grid');
        const firstRow = await box(page, '.list-rows li');
        expect(search.y + search.height).toBeLessThanOrEqual(limit);
        expect(grid.y + grid.height).toBeLessThanOrEqual(limit);
        expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(limit);
        // Compact: 26 letters in at most five rows on a phone and two on a desktop.
        const letters = page.locator('.letter-grid a');
        await expect(letters).toHaveCount(26);
        const tops = new Set(
          await letters.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))),
        );
        expect(tops.size).toBeLessThanOrEqual(size.name === 'phone' ? 5 : 2);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Escape closes the menu and gives focus back to its toggle', async ({ page }) => {
    await page.goto('/names');
    const toggle = page.locator('.nav-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('search terms over the limit', () => {
  test('the box stops at 100 characters and says so; a longer term in a link searches its first 100', async ({
    page,
  }) => {
    await page.goto('/names');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    const input = page.getByRole('searchbox');
    await input.fill('a'.repeat(120));
    await expect(input).toHaveValue('a'.repeat(100));
    await expect(page.getByRole('status').filter({ hasText: 'Searches can be up to 100 characters.' })).toBeVisible();

    await page.goto(`/names?search=${'b'.repeat(500)}`);
    await expect(page.getByRole('heading', { name: `Search Results for "${'b'.repeat(100)}"` })).toBeVisible();
    const heading = await box(page, '.list-heading');
    expect(heading.height).toBeLessThan(200);
  });
});

test.describe('pages past the end', () => {
  test('/names?page=999 goes to the last page, with its rows and its number current (spec §4: pages 1 to total)', async ({
    page,
  }) => {
    await page.goto('/names?page=999');
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page).toHaveURL(/[?&]page=(\d+)/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    await expect(page.locator('[aria-current="page"]').filter({ hasText: String(last) })).toBeVisible();
  });

  test('/religion/{id}?page=999 goes to the last page too', async ({ page }) => {
    await page.goto('/religion');
    const href = await page.locator('main a[href^="/religion/"]').first().getAttribute('href');
    await page.goto(`${href}?page=999`);
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page.locator('.list-rows li').first()).toBeVisible();
  });
});
