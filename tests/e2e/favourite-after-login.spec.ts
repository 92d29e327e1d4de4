/**
 * A logged-out heart click goes to the login page; after signing in, the visitor is back
 * on that page and the heart they clicked is set: once, and only on that return.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerUser, type Account } from './session-helpers.ts';

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.locator('.auth-submit').click();
}

async function favouriteNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { favorites?: unknown[] };
    return (user.favorites ?? []).map(String);
  });
}

test('the heart clicked before signing in is set on the return, once', async ({ page }) => {
  const account = await registerUser(page.request);
  await page.goto('/names/girl/m');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  const row = page.locator('.list-row').nth(2);
  const name = (await row.locator('.list-row-name').textContent())!.trim();
  const id = (await row.locator('.list-row-name').getAttribute('href'))!.split('/').pop()!;
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  await signIn(page, account);
  await expect(page).toHaveURL(/\/names\/girl\/m$/);
  const heart = page
    .locator('.list-row')
    .nth(2)
    .getByRole('button', { name: `Add ${name} to favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteNames(page)).toEqual([id]);

  // A reload is not a return from the login: the favourite stays set, not toggled again.
  await page.reload();
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  expect(await favouriteNames(page)).toEqual([id]);
});

test('a sign-in that returns elsewhere does not set the heart later', async ({ page }) => {
  const account = await registerUser(page.request);
  await page.goto('/names/boy/k');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  const row = page.locator('.list-row').first();
  const name = (await row.locator('.list-row-name').textContent())!.trim();
  await row.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  // The visitor leaves the login page and signs in later from the favourites page's guard.
  await page.goto('/favourites');
  await expect(page).toHaveURL(/\/user\/login$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/favourites$/);
  await page.goto('/names/boy/k');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  await page.waitForTimeout(500);
  await expect(
    page
      .locator('.list-row')
      .first()
      .getByRole('button', { name: `Add ${name} to favourites` }),
  ).toHaveAttribute('aria-pressed', 'false');
  expect(await favouriteNames(page)).toEqual([]);
});
