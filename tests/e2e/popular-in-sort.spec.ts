/**
 * "Most popular" with a choice of where: the US (the default, as before) or a register beyond it.
 * The choice is in the address, survives paging, the gender switch and back/forward, lists the
 * names in the API's order for that register, says whose rank orders them, works without
 * JavaScript through its Show button, and fits a phone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface NamesPage {
  data: { id: string; name: string }[];
}

/** The names of a page of GET /api/names, as the list asks for it (15 a page). */
async function apiOrder(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/names?limit=15&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as NamesPage).data.map((n) => n.name);
}

const rowNames = (page: Page) => page.locator('.list-rows > li .list-row-name');
const order = (page: Page) => page.getByRole('group', { name: 'Order' });
const where = (page: Page) => order(page).getByRole('combobox', { name: 'Most popular in' });
const note = (page: Page) => order(page).locator('.sort-note');

async function hydrated(page: Page) {
  await expect(page.locator('.list-screen[data-hydrated="true"]')).toBeAttached();
}

async function expectRows(page: Page, names: string[]) {
  expect(names.length).toBeGreaterThan(0);
  await expect(rowNames(page)).toHaveText(names);
}

test.describe('most popular in a register, with JavaScript', () => {
  test('choosing Scotland orders by its ranks, in the address, through paging, gender and history', async ({
    page,
    request,
  }) => {
    await page.goto('/names/girl/i');
    await hydrated(page);
    await expect(where(page)).toHaveCount(0);
    await order(page).getByRole('button', { name: 'Most popular' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular$/);
    // The US is the default, as before: its order and its rank badges, no note.
    await expect(where(page)).toHaveValue('us');
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular'));
    await expect(page.locator('.list-rows .rank-badge').first()).toBeVisible();
    await expect(note(page)).toHaveCount(0);
    // With JavaScript the choice applies at once: no Show button.
    await expect(order(page).getByRole('button', { name: 'Show' })).toHaveCount(0);

    await where(page).selectOption({ label: 'Scotland' });
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular&popularIn=sct$/);
    const scotland = await apiOrder(request, 'letter=I&gender=female&sort=popular&popularIn=sct');
    expect(scotland).not.toEqual(await apiOrder(request, 'letter=I&gender=female&sort=popular'));
    await expectRows(page, scotland);
    await expect(note(page)).toHaveText('Ordered by rank in Scotland in 2020; names not listed there then come last.');
    await expect(page.locator('.list-rows .rank-badge')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular&popularIn=sct&page=2$/);
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular&popularIn=sct&page=2'));

    await page.getByRole('group', { name: 'Select Gender' }).getByRole('button', { name: 'Boy' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=boy&sort=popular&popularIn=sct$/);
    await expectRows(page, await apiOrder(request, 'letter=I&gender=male&sort=popular&popularIn=sct'));
    await expect(where(page)).toHaveValue('sct');

    await page.goBack();
    await expect(page).toHaveURL(/gender=girl&sort=popular&popularIn=sct&page=2$/);
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular&popularIn=sct&page=2'));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular$/);
    await expect(where(page)).toHaveValue('us');
    await expect(note(page)).toHaveCount(0);
    await page.goForward();
    await expect(where(page)).toHaveValue('sct');
    await expectRows(page, scotland);

    // Back to the US, then A–Z: the register leaves the address.
    await where(page).selectOption({ label: 'United States' });
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular$/);
    await where(page).selectOption({ label: 'Israel, Jewish births' });
    await expect(page).toHaveURL(/popularIn=il-jewish$/);
    await expect(note(page)).toContainText('among Jewish births in Israel in 2024');
    await order(page).getByRole('button', { name: 'A–Z' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl$/);
    await expect(where(page)).toHaveCount(0);
  });

  test('a religion list has the same choice', async ({ page, request }) => {
    const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
    const christianity = religions.data.find((r) => r.name === 'Christianity')!;
    await page.goto(`/religion/${christianity.id}?gender=girl&sort=popular`);
    await hydrated(page);
    await where(page).selectOption({ label: 'England and Wales' });
    await expect(page).toHaveURL(new RegExp(`/religion/${christianity.id}\\?gender=girl&sort=popular&popularIn=ew$`));
    await expectRows(
      page,
      await apiOrder(request, `religionId=${christianity.id}&gender=female&sort=popular&popularIn=ew`),
    );
    await expect(note(page)).toContainText('in England and Wales in 2020');
  });
});

test.describe('most popular in a register, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the choice is a form: Show lists Scotland’s order, and paging keeps it', async ({ page, request }) => {
    await page.goto('/names?letter=I&gender=girl&sort=popular');
    await expect(where(page)).toHaveValue('us');
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular'));
    await where(page).selectOption({ label: 'Scotland' });
    await order(page).getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular&popularIn=sct$/);
    await expect(where(page)).toHaveValue('sct');
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular&popularIn=sct'));
    await expect(note(page)).toContainText('Ordered by rank in Scotland in 2020');

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular&popularIn=sct&page=2$/);
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular&popularIn=sct&page=2'));

    // The US again: the default order, whatever the form writes for it.
    await where(page).selectOption({ label: 'United States' });
    await order(page).getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/names\?letter=I&gender=girl&sort=popular&popularIn=us$/);
    await expectRows(page, await apiOrder(request, 'letter=I&gender=female&sort=popular'));
    await expect(note(page)).toHaveCount(0);
  });
});

test('the choice fits a phone', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/names?letter=I&gender=girl&sort=popular&popularIn=il-christian');
    await expect(where(page)).toHaveValue('il-christian');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of [where(page), order(page).getByRole('button', { name: 'Most popular' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await context.close();
  }
});
