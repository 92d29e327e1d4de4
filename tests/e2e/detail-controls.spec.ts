/**
 * The controls of a detail page with JavaScript, as a visitor signing in for a heart meets them:
 * the login page says why ("Sign in to save Aarav to your favourites") and signing in comes back
 * to the page with the heart set, whether the heart was clicked as a button (JavaScript running) or
 * followed as the plain link of a page without it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser } from './session-helpers.ts';

async function aaravId(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/names?search=Aarav&gender=male')).json()) as {
    data: { id: string; name: string }[];
  };
  return body.data.find((n) => n.name === 'Aarav')!.id;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('.auth-submit').click();
}

const favouriteNames = (page: Page) =>
  page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { favorites?: unknown[] };
    return (user.favorites ?? []).map(String);
  });

test('a heart clicked signed out says why on the login page and is set on the return', async ({ page, request }) => {
  const account = await registerUser(request);
  const id = await aaravId(request);
  await page.goto(`/names/${id}`);
  await expect(page.locator('.detail[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Add Aarav to favourites' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByText('Sign in to save Aarav to your favourites.')).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Create an account to save Aarav to your favourites.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in instead' }).click();

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/names/${id}$`), { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add Aarav to favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteNames(page)).toEqual([id]);
});

test('the plain heart link of a page without JavaScript works the same once signing in runs', async ({
  page,
  request,
}) => {
  const account = await registerUser(request);
  const id = await aaravId(request);
  await page.goto(`/user/login?next=${encodeURIComponent(`/names/${id}`)}&favourite=names:${id}`);
  await expect(page.getByText('Sign in to save Aarav to your favourites.')).toBeVisible();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/names/${id}$`), { timeout: 15_000 });
  await expect.poll(() => favouriteNames(page)).toEqual([id]);
});

test('a login address naming another site or a made-up favourite is ignored', async ({ page, request }) => {
  const account = await registerUser(request);
  await page.goto('/user/login?next=//evil.example/&favourite=names:1');
  await expect(page.getByText('Sign in to see and keep your favourite names.')).toBeVisible();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
});

test('Back leads to the list the page came from; Share copies the address', async ({ page, request, context }) => {
  const id = await aaravId(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/names?letter=A&gender=boy');
  await page.getByRole('link', { name: 'Aarav', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/names/${id}$`), { timeout: 15_000 });
  await expect(page.locator('.detail[data-hydrated="true"]')).toBeAttached();
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/names\?letter=A&gender=boy$/);
});
