import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Item {
  id: string;
  name: string;
  isActive?: boolean;
  description?: string;
  subNames?: string[];
  religionId?: { id: string; name: string };
}

async function list(request: APIRequestContext, path: string): Promise<Item[]> {
  const body = (await (await request.get(path)).json()) as { data: Item[] };
  return body.data;
}

async function religionNamed(request: APIRequestContext, name: string): Promise<Item> {
  const found = (await list(request, '/api/religions')).find((r) => r.name === name);
  if (!found) throw new Error(`no religion ${name} in the seed`);
  return found;
}

async function godNameNamed(request: APIRequestContext, name: string): Promise<Item> {
  const found = (await list(request, '/api/god-names')).find((g) => g.name === name);
  if (!found) throw new Error(`no god name ${name} in the seed`);
  return found;
}

const live = (page: Page) => expect(page.locator('[data-state="live"]')).toHaveCount(1);

test.describe('/godnames', () => {
  test('lists the active religions, each linking to its god names', async ({ page, request }) => {
    const religions = await list(request, '/api/religions');
    await page.goto('/godnames');
    await expect(page).toHaveTitle(/Browse God Names by Religion/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse God Names by Religion');
    for (const religion of religions) {
      // The tile's name is the religion, then its count ("Hinduism 20 god names").
      const link = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${religion.name}( [\\d,]+ god names?)?$`) });
      if (religion.isActive) await expect(link).toHaveAttribute('href', `/godnames/${religion.id}`);
      else await expect(link).toHaveCount(0);
    }
  });
});

test.describe('/godnames/{religionId}', () => {
  test('shows the god names of the religion as rows that open their detail', async ({ page, request }) => {
    const hinduism = await religionNamed(request, 'Hinduism');
    const ganesha = await godNameNamed(request, 'Ganesha');
    await page.goto(`/godnames/${hinduism.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('God Names in Hinduism');
    await live(page);
    const rows = page.locator('.list-row');
    await expect(rows.getByRole('link', { name: 'Ganesha', exact: true })).toHaveAttribute(
      'href',
      `/godname/${ganesha.id}`,
    );
    // Only this religion's god names: Allah belongs to Islam.
    await expect(rows.getByRole('link', { name: 'Allah' })).toHaveCount(0);
    await expect(rows.first().getByRole('button', { name: /to favourites/ })).toBeVisible();

    const row = rows.filter({ has: page.getByRole('link', { name: 'Ganesha', exact: true }) });
    const expand = row.getByRole('button', { name: 'Show details of Ganesha' });
    await expand.click();
    await expect(row.getByRole('button', { name: 'Hide details of Ganesha' })).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toContainText(ganesha.description!.slice(0, 40));
    await expect(row).toContainText('Other names');
    await expect(row.getByRole('listitem').filter({ hasText: ganesha.subNames![0]! })).toHaveCount(1);

    await row.locator('.list-row-summary').click();
    await expect(page).toHaveURL(new RegExp(`/godname/${ganesha.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ganesha');
  });

  test('the built page has its god names in the HTML, without JavaScript', async ({ request }) => {
    const islam = await religionNamed(request, 'Islam');
    const allah = await godNameNamed(request, 'Allah');
    const html = await (await request.get(`/godnames/${islam.id}`)).text();
    expect(html).toContain('God Names in Islam');
    expect(html).toContain(`href="/godname/${allah.id}"`);
    expect(html).toMatch(/<title>God Names in Islam \| Baby Names<\/title>/);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:${process.env['PORT'] ?? '4391'}/godnames/${islam.id}"`,
    );
  });

  test('says so when the religion has no god names', async ({ page, request }) => {
    const hinduism = await religionNamed(request, 'Hinduism');
    await page.route('**/api/god-names', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.goto(`/godnames/${hinduism.id}`);
    await expect(page.getByText('No god names found for this religion.')).toBeVisible();
    await expect(page.locator('.list-row')).toHaveCount(0);
  });

  test('shows the error view with a way back to /godnames when the API fails', async ({ page, request }) => {
    const hinduism = await religionNamed(request, 'Hinduism');
    await page.route('**/api/god-names', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'boom' } }),
    );
    await page.goto(`/godnames/${hinduism.id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to fetch god names.');
    await alert.getByRole('link', { name: 'Back to God Names' }).click();
    await expect(page).toHaveURL(/\/godnames$/);
  });

  test('a religion added after the build is served by the shell and fetched live', async ({ page }) => {
    await page.route('**/api/religions/777777', (route) =>
      route.fulfill({ json: { success: true, data: { id: '777777', name: 'Newfaith', isActive: true } } }),
    );
    await page.route('**/api/god-names', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [
            {
              id: '900001',
              name: 'Newgod',
              description: 'A new one.',
              subNames: ['First'],
              religionId: { id: '777777', name: 'Newfaith' },
            },
            { _id: '900002', name: 'Othergod', subNames: [], religionId: '1' },
          ],
        },
      }),
    );
    await page.goto('/godnames/777777');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('God Names in Newfaith');
    await expect(page.getByRole('link', { name: 'Newgod' })).toHaveAttribute('href', '/godname/900001');
    await expect(page.getByRole('link', { name: 'Othergod' })).toHaveCount(0);
  });

  test("an unknown religion shows the screen's failure text and answers 404", async ({ page }) => {
    const response = await page.goto('/godnames/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch god names.');
    await expect(page.getByText('Religion not found')).toHaveCount(0);
    await expect(page.getByRole('alert').getByRole('link', { name: 'Back to God Names' })).toHaveAttribute(
      'href',
      '/godnames',
    );
  });
});

test.describe('/godname/{godNameId}', () => {
  test('shows the description, the fixed tags and the other names ten to a page', async ({ page, request }) => {
    const ganesha = await godNameNamed(request, 'Ganesha');
    const subNames = ganesha.subNames!;
    await page.goto(`/godname/${ganesha.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ganesha');
    await expect(page.locator('.detail-tags')).toHaveText('BOYHINDUISM');
    await expect(page.getByText(ganesha.description!.slice(0, 60))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Ganesha to favourites' })).toBeVisible();
    await expect(page.locator('article[data-hydrated="true"]')).toHaveCount(1);

    const section = page.getByRole('region', { name: 'OTHER NAMES' });
    const items = section.locator('.sub-names li');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toHaveText(subNames[0]!);
    const pager = section.getByRole('navigation', { name: 'Other names pages' });
    const pages = Math.ceil(subNames.length / 10);
    await expect(pager.getByRole('link', { name: `Page ${pages}`, exact: true })).toBeVisible();
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/godname/${ganesha.id}\\?page=2$`));
    await expect(items.first()).toHaveText(subNames[10]!);
    await pager.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
    await expect(items).toHaveCount(subNames.length - (pages - 1) * 10);
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(items.first()).toHaveText(subNames[(pages - 2) * 10]!);

    // Browser back and forward walk the pages of other names.
    await page.goBack();
    await expect(items.first()).toHaveText(subNames[(pages - 1) * 10]!);
    await page.goBack();
    await expect(items.first()).toHaveText(subNames[10]!);
    await page.goBack();
    await expect(items.first()).toHaveText(subNames[0]!);
    await page.goForward();
    await expect(items.first()).toHaveText(subNames[10]!);
  });

  test('tags stay BOY and HINDUISM for a god name of another religion', async ({ page, request }) => {
    const allah = await godNameNamed(request, 'Allah');
    await page.goto(`/godname/${allah.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allah');
    await expect(page.locator('.detail-tags .tag')).toHaveText(['BOY', 'HINDUISM']);
  });

  test('falls back to the standard sentence without a description', async ({ page, request }) => {
    const tara = await godNameNamed(request, 'Tara');
    await page.route(`**/api/god-names/${tara.id}`, (route) =>
      route.fulfill({ json: { success: true, data: { ...tara, description: '' } } }),
    );
    await page.goto(`/godname/${tara.id}`);
    await expect(page.getByText('Discover the divine meanings and significance of Tara.')).toBeVisible();
  });

  test('the built page carries the whole list for readers without JavaScript', async ({ browser, request }) => {
    const shiva = await godNameNamed(request, 'Shiva');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/godname/${shiva.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shiva');
    await expect(page.getByText(shiva.subNames!.at(-1)!, { exact: true })).toBeVisible();
    await context.close();
  });

  test('a god name added after the build is fetched live; a failed load says so', async ({ page }) => {
    await page.route('**/api/god-names/900001', (route) =>
      route.fulfill({
        json: { success: true, data: { id: '900001', name: 'Newgod', subNames: ['One', 'Two'], religionId: '5' } },
      }),
    );
    await page.goto('/godname/900001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newgod');
    await expect(page.getByText('Discover the divine meanings and significance of Newgod.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'OTHER NAMES' }).locator('li')).toHaveText(['One', 'Two']);
    await expect(page.getByRole('navigation', { name: 'Other names pages' })).toHaveCount(0);

    await page.route('**/api/god-names/900002', (route) => route.abort('failed'));
    await page.goto('/godname/900002');
    await expect(page.getByRole('alert')).toContainText('Failed to load details. Please try again.');
  });
});
