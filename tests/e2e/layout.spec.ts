/**
 * Geometry in a real browser, where a layout can break while every other test stays green (the
 * nickname list once stacked its 26 letters in one column, 1,280 px tall). Positions and sizes,
 * not pixels, so fonts and antialiasing cannot make these flaky.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, registerUser } from './session-helpers.ts';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, screens: 1 },
  { name: 'phone', width: 375, height: 812, screens: 2.5 },
] as const;

const LIST_SCREENS = ['/names', '/nicknames', '/names/girl/m', '/nicknames/letter/b'];

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} is laid out`).not.toBeNull();
  return found!;
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of LIST_SCREENS) {
      test(`${path}: search box, the whole A–Z grid and the first row are near the top; nothing scrolls sideways`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.locator('.list-rows li').first().waitFor();
        const limit = size.height * size.screens;
        const search = await box(page, '.search-box input');
        const grid = await box(page, '.letter-grid');
        const firstRow = await box(page, '.list-rows li');
        expect(search.y + search.height).toBeLessThanOrEqual(limit);
        expect(grid.y + grid.height).toBeLessThanOrEqual(limit);
        expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(limit);
        // Compact: 26 letters in at most five rows on a phone and two on a desktop.
        const letters = page.locator('.letter-grid a');
        await expect(letters).toHaveCount(26);
        const tops = new Set(
          await letters.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))),
        );
        expect(tops.size).toBeLessThanOrEqual(size.name === 'phone' ? 5 : 2);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Escape closes the menu and gives focus back to its toggle', async ({ page }) => {
    await page.goto('/names');
    const toggle = page.locator('.nav-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('phone menu without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test('stays open but wraps its links in rows, so a search answer starts in the first screen', async ({ page }) => {
    await page.goto('/names?search=olivia');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const tops = new Set(await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))));
    // Five links and Login: at most three lines, where a column took six.
    expect(tops.size).toBeLessThanOrEqual(3);
    const firstRow = await box(page, '.list-rows li');
    expect(firstRow.y).toBeLessThan(812);
    await expect(page.locator('.list-rows li').first()).toContainText('Olivia');
  });
});

test.describe('search terms over the limit', () => {
  test('the box stops at 100 characters and says so; a longer term in a link searches its first 100', async ({
    page,
  }) => {
    await page.goto('/names');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    const input = page.locator('main').getByRole('searchbox');
    await input.fill('a'.repeat(120));
    await expect(input).toHaveValue('a'.repeat(100));
    await expect(page.getByRole('status').filter({ hasText: 'Searches can be up to 100 characters.' })).toBeVisible();

    await page.goto(`/names?search=${'b'.repeat(500)}`);
    await expect(page.getByRole('heading', { name: `Search Results for "${'b'.repeat(100)}"` })).toBeVisible();
    const heading = await box(page, '.list-heading');
    expect(heading.height).toBeLessThan(200);
  });
});

test.describe('pages past the end', () => {
  test('/names?page=999 goes to the last page, with its rows and its number current (pages 1 to total)', async ({
    page,
  }) => {
    await page.goto('/names?page=999');
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page).toHaveURL(/[?&]page=(\d+)/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    await expect(page.locator('[aria-current="page"]').filter({ hasText: String(last) })).toBeVisible();
  });

  test('/religion/{id}?page=999 goes to the last page too', async ({ page }) => {
    await page.goto('/religion');
    const href = await page.locator('main a[href^="/religion/"]').first().getAttribute('href');
    await page.goto(`${href}?page=999`);
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page.locator('.list-rows li').first()).toBeVisible();
  });

  test('/nicknames?letter=B&page=99 goes to the last page, and the address says so as on the names lists', async ({
    page,
  }) => {
    await page.goto('/nicknames?letter=B&page=99');
    await expect(page).not.toHaveURL(/page=99/);
    await expect(page).toHaveURL(/\/nicknames\?letter=B&page=(\d+)$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText(String(last));
    await expect(page.locator('.pagination').getByRole('link', { name: 'Next' })).toHaveCount(0);
  });
});

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function religionIdOf(page: Page, name: string): Promise<string> {
  const body = (await (await page.request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
  return body.data.find((r) => r.name === name)!.id;
}

for (const size of SIZES) {
  test.describe(`screens at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('home: the "Start browsing" cards read in a few lines; chips and cards in reach', async ({ page }) => {
      await page.goto('/user/dashboard');
      await expect(page.locator('[data-live="true"]')).toBeAttached();
      const texts = page.locator('.home-ways .tile-text');
      // A–Z, religion, god names, nicknames, birth stars, popular by country, the whole name.
      await expect(texts).toHaveCount(7);
      for (const text of await texts.all()) {
        const lines = await text.evaluate(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        );
        // Was 5–6 short lines at 1280 px: title, text and arrow shared one row.
        expect(lines).toBeLessThanOrEqual(3.2);
      }
      const firstCard = await box(page, '.home-ways li');
      expect(firstCard.y + firstCard.height).toBeLessThanOrEqual(size.height * size.screens);
      await expect(page.locator('.home-chips a').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled });

        test('a religion with many pages: one row, Previous and Next at its ends, every page in "All N pages"', async ({
          page,
        }) => {
          const id = await religionIdOf(page, 'Hinduism');
          const names = (await (
            await page.request.get('/api/names', { params: { religionId: id, page: '1', limit: '15', gender: '' } })
          ).json()) as { totalPages: number };
          const total = names.totalPages;
          expect(total).toBeGreaterThan(20);
          // A page deep in the list: two-digit current and neighbours beside a three-digit last
          // page (Hinduism has over 100), the widest row.
          const deep = total - 10;
          await page.goto(`/religion/${id}/${deep}`);
          if (javaScriptEnabled) await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
          const pager = page.getByRole('navigation', { name: 'Pagination' });
          const cells = await pager.locator('.page-row > li').evaluateAll((els) =>
            els
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0)
              .map((r) => ({ middle: r.top + r.height / 2, left: r.left, right: r.right })),
          );
          // One row: every cell on one line, Previous first at the left edge, Next last at the right.
          const middles = cells.map((c) => c.middle);
          expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(3);
          const previous = await box(page, '.page-row .page-step.previous .page-link');
          const next = await box(page, '.page-row .page-step.next .page-link');
          expect(previous.x).toBeLessThanOrEqual(Math.min(...cells.map((c) => c.left)) + 1);
          expect(next.x + next.width).toBeGreaterThanOrEqual(Math.max(...cells.map((c) => c.right)) - 1);
          expect(next.x + next.width).toBeLessThanOrEqual(size.width);
          const pagerBox = await box(page, '.pagination');
          expect(next.x + next.width).toBeGreaterThan(pagerBox.x + pagerBox.width - 2);
          // Inside the page's margins, and the list's too: a row wider than the column widens the
          // column (the list's right margin shrank to 7 px while its left stayed 16).
          const firstRow = await box(page, '.list-rows li');
          expect(next.x + next.width).toBeLessThanOrEqual(firstRow.x + firstRow.width + 1);
          expect(size.width - (firstRow.x + firstRow.width)).toBeGreaterThanOrEqual(firstRow.x - 1);
          // Thumb-sized cells.
          for (const selector of ['.page-row .page-step.previous .page-link', '.page-row [aria-current="page"]']) {
            expect((await box(page, selector)).height).toBeGreaterThanOrEqual(44);
          }
          // First, current and last in the row; every page in "All N pages".
          await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible();
          await expect(pager.locator('[aria-current="page"]')).toHaveText(String(deep));
          await expect(pager.getByRole('link', { name: `Page ${total}`, exact: true })).toBeVisible();
          await pager.getByText(`All ${total} pages`).click();
          const all = pager.locator('.page-all');
          await expect(all.locator('li')).toHaveCount(total);
          await expect(all.getByRole('link')).toHaveCount(total - 1);
          await expectNoSidewaysScroll(page);
          await all.getByRole('link', { name: `Page ${total - 1}`, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`/religion/${id}(/|\\?page=)${total - 1}$`));
          await expect(pager.locator('[aria-current="page"]')).toHaveText(String(total - 1));
        });
      });
    }

    test('the A–Z grid has no short last row', async ({ page }) => {
      await page.goto('/names');
      const tops = await page
        .getByRole('navigation', { name: 'Names by first letter' })
        .locator('li')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(perRow.reduce((a, b) => a + b, 0)).toBe(26);
      // Rows of 13 (9 on a phone): the last row holds at least all but one of a full row.
      expect(perRow.at(-1)!).toBeGreaterThanOrEqual(perRow[0]! - 1);
      expect(perRow.length).toBeLessThanOrEqual(size.name === 'phone' ? 3 : 2);
    });

    test('god names: the OTHER NAMES pager keeps Previous and Next at the ends of one row', async ({ page }) => {
      await page.goto('/godnames');
      const firstTile = await box(page, 'main .grid li');
      expect(firstTile.y + firstTile.height).toBeLessThanOrEqual(size.height * size.screens);
      await expectNoSidewaysScroll(page);

      const body = (await (await page.request.get('/api/god-names')).json()) as {
        data: { id: string; subNames: string[] }[];
      };
      const longest = body.data.reduce((a, b) => (b.subNames.length > a.subNames.length ? b : a));
      await page.goto(`/godname/${longest.id}`);
      await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
      const previous = await box(page, '.sub-names-section .page-step.previous .page-link');
      const next = await box(page, '.sub-names-section .page-step.next .page-link');
      expect(Math.abs(previous.y - next.y)).toBeLessThan(2);
      expect(next.x + next.width).toBeLessThanOrEqual(size.width);
      const numbers = await page
        .locator('.sub-names-section .page-row li:not(.page-step) .page-link')
        .evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.height > 0)
            .map((r) => ({ top: r.top, height: r.height })),
        );
      // Every number cell is as tall as the others, on Previous's row.
      expect(new Set(numbers.map((n) => Math.round(n.height))).size).toBe(1);
      for (const n of numbers)
        expect(Math.abs(n.top + n.height / 2 - (previous.y + previous.height / 2))).toBeLessThan(3);
      await expectNoSidewaysScroll(page);
    });

    test('a long web address in a source wraps inside its card, and the OTHER NAMES keep the card width', async ({
      page,
    }) => {
      const body = (await (await page.request.get('/api/god-names')).json()) as {
        data: { id: string; source: string | null }[];
      };
      const withAddress = body.data.filter((g) => /https?:\/\/\S{40,}/.test(g.source ?? ''));
      expect(withAddress.length).toBeGreaterThan(0);
      for (const godName of withAddress) {
        await page.goto(`/godname/${godName.id}`);
        await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
        const card = await box(page, 'article.detail');
        for (const selector of ['article.detail p.muted', '.sub-names-section']) {
          const inner = await box(page, selector);
          expect(inner.x + inner.width, `${godName.id} ${selector}`).toBeLessThanOrEqual(card.x + card.width);
        }
        await expectNoSidewaysScroll(page);
      }
    });

    test('favourites: empty cards offer a way to start browsing; nothing scrolls sideways', async ({ page }) => {
      const account = await registerUser(page.request);
      await openSignedIn(page, account, '/favourites');
      const cards = page.locator('.favourite-card');
      await expect(cards).toHaveCount(3);
      for (const [card, href] of [
        [cards.nth(0), '/names'],
        [cards.nth(1), '/godnames'],
        [cards.nth(2), '/nicknames'],
      ] as const) {
        await expect(card.getByRole('link', { name: /^Browse / })).toHaveAttribute('href', href);
      }
      const first = await box(page, '.favourite-card');
      expect(first.y).toBeLessThanOrEqual(size.height);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('keyboard paging', () => {
  test('choosing a page moves focus to the results heading', async ({ page }) => {
    await page.goto('/names/boy/a');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible();
    await expect(page.locator('h1.list-heading')).toBeFocused();
    // The next Tab lands inside the results, not at "Skip to content".
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('.list-rows, .list-screen') !== null);
    expect(focused).toBe(true);
  });

  test('on a god name, choosing a page of OTHER NAMES moves focus to its heading', async ({ page }) => {
    const body = (await (await page.request.get('/api/god-names')).json()) as {
      data: { id: string; subNames: string[] }[];
    };
    const longest = body.data.reduce((a, b) => (b.subNames.length > a.subNames.length ? b : a));
    await page.goto(`/godname/${longest.id}`);
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await page.getByRole('navigation', { name: 'Other names pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator('#other-names-heading')).toBeFocused();
  });
});
