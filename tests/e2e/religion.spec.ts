import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ApiReligion {
  id: string;
  name: string;
  isActive: boolean;
}
interface NamesPage {
  data: { id: string; name: string; gender: 'male' | 'female' }[];
  totalNames: number;
  totalPages: number;
}

async function religionNamed(request: APIRequestContext, name: string): Promise<ApiReligion> {
  const body = (await (await request.get('/api/religions')).json()) as { data: ApiReligion[] };
  const religion = body.data.find((r) => r.name === name);
  expect(religion).toBeDefined();
  return religion!;
}

async function apiNames(request: APIRequestContext, query: Record<string, string>): Promise<NamesPage> {
  const response = await request.get('/api/names', { params: { limit: '15', page: '1', gender: '', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as NamesPage;
}

async function hydrated(page: Page) {
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rowNames = (page: Page) => page.locator('.list-rows > li .list-row-name');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('/religion/{religionId} without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the grid links to a static page of each religion with its names, paged by links', async ({ page, request }) => {
    const hinduism = await religionNamed(request, 'Hinduism');
    const first = await apiNames(request, { religionId: hinduism.id });
    const second = await apiNames(request, { religionId: hinduism.id, page: '2' });

    await page.goto('/religion');
    await page.getByRole('link', { name: 'Hinduism' }).click();
    await expect(page).toHaveURL(`/religion/${hinduism.id}`);
    await expect(page).toHaveTitle('Hinduism Names | Baby Names');
    await expect(heading(page)).toHaveText('Hinduism Names');
    await expect(rowNames(page)).toHaveText(first.data.map((n) => n.name));
    // Every page one tap away: the row holds the ends and neighbours, "All N pages" the rest.
    await expect(pager(page).locator('.page-all li')).toHaveCount(first.totalPages);

    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).first().click();
    await expect(page).toHaveURL(`/religion/${hinduism.id}/2`);
    await expect(rowNames(page)).toHaveText(second.data.map((n) => n.name));
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
  });
});

test.describe('/religion/{religionId} live', () => {
  test('headings, placeholder and filters follow the URL', async ({ page, request }) => {
    const islam = await religionNamed(request, 'Islam');
    await page.goto(`/religion/${islam.id}`);
    await hydrated(page);
    await expect(heading(page)).toHaveText('Islam Names');
    const search = page.getByPlaceholder('Search in Islam names...');
    await expect(search).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Islam names by first letter' })
      .getByRole('link', { name: 'M', exact: true })
      .click();
    await expect(page).toHaveURL(`/religion/${islam.id}?letter=M`);
    await expect(heading(page)).toHaveText('Islam Names Starting with "M"');
    const m = await apiNames(request, { religionId: islam.id, letter: 'M' });
    await expect(rowNames(page)).toHaveText(m.data.map((n) => n.name));

    await search.pressSequentially('Mu');
    await expect(page).toHaveURL(`/religion/${islam.id}?search=Mu`);
    await expect(heading(page)).toHaveText('Search Results for "Mu" in Islam');
    const mu = await apiNames(request, { religionId: islam.id, search: 'Mu' });
    await expect(rowNames(page)).toHaveText(mu.data.map((n) => n.name));

    await search.fill('');
    await expect(page).toHaveURL(`/religion/${islam.id}`);
    await expect(heading(page)).toHaveText('Islam Names');
  });

  test('the gender selector filters, goes back to page 1 and can be cleared', async ({ page, request }) => {
    const hinduism = await religionNamed(request, 'Hinduism');
    await page.goto(`/religion/${hinduism.id}?page=3`);
    await hydrated(page);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('3');
    const group = page.getByRole('group', { name: 'Select Gender' });
    await group.getByRole('button', { name: 'Girl' }).click();
    await expect(page).toHaveURL(`/religion/${hinduism.id}?gender=girl`);
    await expect(group.getByRole('button', { name: 'Girl' })).toHaveAttribute('aria-pressed', 'true');
    const girls = await apiNames(request, { religionId: hinduism.id, gender: 'female' });
    await expect(rowNames(page)).toHaveText(girls.data.map((n) => n.name));
    await expect(page.locator('.list-rows').getByText('BOY', { exact: true })).toHaveCount(0);

    await group.getByRole('button', { name: 'Girl' }).click();
    await expect(page).toHaveURL(`/religion/${hinduism.id}`);
    await expect(group.getByRole('button', { name: 'Girl' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('back and forward restore the list', async ({ page, request }) => {
    const sikhism = await religionNamed(request, 'Sikhism');
    await page.goto(`/religion/${sikhism.id}`);
    await hydrated(page);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/religion/${sikhism.id}?page=2`);
    await page
      .getByRole('navigation', { name: 'Sikhism names by first letter' })
      .getByRole('link', { name: 'J', exact: true })
      .click();
    await expect(heading(page)).toHaveText('Sikhism Names Starting with "J"');
    await page.goBack();
    await expect(heading(page)).toHaveText('Sikhism Names');
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await page.goForward();
    await expect(heading(page)).toHaveText('Sikhism Names Starting with "J"');
  });

  test('an empty filter says so', async ({ page, request }) => {
    const jainism = await religionNamed(request, 'Jainism');
    await page.goto(`/religion/${jainism.id}?search=qqzzxxq`);
    await hydrated(page);
    await expect(heading(page)).toHaveText('Search Results for "qqzzxxq" in Jainism');
    await expect(page.getByText('No names found. Try another filter.')).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  });
});

test.describe('/religion/{religionId} errors', () => {
  const cases: [string, number, unknown, string][] = [
    ['a 404', 404, { success: false, error: 'Religion not found' }, 'Religion not found'],
    [
      'a 500',
      500,
      { success: false, error: 'Something went wrong on our side. Please try again.' },
      'Server error. Please try again later.',
    ],
    [
      'another failure with a message',
      503,
      { success: false, error: 'The catalogue is being updated.' },
      'The catalogue is being updated.',
    ],
    ['another failure without a message', 502, 'Bad gateway', 'Failed to fetch data'],
  ];
  for (const [what, status, body, message] of cases) {
    test(`the names call failing with ${what} shows '${message}' and a Go Back button`, async ({ page, request }) => {
      const buddhism = await religionNamed(request, 'Buddhism');
      await page.route('**/api/names?**', (route) =>
        typeof body === 'string' ? route.fulfill({ status, body }) : route.fulfill({ status, json: body }),
      );
      await page.goto(`/religion/${buddhism.id}`);
      await expect(page.getByRole('alert')).toHaveText(new RegExp(message.replace(/[.?]/g, '\\$&')));
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/religion$/);
    });
  }

  test('an unreachable API shows Failed to fetch data', async ({ page, request }) => {
    const judaism = await religionNamed(request, 'Judaism');
    await page.route('**/api/names?**', (route) => route.abort('connectionrefused'));
    await page.goto(`/religion/${judaism.id}`);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch data');
  });

  test('an API that never answers gives up after the 10 s timeout with Failed to fetch data', async ({
    page,
    request,
  }) => {
    test.slow();
    const judaism = await religionNamed(request, 'Judaism');
    // Never fulfilled: only the client's own timeout ends the call.
    await page.route('**/api/names?**', () => {});
    await page.goto(`/religion/${judaism.id}`);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch data', { timeout: 45_000 });
  });

  test('the religion details failing shows Failed to fetch religion details', async ({ page, request }) => {
    const judaism = await religionNamed(request, 'Judaism');
    await page.route(`**/api/religions/${judaism.id}`, (route) => route.abort('connectionrefused'));
    await page.goto(`/religion/${judaism.id}`);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch religion details');
  });

  test('an unknown religion id is served by the shell and says Religion not found', async ({ page }) => {
    await page.goto('/religion/987654321');
    await expect(page.getByRole('alert')).toContainText('Religion not found');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const query of ['', '?gender=boy&letter=J']) {
      test(`axe finds nothing on a religion page${query ? ' with filters' : ''} (${scheme})`, async ({
        page,
        request,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const christianity = await religionNamed(request, 'Christianity');
        await page.goto(`/religion/${christianity.id}${query}`);
        await hydrated(page);
        await expect(page.locator('.list-rows')).toBeVisible();
        // The header and footer are checked by the site-wide sweep; this is the screen itself.
        const results = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  }
});
