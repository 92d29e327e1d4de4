/**
 * The dashboard on a phone (375 px): a table's rows are cards that fit the screen, Edit and Delete
 * in reach; a name just added is shown in its list whatever the list was searched for before; the
 * confirmation is not dressed as an error; empty required fields are marked; the words are Boy and
 * Girl, as on the site.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function unique(prefix: string): string {
  return prefix + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('the names table fits the phone: each row a card with its Edit and Delete on screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/names');
  const rows = page.locator('.admin-table tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const first = rows.first();
  for (const action of [first.getByRole('link', { name: /^Edit / }), first.getByRole('button', { name: /^Delete / })]) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  // Each value says which column it is.
  await expect(first.locator('td[data-label="Meaning"]')).toBeVisible();
  expect(
    await new AxeBuilder({ page })
      .include('.admin-content')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
});

test('a new name is shown in its list, with a confirmation that is not an error', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/names');
  await page.getByLabel('Search names or meanings').fill('Ol');
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();

  await page.getByRole('link', { name: 'Add name' }).click();
  await page.getByRole('button', { name: 'Add name' }).click();
  // Every empty required field is marked: a thick red border and its message.
  for (const label of ['Name (required)', 'Meaning (required)', 'Origin (required)']) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await input.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
  }
  await expect(page.locator('.field-error').filter({ hasText: 'Choose Boy or Girl' })).toBeVisible();
  await expect(page.getByText(/male or female/)).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Boy', exact: true })).toBeAttached();

  const name = unique('Zq');
  await page.getByLabel('Name (required)', { exact: true }).fill(name);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Meaning (required)').fill('Added on a phone');
  await page.getByLabel('Origin (required)').fill('Testish');
  await page.getByRole('button', { name: 'Add name' }).click();
  await expect(page).toHaveURL(/\/dashboard\/names$/);
  const notice = page.locator('.admin-notice p');
  await expect(notice).toContainText(`Added the name “${name}”.`);
  // Green, not the red of the error summary.
  const [r, g] = (await notice.evaluate((el) => getComputedStyle(el).borderLeftColor)).match(/\d+/g)!.map(Number);
  expect(g!).toBeGreaterThan(r!);
  await expect(page.locator('.admin-table tbody th', { hasText: name })).toBeVisible();
  await expect(page.getByLabel('Search names or meanings')).toHaveValue(name);
});
