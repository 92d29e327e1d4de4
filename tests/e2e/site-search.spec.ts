/**
 * The site's name search in the header and on the home page: a plain GET form to /names without
 * JavaScript, a combobox suggesting names with it (WAI-ARIA combobox with listbox popup).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, registerUser } from './session-helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The header's box: a search box until its code loads, a combobox after. */
const headerBox = (page: Page) => page.getByRole('banner').getByLabel('Search all names');
const homeBox = (page: Page) => page.getByRole('main').getByLabel('Search all names');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested names' });
/** The suggested names (the list ends with the search for every name, which is not one). */
const named = (page: Page) => suggestions(page).getByRole('option').filter({ hasNotText: 'Search all names for' });
/** A row of the results list that links to the name itself. */
const resultLink = (page: Page, name: string) =>
  page.getByRole('main').locator('.list-rows').getByRole('link', { name, exact: true }).first();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search on the home page is a form that lands on the results for the name', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const box = headerBox(page);
    await expect(box).toHaveRole('searchbox');
    await box.fill('Olivia');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/names\?search=Olivia$/);
    await expect(resultLink(page, 'Olivia')).toBeVisible();
  });

  test('the home page search box lands on the results too', async ({ page }) => {
    await page.goto('/user/dashboard');
    await homeBox(page).fill('Noah');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?search=Noah$/);
    await expect(resultLink(page, 'Noah')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('Enter with no suggestion chosen opens the results for what was typed', async ({ page }) => {
    await page.goto('/user/dashboard');
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('Olivia');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/names\?search=Olivia$/);
    await expect(resultLink(page, 'Olivia')).toBeVisible();
  });

  test('the combobox by keyboard: type, ArrowDown, Enter opens the name', async ({ page }) => {
    await page.goto('/names/boy/a');
    const box = headerBox(page);
    await box.focus();
    await box.pressSequentially('olivi');
    await expect(box).toHaveRole('combobox');
    const list = suggestions(page);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const first = named(page).first();
    await expect(first).toContainText('Olivia');
    // Name, gender and religion on each suggestion.
    await expect(first).toContainText('GIRL');
    await expect(first.locator('.site-search-religion')).not.toBeEmpty();
    // The count is announced to screen readers.
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'suggested' })).toHaveText(
      /^\d+ names? suggested\./,
    );
    // No option is active until an arrow key says so.
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // ArrowUp from the first wraps to the last (the search for every name), and back.
    await box.press('ArrowUp');
    const last = list.getByRole('option').last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toHaveText('Search all names for “olivi”');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // The focus never left the box.
    await expect(box).toBeFocused();

    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/names\/[^/?]+$/);
    await box.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');
  });

  test('Escape closes the suggestions and keeps the text; a click on a suggestion opens it', async ({ page }) => {
    await page.goto('/user/dashboard');
    const box = homeBox(page);
    await box.click();
    await box.pressSequentially('emm');
    await expect(named(page).first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveValue('emm');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = named(page).filter({ hasText: 'Emma' }).first();
    const href = await option.getAttribute('href');
    await option.click();
    await expect(page).toHaveURL(href!);
  });

  test('text typed before the suggestion code arrives is kept and suggested for', async ({ page }) => {
    // Hold the suggestion code back, as a slow phone would, while the visitor types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Both the loader (the visitor types before it runs) and the code it imports.
    await page.route(/\/_astro\/(SiteSearch\.astro|site-search\.)[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's scripts wait for the held loader, so the page is not "loaded" yet.
    await page.goto('/names/girl/m', { waitUntil: 'commit' });
    const box = headerBox(page);
    await box.click();
    await page.keyboard.type('Emma');
    await expect(box).toHaveValue('Emma');
    await expect(box).toHaveRole('searchbox');
    release();
    await expect(box).toHaveRole('combobox');
    await expect(box).toHaveValue('Emma');
    await expect(named(page).first()).toContainText('Emma');
  });

  test('an answer for an earlier term never replaces the suggestions for the term in the box', async ({ page }) => {
    // The answer for "n" is slow; the one for "no" is quick and must stay.
    await page.route(/\/api\/names\/suggest\?q=n$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => {});
    });
    await page.goto('/user/dashboard');
    const box = homeBox(page);
    await box.click();
    await box.pressSequentially('n');
    await page.waitForTimeout(250);
    await box.pressSequentially('o');
    const first = named(page).first();
    await expect(first).toContainText(/^no/i);
    await page.waitForTimeout(1_800);
    await expect(first).toContainText(/^no/i);
    await expect(suggestions(page).getByRole('option').last()).toHaveText('Search all names for “no”');
  });
});

test.describe('accessibility', () => {
  test('axe finds nothing in the plain form and with the suggestions open, on the home page and a letter page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of ['/user/dashboard', '/names/boy/a']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Before its first focus the box is the plain form the HTML has (as without JavaScript).
      const plain = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(plain.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      const box = headerBox(page);
      await box.click();
      await box.pressSequentially('ar');
      await expect(suggestions(page)).toBeVisible();
      await box.press('ArrowDown');
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          result.violations.map((v) => `${path} ${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
        ).toEqual([]);
      }
    }
  });
});

test.describe('layout', () => {
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  for (const javaScriptEnabled of [true, false]) {
    test(`on a phone the header holds: the search has its own row inside the screen (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled });
      const page = await context.newPage();
      const inside = (rect: { x: number; width: number } | null) => {
        expect(rect!.x).toBeGreaterThanOrEqual(0);
        expect(rect!.x + rect!.width).toBeLessThanOrEqual(375);
      };
      for (const path of ['/names/1', '/religion', '/nicknames/letter/b']) {
        await page.goto(path);
        const header = await page.getByRole('banner').boundingBox();
        const field = await page.getByRole('banner').locator('.site-search-field').boundingBox();
        const brand = await page.getByRole('banner').getByRole('link', { name: 'Baby Names' }).boundingBox();
        expect(header!.width).toBeLessThanOrEqual(375);
        inside(field);
        // Wide enough to type in, and under the brand rather than squeezed beside it.
        expect(field!.width).toBeGreaterThanOrEqual(300);
        expect(field!.y).toBeGreaterThanOrEqual(brand!.y + brand!.height - 1);
        expect(field!.height).toBeGreaterThanOrEqual(44);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
      // The home page: its own large box in place of the header's, fitting the screen.
      await page.goto('/user/dashboard');
      await expect(headerBox(page)).toBeHidden();
      const hero = await page.getByRole('main').locator('.site-search-field').boundingBox();
      inside(hero);
      expect(hero!.width).toBeGreaterThanOrEqual(300);
      inside(await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).boundingBox());
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }

  test('on a phone the suggestions fit the screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/names/1');
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('sam');
    const list = suggestions(page);
    await expect(list).toBeVisible();
    const rect = await list.boundingBox();
    expect(rect!.x).toBeGreaterThanOrEqual(0);
    expect(rect!.x + rect!.width).toBeLessThanOrEqual(375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    for (const option of await list.getByRole('option').all()) {
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  test('on a desktop the search shares the brand’s row, signed in too', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const check = async () => {
      const field = await page.getByRole('banner').locator('.site-search-field').boundingBox();
      const brand = await page.getByRole('banner').getByRole('link', { name: 'Baby Names' }).boundingBox();
      expect(field!.y).toBeLessThan(brand!.y + brand!.height);
      expect(field!.width).toBeGreaterThanOrEqual(200);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    };
    await page.goto('/names');
    await check();
    await openSignedIn(page, await registerUser(request), '/names');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites' })).toBeVisible();
    await check();
    await context.close();
  });
});
