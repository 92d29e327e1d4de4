/**
 * Without JavaScript (the design promises pages readable and crawlable without it): every control
 * that can be a plain link leads to a page with the right content, the /names search form works
 * on our own server, and what truly needs JavaScript says so instead of loading forever.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

async function religionId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
  return body.data.find((r) => r.name === name)!.id;
}

/** The h1 a visitor sees (a held list's built heading is in the page, hidden). */
const visibleHeading = (page: Page) => page.locator('h1:visible');
const visibleNames = (page: Page) => page.locator('.list-row-name:visible').allTextContents();

test.describe('lists without JavaScript', () => {
  test('Boy and Girl on /names are links to the right letter page', async ({ page }) => {
    await page.goto('/names/boy/k');
    await page.getByRole('group', { name: 'Select Gender' }).getByText('Girl').click();
    await expect(page).toHaveURL(/\/names\/girl\/k$/);
    await expect(visibleHeading(page)).toHaveText('Names Starting with "K"');
    await expect(page.locator('.list-rows .tag.girl').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy')).toHaveCount(0);
  });

  test('the /names search form shows the results', async ({ page }) => {
    await page.goto('/names');
    await page.getByRole('searchbox').fill('ari');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/names\?search=ari&gender=boy$/);
    await expect(page.getByRole('searchbox')).toHaveValue('ari');
    await expect(visibleHeading(page)).toHaveText('Search Results for "ari"');
    await expect(page.getByText(/^\d+ names found$/).filter({ visible: true })).toBeVisible();
    const names = await visibleNames(page);
    expect(names.length).toBeGreaterThan(0);
    // Prefix matches first (API.md).
    expect(names[0]?.toLowerCase().startsWith('ari')).toBe(true);
    await expect(page.locator('.list-rows .tag.girl:visible')).toHaveCount(0);
  });

  test('a search past the first page has page links that work', async ({ page }) => {
    await page.goto('/names?search=a&gender=girl');
    const pager = page.getByRole('navigation', { name: 'Pagination' }).filter({ visible: true });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?search=a&gender=girl&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  });

  test('a list by popularity (no built page has that order) is served right', async ({ page }) => {
    await page.goto('/names?letter=M&gender=girl&sort=popular');
    await expect(visibleHeading(page)).toHaveText('Names Starting with "M"');
    const names = await visibleNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.trim().toUpperCase().startsWith('M'))).toBe(true);
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('religion letters and Boy/Girl are links to the filtered list', async ({ page, request }) => {
    const id = await religionId(request, 'Hinduism');
    await page.goto(`/religion/${id}`);
    await page
      .getByRole('navigation', { name: 'Hinduism names by first letter' })
      .getByRole('link', { name: 'M' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?letter=M$`));
    await expect(visibleHeading(page)).toHaveText('Hinduism Names Starting with "M"');
    const names = await visibleNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.trim().toUpperCase().startsWith('M'))).toBe(true);

    await page.goto(`/religion/${id}`);
    await page.getByRole('group', { name: 'Select Gender' }).getByText('Girl').click();
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?gender=girl$`));
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('the religion search form searches that religion', async ({ page, request }) => {
    const id = await religionId(request, 'Hinduism');
    await page.goto(`/religion/${id}`);
    await page.getByRole('searchbox').fill('dev');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?search=dev$`));
    await expect(visibleHeading(page)).toHaveText('Search Results for "dev" in Hinduism');
  });
});

test.describe('god names without JavaScript', () => {
  async function longGodName(request: APIRequestContext) {
    const body = (await (await request.get('/api/god-names')).json()) as {
      data: { id: string; name: string; subNames: string[] }[];
    };
    return body.data.reduce((a, b) => (b.subNames.length > a.subNames.length ? b : a));
  }

  test('the OTHER NAMES pager works as links', async ({ page, request }) => {
    const godName = await longGodName(request);
    expect(godName.subNames.length).toBeGreaterThan(20);
    await page.goto(`/godname/${godName.id}`);
    await page
      .getByRole('navigation', { name: 'Other names pages' })
      .first()
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/godname/${godName.id}\\?page=2$`));
    // The first page's ten are held back; the asked page shows, numbered from 11.
    const pageTwo = page.locator('ol.sub-names[start="11"]');
    await expect(pageTwo).toBeVisible();
    await expect(page.locator('ol.sub-names[start="1"]')).toBeHidden();
    await expect(pageTwo.locator('li').first()).toHaveText(godName.subNames[10]!);
    await expect(
      page
        .getByRole('navigation', { name: 'Other names pages' })
        .filter({ visible: true })
        .locator('[aria-current="page"]'),
    ).toHaveText('2');
  });

  test('in the plain list of every other name, no number runs into a long name', async ({ page, request }) => {
    const godName = await longGodName(request);
    await page.goto(`/godname/${godName.id}`);
    const gaps = await page
      .locator('ol.sub-names:visible')
      .last()
      .evaluate((list) => {
        const items = [...list.querySelectorAll('li')];
        const problems: string[] = [];
        items.forEach((item, i) => {
          const box = item.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(item);
          const text = range.getBoundingClientRect();
          // The name stays within its own box.
          if (text.right > box.right + 1) problems.push(`${item.textContent} overflows`);
          const next = items[i + 1]?.getBoundingClientRect();
          // The next number (outside its item, in its margin) needs room after this item's text.
          if (next && Math.abs(next.top - box.top) < 2 && next.left - text.right < 32)
            problems.push(`${item.textContent} touches the number after it`);
        });
        return problems;
      });
    expect(gaps).toEqual([]);
  });
});

test.describe('pages that need JavaScript say so', () => {
  test('/favourites', async ({ page }) => {
    await page.goto('/favourites');
    await expect(page.getByText(/^Your favourites need JavaScript/)).toBeVisible();
    await expect(page.getByText('Checking your session…')).toBeHidden();
  });

  test('an item page the build did not make (its shell)', async ({ page }) => {
    for (const path of ['/names/987654321', '/godname/987654321', '/nicknames/987654321']) {
      await page.goto(path);
      await expect(page.getByText(/^Showing this .* needs JavaScript\./)).toBeVisible();
      await expect(page.getByText('Loading…')).toBeHidden();
    }
  });
});
