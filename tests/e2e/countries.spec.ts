/**
 * Births beyond the US on a name's page, drawn at build time: where the name is most at home, a
 * register per disclosure (the matching community's first and open), each with its chart and its
 * source, and each ranked in its own last year (British Columbia's is 2014); the same without
 * JavaScript; and a phone's width held.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function nameId(request: APIRequestContext, name: string, gender: 'male' | 'female', religion?: string) {
  const res = await request.get(`/api/names?search=${name}&gender=${gender}&limit=100`);
  const body = (await res.json()) as { data: { id: string; name: string; religionId: { name: string } | null }[] };
  return body.data.find((n) => n.name === name && (!religion || n.religionId?.name === religion))!.id;
}

async function expectOlivia(page: Page) {
  const section = page.getByRole('region', { name: 'Beyond the US' });
  await expect(section.getByTestId('most-at-home')).toContainText('Olivia is most at home in');
  const ew = section.getByTestId('register-ew');
  await expect(ew.locator('summary')).toContainText('England and Wales');
  await expect(ew.locator('summary')).toContainText('#1 in 2020: 3,640 girls');
  // Closed registers open on a click, with their chart and source.
  if (!(await ew.evaluate((d) => (d as HTMLDetailsElement).open))) await ew.locator('summary').click();
  await expect(ew.getByRole('img', { name: /Babies named Olivia in England and Wales each year/ })).toBeVisible();
  await expect(ew).toContainText('Open Government Licence v3.0');
  // A register whose figures end before 2020 ranks the name in its own last year.
  const bc = section.getByTestId('register-bc');
  await expect(bc.locator('summary')).toContainText('British Columbia');
  await expect(bc.locator('summary')).toContainText('#1 in 2014: 292 girls');
  const nz = section.getByTestId('register-nz');
  await expect(nz.locator('summary')).toContainText('New Zealand');
  await expect(nz.locator('summary')).toContainText('#4 in 2020: 208 girls');
}

test.describe('births beyond the US', () => {
  test('a name page shows each register and where the name is most at home', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Olivia', 'female')}`);
    await expectOlivia(page);
  });

  test('the same without JavaScript', async ({ browser, request }) => {
    const id = await nameId(request, 'Olivia', 'female');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/names/${id}`);
    await expectOlivia(page);
    await context.close();
  });

  test("a Jewish name opens on Israel's Jewish births, in Hebrew script's register", async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Noa', 'female', 'Judaism')}`);
    const first = page.getByTestId('countries').locator('details').first();
    await expect(first).toHaveAttribute('data-testid', 'register-il-jewish');
    await expect(first).toHaveAttribute('open', '');
    await expect(first).toContainText("Israel's Central Bureau of Statistics");
  });

  test('a register whose last figure is one baby says "1 boy", not "1 boys"', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Davinder', 'male')}`);
    const scotland = page.getByTestId('register-sct');
    await expect(scotland.locator('summary')).toContainText('last in 2004 (1 boy)');
    await expect(page.getByTestId('countries')).not.toContainText(/\b1 (boys|girls)\b/);
  });

  test('holds a phone’s width', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`/names/${await nameId(request, 'Noa', 'female', 'Judaism')}`);
    const section = page.getByTestId('countries');
    const box = (await section.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
