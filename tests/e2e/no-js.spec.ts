/**
 * Without JavaScript (the design promises pages readable and crawlable without it): every control
 * that can be a plain link leads to a page with the right content, the /names search form works
 * on our own server, and what truly needs JavaScript says so instead of loading forever.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { filterNicknames } from '../../src/shared/nickname-filter.ts';
import type { Nickname } from '../../src/shared/types.ts';

test.use({ javaScriptEnabled: false });

async function religionId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
  return body.data.find((r) => r.name === name)!.id;
}

/** The h1 a visitor sees (a held list's built heading is in the page, hidden). */
const visibleHeading = (page: Page) => page.locator('h1:visible');
const visibleNames = (page: Page) => page.locator('.list-row-name:visible').allTextContents();
const genderOption = (page: Page, name: 'Boy' | 'Girl') =>
  page.getByRole('group', { name: 'Select Gender' }).getByRole('button', { name, exact: true });
const letterLink = (page: Page, grid: string, letter: string) =>
  page.getByRole('navigation', { name: grid }).getByRole('link', { name: letter, exact: true });
const currentPage = (page: Page) =>
  page.locator('.pagination').filter({ visible: true }).first().locator('[aria-current="page"]');

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
    await page.locator('main').getByRole('searchbox').fill('ari');
    await page.locator('main').getByRole('searchbox').press('Enter');
    // Browsing boys A, a new search looks at both genders.
    await expect(page).toHaveURL(/\/names\?search=ari$/);
    await expect(page.locator('main').getByRole('searchbox')).toHaveValue('ari');
    await expect(visibleHeading(page)).toHaveText('Search Results for "ari"');
    await expect(page.getByText(/^\d+ names found$/).filter({ visible: true })).toBeVisible();
    const names = await visibleNames(page);
    expect(names.length).toBeGreaterThan(0);
    // Prefix matches first (docs/api.md).
    expect(names[0]?.toLowerCase().startsWith('ari')).toBe(true);
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
    await page.locator('main').getByRole('searchbox').fill('dev');
    await page.locator('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?search=dev$`));
    await expect(visibleHeading(page)).toHaveText('Search Results for "dev" in Hinduism');
  });
});

test.describe('a letter and a gender together, without JavaScript', () => {
  test('/names?letter=M&gender=girl shows the M girls, and /names?gender=girl the A girls', async ({ page }) => {
    await page.goto('/names?letter=M&gender=girl');
    await expect(visibleHeading(page)).toHaveText('Names Starting with "M"');
    expect((await visibleNames(page)).every((n) => n.trim().startsWith('M'))).toBe(true);
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
    await expect(genderOption(page, 'Girl')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/names?gender=girl');
    await expect(visibleHeading(page)).toHaveText('Names Starting with "A"');
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('a parameter given twice counts once, the last, as the page with JavaScript reads it', async ({ page }) => {
    await page.goto('/names?letter=B&letter=M&gender=boy&gender=girl');
    await expect(visibleHeading(page)).toHaveText('Names Starting with "M"');
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('on a search, Boy/Girl keep the search and the letters keep the gender', async ({ page }) => {
    await page.goto('/names?search=ari');
    await genderOption(page, 'Girl').click();
    await expect(page).toHaveURL(/\/names\?search=ari&gender=girl$/);
    await expect(visibleHeading(page)).toHaveText('Search Results for "ari"');
    await expect(genderOption(page, 'Girl')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
    // A new search keeps the gender chosen, and no letter is marked as the one listed.
    await expect(page.locator('.letter-grid [aria-current]')).toHaveCount(0);
    await page.locator('main').getByRole('searchbox').fill('mar');
    await page.locator('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/names\?search=mar&gender=girl$/);
    await letterLink(page, 'Names by first letter', 'Q').click();
    await expect(page).toHaveURL(/\/names\/girl\/q$/);
    await expect(visibleHeading(page)).toHaveText('Names Starting with "Q"');
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('by popularity, Boy/Girl and A–Z keep the letter', async ({ page }) => {
    await page.goto('/names?letter=M&gender=boy&sort=popular');
    await genderOption(page, 'Girl').click();
    await expect(page).toHaveURL(/\/names\?letter=M&gender=girl&sort=popular$/);
    await expect(visibleHeading(page)).toHaveText('Names Starting with "M"');
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
    await page.getByRole('group', { name: 'Order' }).getByRole('button', { name: 'A–Z' }).click();
    await expect(page).toHaveURL(/\/names\?letter=M&gender=girl$/);
    await expect(visibleHeading(page)).toHaveText('Names Starting with "M"');
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
  });

  test('on a religion letter, Girl keeps the letter and another letter keeps the gender', async ({ page, request }) => {
    const id = await religionId(request, 'Hinduism');
    await page.goto(`/religion/${id}?letter=M`);
    await genderOption(page, 'Girl').click();
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?letter=M&gender=girl$`));
    await expect(visibleHeading(page)).toHaveText('Hinduism Names Starting with "M"');
    await expect(genderOption(page, 'Girl')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
    await letterLink(page, 'Hinduism names by first letter', 'K').click();
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?letter=K&gender=girl$`));
    await expect(visibleHeading(page)).toHaveText('Hinduism Names Starting with "K"');
    await expect(page.locator('.letter-grid [aria-current="true"]')).toHaveText('K');
    await expect(page.locator('.list-rows .tag.girl:visible').first()).toBeVisible();
    await expect(page.locator('.list-rows .tag.boy:visible')).toHaveCount(0);
    // Pressing Girl again lists both, still on K.
    await genderOption(page, 'Girl').click();
    await expect(page).toHaveURL(new RegExp(`/religion/${id}\\?letter=K$`));
    await expect(page.locator('.list-rows .tag.boy:visible').first()).toBeVisible();
  });
});

test.describe('nicknames without JavaScript', () => {
  test('the search form shows the results, with page links that work', async ({ page, request }) => {
    const all = ((await (await request.get('/api/nicknames')).json()) as { data: Nickname[] }).data;
    const expected = filterNicknames(all, { search: 'al', letter: '', page: 1 });
    expect(expected.totalPages).toBeGreaterThan(1);
    // From a letter page: the form goes to the list's own address, not the letter's.
    await page.goto('/nicknames/letter/b');
    await page.locator('main').getByRole('searchbox').fill('al');
    await page.locator('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/nicknames\?search=al$/);
    await expect(page.locator('main').getByRole('searchbox')).toHaveValue('al');
    await expect(page.locator('.list-heading:visible')).toHaveText('Search Results for "al"');
    await expect(page.locator('.list-count:visible')).toHaveText(`${expected.total} nicknames found`);
    expect(await visibleNames(page)).toEqual(expected.items.map((n) => n.name));
    await expect(page.locator('.letter-grid [aria-current]')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/nicknames\?search=al&page=2$/);
    await expect(currentPage(page)).toHaveText('2');
    const second = filterNicknames(all, { search: 'al', letter: '', page: 2 });
    expect(await visibleNames(page)).toEqual(second.items.map((n) => n.name));
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto('/nicknames?search=zzqqxx');
    await expect(page.locator('.list-count:visible')).toHaveText('0 nicknames found');
    // Playwright's text locators do not look into <noscript>; a visitor without JavaScript sees it.
    await expect(page.locator('.list-empty:visible')).toHaveText(
      'No nicknames found for this selection. Try another search or letter.',
    );
  });
});

test.describe('a page past the end shows the last page, on every list', () => {
  test('names, letter pages, nicknames, religions and searches', async ({ page, request }) => {
    const id = await religionId(request, 'Hinduism');
    const lists = [
      { path: '/names?page=999', heading: 'Names Starting with "A"' },
      { path: '/names?letter=M&gender=girl&page=99', heading: 'Names Starting with "M"' },
      { path: '/names?search=a&gender=girl&page=999', heading: 'Search Results for "a"' },
      { path: '/nicknames?page=999', heading: 'Nicknames Starting with "A"' },
      { path: '/nicknames?letter=B&page=99', heading: 'Nicknames Starting with "B"' },
      { path: '/nicknames?search=a&page=999', heading: 'Search Results for "a"' },
      { path: `/religion/${id}?page=999`, heading: 'Hinduism Names' },
      { path: `/religion/${id}?letter=M&page=99`, heading: 'Hinduism Names Starting with "M"' },
    ];
    for (const { path, heading } of lists) {
      await page.goto(path);
      await expect(page.locator('.list-heading:visible'), path).toHaveText(heading);
      await expect(page.locator('.list-rows:visible li').first(), path).toBeVisible();
      // The last page is the current one: no Next, and its number is the highest.
      const pager = page.locator('.pagination').filter({ visible: true }).first();
      const numbers = (await pager.locator('.page-row li:not(.page-step):not(.page-gap)').allTextContents()).map(
        Number,
      );
      await expect(pager.locator('[aria-current="page"]'), path).toHaveText(String(Math.max(...numbers)));
      await expect(pager.getByRole('link', { name: 'Next' }), path).toHaveCount(0);
    }
  });
});

test('a search over 100 characters in a link searches its first 100 and says so', async ({ page }) => {
  const long = 'ab'.repeat(150);
  await page.goto(`/names?search=${long}`);
  await expect(page.locator('.search-limit:visible')).toHaveText('Searches can be up to 100 characters.');
  await expect(visibleHeading(page)).toHaveText(`Search Results for "${long.slice(0, 100)}"`);
  await page.goto(`/nicknames?search=${long}`);
  await expect(page.locator('.search-limit:visible')).toHaveText('Searches can be up to 100 characters.');
  await expect(page.locator('.list-heading:visible')).toHaveText(`Search Results for "${long.slice(0, 100)}"`);
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
    // The card shows the asked page, numbered from 11, rendered in place of the first.
    const pageTwo = page.locator('ol.sub-names[start="11"]');
    await expect(pageTwo).toBeVisible();
    await expect(page.locator('ol.sub-names[start="1"]')).toHaveCount(0);
    await expect(pageTwo.locator('li').first()).toHaveText(godName.subNames[10]!);
    await expect(
      page
        .getByRole('navigation', { name: 'Other names pages' })
        .filter({ visible: true })
        .locator('[aria-current="page"]'),
    ).toHaveText('2');
  });

  test('the page asked for stands where OTHER NAMES stands: in the card, above the list of all', async ({
    page,
    request,
  }) => {
    const godName = await longGodName(request);
    await page.goto(`/godname/${godName.id}?page=3`);
    const asked = page.locator('article.detail .sub-names-section');
    await expect(asked.getByRole('heading', { level: 2 })).toHaveText('OTHER NAMES');
    await expect(asked.locator('ol.sub-names')).toHaveAttribute('start', '21');
    await expect(asked.locator('ol.sub-names li').first()).toHaveText(godName.subNames[20]!);
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    const all = page.getByRole('heading', { name: `All ${godName.subNames.length} names of ${godName.name}` });
    expect(await top(asked)).toBeLessThan(await top(all));
    // On a desktop screen the asked page starts within the first two screens.
    expect(await top(asked)).toBeLessThan(2 * 800);
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
