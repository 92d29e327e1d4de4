import { expect, test, type Page } from '@playwright/test';
import {
  adminToken,
  catalogue,
  header,
  hydrated,
  openSignedIn,
  registerUser,
  toggleViaApi,
  type Account,
} from './session-helpers.ts';

let account: Account;
let items: Awaited<ReturnType<typeof catalogue>>;

test.beforeAll(async ({ request }) => {
  account = await registerUser(request, 'Fav Tester');
  items = await catalogue(request);
});

/** Empties the account's three lists on the server, so each test starts clean. */
test.beforeEach(async ({ request }) => {
  const me = (await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as {
    data: { favorites: string[]; godNameFavorites: string[]; nicknameFavorites: string[] };
  };
  for (const id of me.data.favorites) await toggleViaApi(request, account.token, `/${id}`);
  for (const id of me.data.godNameFavorites) await toggleViaApi(request, account.token, `/god-names/${id}`);
  for (const id of me.data.nicknameFavorites) await toggleViaApi(request, account.token, `/nicknames/${id}`);
  account.user = { ...account.user, favorites: [], godNameFavorites: [], nicknameFavorites: [] };
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('favourite toggles', () => {
  test('logged out, a toggle saves the current page and query, and login comes back to it', async ({ page }) => {
    const godName = items.godNames[0]!;
    const religionId = godName.religionId!.id;
    await page.goto(`/godnames/${religionId}?from=test`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: godName.name, exact: true }) });
    const toggle = row.getByRole('button', { name: `Add ${godName.name} to favourites` });
    await hydrated(toggle);
    await toggle.click();

    await expect(page).toHaveURL(/\/user\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/godnames/${religionId}\\?from=test$`));
    await expect(header(page).getByRole('button', { name: 'Fav Tester' })).toBeVisible();
  });

  test('logged in, a toggle flips at once, reaches the server and shows on the favourites page', async ({
    page,
    request,
  }) => {
    const godName = items.godNames[0]!;
    await openSignedIn(page, account, `/godnames/${godName.religionId!.id}`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: godName.name, exact: true }) });
    const toggle = row.getByRole('button', { name: `Add ${godName.name} to favourites` });
    await hydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await expect
      .poll(async () => {
        const body = (await (
          await request.get('/api/user/favorites/god-names', { headers: { authorization: `Bearer ${account.token}` } })
        ).json()) as { data: { id: string }[] };
        return body.data.map((g) => g.id);
      })
      .toEqual([godName.id]);
    // The stored user is replaced by the toggle's answer.
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { godNameFavorites: string[] },
    );
    expect(stored.godNameFavorites).toEqual([godName.id]);

    await header(page).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    const godCard = card(page, 'FAVOURITE GOD NAMES');
    await expect(godCard.getByRole('heading', { name: 'FAVOURITE GOD NAMES' })).toBeVisible();
    await expect(godCard.locator('.count-badge')).toHaveText('1 god names');
    await expect(godCard.getByRole('link', { name: godName.name, exact: true })).toHaveAttribute(
      'href',
      `/godname/${godName.id}`,
    );

    // Switching it off on the favourites page takes the row away at once.
    await godCard.getByRole('button', { name: `Add ${godName.name} to favourites` }).click();
    await expect(godCard.getByText('No favourite god names yet')).toBeVisible();
    await expect(godCard.locator('.count-badge')).toHaveText('0 god names');
  });

  test('a failing API puts the toggle back and says so', async ({ page }) => {
    const godName = items.godNames[1]!;
    await openSignedIn(page, account, `/godname/${godName.id}`);
    const toggle = page.getByRole('main').getByRole('button', { name: `Add ${godName.name} to favourites` });
    await hydrated(toggle);
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/favorites/god-names/*', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        json: { success: false, error: 'Something went wrong on our side. Please try again.' },
      });
    });
    await toggle.click();
    // Optimistic: pressed before the server has answered…
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    // …and back, with the spec's message, once it has failed.
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('alert')).toHaveText(/Could not update god name favorites\. Please try again\./);
    // Still logged in: only a 401 ends the session.
    await expect(header(page).getByRole('button', { name: 'Fav Tester' })).toBeVisible();
  });

  test('names and nicknames: the favourites page lists them, and a failing toggle rolls back with its message', async ({
    page,
    request,
  }) => {
    const name = items.names[0]!;
    const nickname = items.nicknames[0]!;
    await toggleViaApi(request, account.token, `/${name.id}`);
    await toggleViaApi(request, account.token, `/nicknames/${nickname.id}`);
    await openSignedIn(page, account, '/favourites');

    const names = card(page, 'FAVOURITE NAMES');
    const nicknames = card(page, 'FAVOURITE NICKNAMES');
    await expect(names.getByRole('link', { name: name.name, exact: true })).toHaveAttribute(
      'href',
      `/names/${name.id}`,
    );
    await expect(nicknames.getByRole('link', { name: nickname.name, exact: true })).toHaveAttribute(
      'href',
      `/nicknames/${nickname.id}`,
    );
    await expect(names.locator('.count-badge')).toHaveText('1 names');
    await expect(nicknames.locator('.count-badge')).toHaveText('1 nicknames');
    await expect(card(page, 'FAVOURITE GOD NAMES').getByText('No favourite god names yet')).toBeVisible();

    await page.route('**/api/user/favorites/*', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await names.getByRole('button', { name: `Add ${name.name} to favourites` }).click();
    await expect(page.getByRole('alert')).toHaveText(/Could not update favorites\. Please try again\./);
    await expect(names.getByRole('link', { name: name.name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();

    await page.route('**/api/user/favorites/nicknames/*', (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await nicknames.getByRole('button', { name: `Add ${nickname.name} to favourites` }).click();
    await expect(page.getByRole('alert')).toHaveText(/Could not update nickname favorites\. Please try again\./);
    await expect(nicknames.getByRole('link', { name: nickname.name, exact: true })).toBeVisible();

    // A row opens its detail page.
    await names.getByRole('link', { name: name.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/names/${name.id}$`));
  });
});

test.describe('/favourites', () => {
  test('shows the three cards with their empty states', async ({ page }) => {
    await openSignedIn(page, account, '/favourites');
    for (const [title, empty, noun] of [
      ['FAVOURITE NAMES', 'No favourite names yet', 'names'],
      ['FAVOURITE GOD NAMES', 'No favourite god names yet', 'god names'],
      ['FAVOURITE NICKNAMES', 'No favourite nicknames yet', 'nicknames'],
    ] as const) {
      await expect(card(page, title).getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(card(page, title).getByText(empty)).toBeVisible();
      await expect(card(page, title).locator('.count-badge')).toHaveText(`0 ${noun}`);
    }
  });

  test('is for users only: a visitor and an admin go to /user/login', async ({ page, request }) => {
    await page.goto('/favourites');
    await expect(page).toHaveURL(/\/user\/login$/);

    await openSignedIn(
      page,
      { token: await adminToken(request), user: { name: 'Admin', role: 'admin' } },
      '/favourites',
    );
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});

test.describe('an admin on the public site', () => {
  test('is not offered hearts that could only fail (favourites are for user accounts)', async ({ page }) => {
    await page.goto('/names/boy/a');
    await expect(page.locator('.fav-button').first()).toBeVisible();

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('admin@example.test');
    await page.getByLabel('Password').fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard(\/.*)?$/);

    await page.goto('/names/boy/a');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    await expect(page.locator('.fav-button')).toHaveCount(0);
  });
});
