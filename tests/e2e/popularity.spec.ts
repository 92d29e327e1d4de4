/**
 * US popularity: the detail page's build-time chart and summary, with and without
 * JavaScript; "Not in US records" for a name the SSA never listed; compare draws four lines;
 * the home page's lists link to names.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function nameId(request: APIRequestContext, name: string, gender: 'male' | 'female'): Promise<string> {
  const res = await request.get(`/api/names?search=${name}&gender=${gender}&limit=100`);
  const body = (await res.json()) as { data: { id: string; name: string }[] };
  return body.data.find((n) => n.name === name)!.id;
}

async function expectOliviaChart(page: Page) {
  const section = page.getByRole('region', { name: 'Popularity in the US' });
  await expect(section.getByTestId('popularity-summary')).toContainText('#1 in 2024 · peak #1 in 2019 · steady');
  await expect(section.getByTestId('popularity-summary')).toContainText('Boys: #5,811 in 2024');
  // Births a year for girls and for boys.
  await expect(section.getByTestId('chart-births').locator('path.line')).toHaveCount(2);
  await expect(section.getByTestId('chart-rank').locator('path.line')).toHaveCount(2);
  await expect(section.getByRole('img', { name: /Babies named Olivia in the US each year/ })).toBeVisible();
  // The table behind the chart, one click away for anyone.
  await section.getByText('Births and rank by year (table)').click();
  const row2024 = section.getByRole('row', { name: /^2024/ });
  await expect(row2024).toContainText('14,718');
  await expect(section).toContainText('US Social Security Administration');
}

test.describe('a name detail page', () => {
  test('shows the chart and its summary', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Olivia', 'female')}`);
    await expectOliviaChart(page);
  });

  test('shows them without JavaScript too', async ({ browser, request }) => {
    const id = await nameId(request, 'Olivia', 'female');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/names/${id}`);
    await expectOliviaChart(page);
    await context.close();
  });

  test('says "Not in US records" for a name the SSA never listed', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Armaity', 'female')}`);
    await expect(page.getByTestId('popularity-none')).toHaveText('Not in US records');
    await expect(page.locator('.popularity svg')).toHaveCount(0);
  });

  test('links to compare', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Liam', 'male')}`);
    await page.getByRole('link', { name: 'Compare Liam with other names' }).click();
    await expect(page).toHaveURL(/\/compare\?names=Liam$/);
    await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(1);
  });
});

test('compare draws four lines, and a fifth name waits for a free place', async ({ page }) => {
  await page.goto('/compare?names=Olivia,Liam,Jordan,Aarav');
  const summary = page.getByTestId('compare-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(4);
  await expect(summary).toContainText('Olivia (girl): #1 in 2024');
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(4);
  await expect(page.getByTestId('compare-rank').locator('path.line')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Aarav' }).click();
  await expect(page).toHaveURL(/names=Olivia,Liam,Jordan$/);
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(3);
  await page.getByRole('textbox').fill('Noah');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(4);
  await expect(page).toHaveURL(/names=Olivia,Liam,Jordan,Noah$/);
});

test('the home page lists the most popular and the fastest rising names', async ({ page }) => {
  await page.goto('/user/dashboard');
  const popular = page.getByTestId('home-popular');
  await expect(popular.getByRole('heading', { name: 'Most popular in 2024' })).toBeVisible();
  await expect(popular.getByRole('listitem').first()).toContainText('Liam');
  await expect(page.getByTestId('home-rising').getByRole('heading', { name: 'Rising fastest' })).toBeVisible();
  await popular.getByRole('link', { name: 'Olivia' }).click();
  await expect(page).toHaveURL(/\/names\/\d+$/);
  await expect(page.getByTestId('popularity-summary')).toContainText('#1 in 2024');
});

test('the names list sorts by popularity and shows rank badges', async ({ page }) => {
  await page.goto('/names/boy/l');
  const order = page.getByRole('group', { name: 'Order' });
  await expect(order.getByRole('button', { name: 'A–Z' })).toHaveAttribute('aria-pressed', 'true');
  await order.getByRole('button', { name: 'Most popular' }).click();
  await expect(page).toHaveURL(/\/names\?letter=L&gender=boy&sort=popular$/);
  const first = page.locator('.list-row').first();
  await expect(first.locator('.list-row-name')).toHaveText('Liam');
  await expect(first.locator('.rank-badge')).toContainText('#1');
  await expect(first.locator('.rank-badge')).toContainText('US rank in 2024: 1');
  await order.getByRole('button', { name: 'A–Z' }).click();
  await expect(page).toHaveURL(/\/names\?letter=L&gender=boy$/);
});

test('a religion list sorts by popularity', async ({ page, request }) => {
  const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
  const christianity = religions.data.find((r) => r.name === 'Christianity')!;
  await page.goto(`/religion/${christianity.id}?sort=popular&gender=boy`);
  const badges = page.locator('.list-row .rank-badge [aria-hidden="true"]');
  await expect(badges.first()).toBeVisible();
  const ranks = (await badges.allTextContents()).map((t) => Number(t.replace(/[#,]/g, '')));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  await expect(
    page.getByRole('group', { name: 'Order' }).getByRole('button', { name: 'Most popular' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
