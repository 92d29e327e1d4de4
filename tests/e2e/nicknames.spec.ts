import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { filterNicknames } from '../../src/shared/nickname-filter.ts';
import type { Nickname as NicknameRecord } from '../../src/shared/types.ts';

interface Nickname {
  id: string;
  name: string;
  description: string;
}

let catalogue: Nickname[] | undefined;
async function nicknames(request: APIRequestContext): Promise<Nickname[]> {
  catalogue ??= ((await (await request.get('/api/nicknames')).json()) as { data: Nickname[] }).data;
  return catalogue;
}
const byName = (a: Nickname, b: Nickname) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const startingWith = (all: Nickname[], letter: string) =>
  all.filter((n) => n.name.toLowerCase().startsWith(letter.toLowerCase())).sort(byName);

const results = (page: Page) => page.locator('.list-results');
const rowNames = (page: Page) => results(page).locator('.list-row-name');
const count = (page: Page) => results(page).locator('.list-count');
/** The list is live once the unpaged fetch has answered and the island has filtered it. */
async function waitForList(page: Page) {
  await expect(page.locator('.list-screen')).toHaveAttribute('data-state', 'live');
}

test.describe('/nicknames', () => {
  test('shows letter A by default: heading, count line, rows in name order', async ({ page, request }) => {
    const all = await nicknames(request);
    const a = startingWith(all, 'A');
    await page.goto('/nicknames');
    await waitForList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nicknames');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Nicknames Starting with "A"');
    await expect(count(page)).toHaveText(`${a.length} nicknames found`);
    await expect(rowNames(page)).toHaveText(a.slice(0, 15).map((n) => n.name));
    await expect(
      page.getByRole('navigation', { name: 'Nicknames by first letter' }).getByRole('link', { name: 'A', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search nicknames' })).toHaveAttribute(
      'placeholder',
      'Search nicknames...',
    );

    const first = a[0]!;
    const row = results(page).locator('.list-row').first();
    await expect(row.getByRole('button', { name: `Add ${first.name} to favourites` })).toBeVisible();
    await row.getByRole('button', { name: `Show details of ${first.name}` }).click();
    await expect(row).toContainText(first.description);
    await row.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/nicknames/${first.id}$`));
  });

  test('search is debounced into the URL, matches name or description, and clearing it brings back letter A', async ({
    page,
    request,
  }) => {
    const all = await nicknames(request);
    const matches = all.filter((n) => `${n.name} ${n.description}`.toLowerCase().includes('abigail')).sort(byName);
    await page.goto('/nicknames?letter=C');
    await waitForList(page);
    const box = page.getByRole('searchbox', { name: 'Search nicknames' });
    await box.fill('ABIGAIL');
    await expect(page).toHaveURL(/\/nicknames\?search=ABIGAIL$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Search Results for "ABIGAIL"');
    await expect(count(page)).toHaveText(`${matches.length} nicknames found`);
    await expect(rowNames(page)).toHaveText(matches.slice(0, 15).map((n) => n.name));
    await expect(
      page.getByRole('navigation', { name: 'Nicknames by first letter' }).locator('[aria-current]'),
    ).toHaveCount(0);

    await box.fill('');
    await expect(page).toHaveURL(/\/nicknames\?letter=A$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Nicknames Starting with "A"');
  });

  test('an empty result says so', async ({ page }) => {
    await page.goto('/nicknames?search=zzqqxxnothing');
    await expect(count(page)).toHaveText('0 nicknames found');
    await expect(results(page)).toContainText('No nicknames found for this selection. Try another search or letter.');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a letter clears the search; paging, back and forward follow the URL', async ({ page, request }) => {
    const all = await nicknames(request);
    const m = startingWith(all, 'M');
    expect(m.length).toBeGreaterThan(15);
    const pages = Math.ceil(m.length / 15);
    await page.goto('/nicknames?search=abigail');
    await waitForList(page);
    await page
      .getByRole('navigation', { name: 'Nicknames by first letter' })
      .getByRole('link', { name: 'M', exact: true })
      .click();
    await expect(page).toHaveURL(/\/nicknames\?letter=M$/);
    await expect(page.getByRole('searchbox', { name: 'Search nicknames' })).toHaveValue('');
    await expect(count(page)).toHaveText(`${m.length} nicknames found`);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pages - 1);
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/nicknames\?letter=M&page=2$/);
    await expect(rowNames(page).first()).toHaveText(m[15]!.name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/nicknames\?letter=M$/);
    await expect(rowNames(page).first()).toHaveText(m[0]!.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/nicknames\?search=abigail$/);
    await expect(page.getByRole('searchbox', { name: 'Search nicknames' })).toHaveValue('abigail');
    await page.goForward();
    await page.goForward();
    await expect(rowNames(page).first()).toHaveText(m[15]!.name);
  });

  test('a page beyond the last shows the last page', async ({ page, request }) => {
    const m = startingWith(await nicknames(request), 'M');
    await page.goto('/nicknames?letter=M&page=99');
    await expect(rowNames(page).last()).toHaveText(m.at(-1)!.name);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText('Next')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('a failed fetch is only logged: built lists stay (a letter link is answered with its built page), and so does a search our server rendered', async ({
    page,
    request,
  }) => {
    const all = await nicknames(request);
    const a = startingWith(all, 'A');
    await page.route('**/api/nicknames', (route) => route.abort('failed'));
    await page.goto('/nicknames');
    await expect(count(page)).toHaveText(`${a.length} nicknames found`);
    await page.goto('/nicknames?letter=B');
    await expect(count(page)).toHaveText(`${startingWith(all, 'B').length} nicknames found`);
    // A search is answered by our server, rendered into the page: it stays when the fetch fails.
    await page.goto('/nicknames?search=ab');
    const found = filterNicknames(all as NicknameRecord[], { search: 'ab', letter: '', page: 1 }).total;
    expect(found).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(`${found} nicknames found`);
  });
});

test.describe('nickname letter pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every nickname of a letter is listed with a link, across its pages', async ({ page, request }) => {
    const m = startingWith(await nicknames(request), 'M');
    await page.goto('/nicknames');
    await page
      .getByRole('navigation', { name: 'Nicknames by first letter' })
      .getByRole('link', { name: 'M', exact: true })
      .click();
    await expect(page).toHaveURL(/\/nicknames\/letter\/m$/);
    await expect(page).toHaveTitle(/Nicknames Starting with M/);
    await expect(rowNames(page)).toHaveText(m.slice(0, 15).map((n) => n.name));
    await expect(count(page)).toHaveText(`${m.length} nicknames found`);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/nicknames\/letter\/m\/2$/);
    await expect(rowNames(page)).toHaveText(m.slice(15, 30).map((n) => n.name));
    await rowNames(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/nicknames/${m[15]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m[15]!.name);
    await expect(page.getByText(m[15]!.description)).toBeVisible();
  });

  test('every letter has its page', async ({ request }) => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      const response = await request.get(`/nicknames/letter/${letter}`, { maxRedirects: 0 });
      expect(response.status(), letter).toBe(200);
    }
  });
});

test.describe('/nicknames/{nicknameId}', () => {
  test('shows the description, a favourite toggle, share with its notice, and back', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const nickname = startingWith(await nicknames(request), 'B')[0]!;
    await page.goto('/nicknames/letter/b');
    await rowNames(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/nicknames/${nickname.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nickname.name);
    await expect(page.getByText(nickname.description)).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${nickname.name} to favourites` })).toBeVisible();
    await expect(page.locator('article[data-hydrated="true"]')).toHaveCount(1);
    // No share sheet in a desktop browser: the link is copied and the notice shows, then goes.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText('Link copied')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/nicknames\/letter\/b$/);
  });

  test('the built page is complete HTML with its own title and JSON-LD', async ({ request }) => {
    const nickname = startingWith(await nicknames(request), 'K')[0]!;
    const html = await (await request.get(`/nicknames/${nickname.id}`)).text();
    expect(html).toContain(`<title>${nickname.name} (nickname) | Baby Names</title>`);
    expect(html).toContain('application/ld+json');
    expect(html).toContain(`>${nickname.name}</h1>`);
  });

  test('an unknown nickname says it is not found, with a way back', async ({ page }) => {
    await page.goto('/nicknames/987654321');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nickname not found');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/nicknames$/);
  });

  test('a nickname added after the build is fetched live by the shell', async ({ page }) => {
    await page.route('**/api/nicknames/900123', (route) =>
      route.fulfill({
        json: { success: true, data: { _id: '900123', name: 'Zeke', description: 'Short for Ezekiel.' } },
      }),
    );
    await page.goto('/nicknames/900123');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeke');
    await expect(page.getByText('Short for Ezekiel.')).toBeVisible();
  });
});
