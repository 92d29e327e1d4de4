/**
 * A visitor's searches from start to finish: a name typed on the names list opens its page; a
 * name typed in its native script finds it; the suggestions mark the typed part without changing
 * what a screen reader reads; a girls' letter page says it lists girls.
 */
import { expect, test, type Page } from '@playwright/test';

const headerBox = (page: Page) => page.getByRole('banner').getByLabel('Search all names');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested names' });
const listHeading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The link of a result row to the name itself. */
const resultLink = (page: Page, name: string) =>
  page.getByRole('main').locator('.list-rows').getByRole('link', { name, exact: true }).first();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('Olivia typed into the names list’s search lands on her page', async ({ page }) => {
      await page.goto('/names');
      if (javaScriptEnabled) await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
      const box = page.getByRole('searchbox', { name: 'Search names' });
      await box.fill('Olivia');
      // Without JavaScript the box is a form: Enter sends it.
      if (!javaScriptEnabled) await box.press('Enter');
      await expect(page).toHaveURL(/\/names\?search=Olivia$/);
      await expect(listHeading(page)).toHaveText('Search Results for "Olivia"');
      const link = resultLink(page, 'Olivia');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/names\/[^/?]+$/);
      await link.click();
      await expect(page).toHaveURL(href!);
      await expect(listHeading(page)).toContainText('Olivia');
    });

    test('a name typed in its native script finds it: आरव lists Aarav', async ({ page }) => {
      await page.goto(`/names?${new URLSearchParams({ search: 'आरव' })}`);
      await expect(listHeading(page)).toHaveText('Search Results for "आरव"');
      await expect(resultLink(page, 'Aarav')).toBeVisible();
    });

    test('a girls’ letter page keeps the list’s heading and says it lists girls', async ({ page }) => {
      await page.goto('/names/girl/a');
      await expect(listHeading(page)).toHaveText('Names Starting with "A"');
      const kicker = page.locator('.list-kicker');
      await expect(kicker).toHaveText('Girls’ names');
      await expect(kicker).toBeVisible();
      await page.goto('/names/boy/a');
      await expect(page.locator('.list-kicker')).toHaveText('Boys’ names');
    });
  });
}

test('a suggestion marks the typed part; its accessible name is the plain name', async ({ page }) => {
  await page.goto('/names/boy/b');
  const box = headerBox(page);
  await box.focus();
  await box.pressSequentially('olivi');
  const first = suggestions(page).getByRole('option').first();
  await expect(first.locator('mark')).toHaveText('Olivi');
  // What a screen reader reads is the name as written, the mark adds nothing to it.
  await expect(first).toHaveAccessibleName(/^Olivia\b/);
  await expect(first.locator('.site-search-option-name')).toHaveText('Olivia');
});

test('the header’s suggestions find a name typed in its script', async ({ page }) => {
  await page.goto('/names/boy/b');
  const box = headerBox(page);
  await box.focus();
  await box.pressSequentially('आरव');
  const aarav = suggestions(page).getByRole('option').filter({ hasText: 'Aarav' }).first();
  await expect(aarav).toBeVisible();
  // Found by its script, not by what was typed: nothing of the name is marked.
  await expect(aarav.locator('mark')).toHaveCount(0);
});
