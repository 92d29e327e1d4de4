import { expect, test } from '@playwright/test';
import {
  catalogue,
  craftJwt,
  header,
  hydrated,
  openSignedIn,
  registerUser,
  storedSession,
  toggleViaApi,
  type Account,
} from './session-helpers.ts';

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await registerUser(request, 'Asha Session');
});

test.describe('login and logout', () => {
  test('signing in stores token and user, shows the user menu and the Favourites link', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const nav = header(page);
    await expect(nav.getByRole('button', { name: 'Asha Session' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome back, Asha Session' })).toBeVisible();

    const stored = await storedSession(page);
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user!)).toMatchObject({
      email: account.email,
      name: 'Asha Session',
      favorites: [],
      godNameFavorites: [],
      nicknameFavorites: [],
    });
  });

  test('logout removes token and user, clears the name and reloads to /', async ({ page }) => {
    await openSignedIn(page, account);
    const menuButton = header(page).getByRole('button', { name: 'Asha Session' });
    await hydrated(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: the menu button opens with Enter and focuses its item.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Asha Session' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Favourites' })).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});

test.describe('restoring a session at startup', () => {
  test('after a reload the session is back and its favourites are refreshed from the server', async ({
    page,
    request,
  }) => {
    const { godNames } = await catalogue(request);
    const godName = godNames[0]!;
    // The stored user says "no favourites"; the server knows better (favourited in another browser).
    await toggleViaApi(request, account.token, `/god-names/${godName.id}`);
    try {
      await openSignedIn(page, account, `/godname/${godName.id}`);
      await expect(header(page).getByRole('button', { name: 'Asha Session' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('button', { name: `Add ${godName.name} to favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(header(page).getByRole('button', { name: 'Asha Session' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('button', { name: `Add ${godName.name} to favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await toggleViaApi(request, account.token, `/god-names/${godName.id}`);
    }
  });

  test('an unparsable stored user still counts as logged in and shows as "User"', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openSignedIn(page, { token: account.token, user: '{"name": broken' });
    await expect(header(page).getByRole('button', { name: 'User', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Favourites' })).toBeVisible();
    expect(errors.some((text) => text.includes('Could not read the stored user'))).toBe(true);
  });

  test('an expired token is removed and a guarded page sends the user to login', async ({ page }) => {
    const expired = craftJwt({ sub: '1', role: 'user', iat: 1_000, exp: Math.floor(Date.now() / 1000) - 60 });
    await openSignedIn(page, { token: expired, user: account.user }, '/favourites');
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('on a browse page an expired token is removed and the header shows Login', async ({ page }) => {
    const expired = craftJwt({ sub: '1', role: 'user', exp: Math.floor(Date.now() / 1000) - 60 });
    await openSignedIn(page, { token: expired, user: account.user }, '/religion');
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    // The page's own HTML already shows Login; the header's island, hydrated once the page is
    // idle, is what finds the token expired and removes it.
    await expect.poll(() => storedSession(page)).toEqual({ token: null, user: null });
  });
});

test.describe('401 mid-session', () => {
  test('clears the session and sends the user to /user/login', async ({ page, request }) => {
    const { godNames } = await catalogue(request);
    const godName = godNames[0]!;
    await openSignedIn(page, account, `/godname/${godName.id}`);
    const toggle = page.getByRole('main').getByRole('button', { name: `Add ${godName.name} to favourites` });
    await hydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    // The server has stopped accepting this token (a password change elsewhere, say).
    await page.route('**/api/user/favorites/god-names/*', (route) =>
      route.fulfill({
        status: 401,
        json: { success: false, error: 'Your session has expired. Please sign in again.' },
      }),
    );
    await toggle.click();
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('several tabs', () => {
  test('logging out in one tab logs out the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openSignedIn(first, account, '/religion');
    await second.goto('/user/dashboard');
    await expect(header(second).getByRole('button', { name: 'Asha Session' })).toBeVisible();

    await header(first).getByRole('button', { name: 'Asha Session' }).click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(header(second).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(second).getByRole('button', { name: 'Asha Session' })).toHaveCount(0);
    await expect(second).toHaveURL(/\/user\/dashboard$/);
  });

  test('logging in in one tab shows in the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/religion');
    await expect(header(second).getByRole('link', { name: 'Login' })).toBeVisible();

    await first.goto('/user/login');
    await first.getByLabel('Email').fill(account.email);
    await first.getByLabel('Password').fill(account.password);
    await first.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(first).toHaveURL(/\/user\/dashboard$/);

    await expect(header(second).getByRole('button', { name: 'Asha Session' })).toBeVisible();
    await expect(header(second).getByRole('link', { name: 'Favourites' })).toBeVisible();
  });
});
