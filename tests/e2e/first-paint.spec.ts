/**
 * A shared or bookmarked list link shows what it names from the first paint: every heading that
 * is ever visible is recorded from the first byte (a MutationObserver installed before any of the
 * page's scripts), and none may be the wrong one, not even for a frame.
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Records the text of every h1 that is visible when a frame is drawn: each change to the document
 * (a MutationObserver installed before any of the page's scripts) and every frame check the h1s
 * just before paint, once the page's stylesheets apply. A list held back (display: none) is not
 * seen; a wrong heading shown for a single frame is.
 */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    const record = () => {
      for (const h of document.querySelectorAll('h1')) {
        const text = h.textContent?.trim() ?? '';
        if (text && h.checkVisibility() && !seen.includes(text)) seen.push(text);
      }
      // Rows too: a heading can be right over the wrong rows (boys on a girls' link).
      for (const tag of document.querySelectorAll('.list-rows .tag.boy, .list-rows .tag.girl')) {
        const key = `row:${tag.classList.contains('boy') ? 'boy' : 'girl'}`;
        if (tag.checkVisibility() && !seen.includes(key)) seen.push(key);
      }
    };
    new MutationObserver(() => requestAnimationFrame(record)).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const everyFrame = () => {
      record();
      if (performance.now() < 15_000) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

const seenOnScreen = (page: Page) => page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
/** The h1 texts that were ever visible, in order. */
const headings = async (page: Page) => (await seenOnScreen(page)).filter((text) => !text.startsWith('row:'));
/** The genders of the rows that were ever visible. */
const rowGenders = async (page: Page) =>
  (await seenOnScreen(page)).filter((text) => text.startsWith('row:')).map((text) => text.slice(4));

test.describe('deep links paint the right list first', () => {
  test('/names?letter=M&gender=girl never shows the A list', async ({ page }) => {
    await recordHeadings(page);
    const response = await page.goto('/names?letter=M&gender=girl');
    // The server answers with the built page of that letter, at the same address.
    expect(await response!.text()).toContain('Names Starting with &quot;M&quot;');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Names Starting with "M"');
    expect(await headings(page)).toEqual(['Names Starting with "M"']);
    expect(await rowGenders(page)).toEqual(['girl']);
    await expect(page).toHaveURL(/\/names\?letter=M&gender=girl$/);
  });

  test('/names?letter=k&gender=boy&page=2 paints page 2 of K', async ({ page }) => {
    await recordHeadings(page);
    await page.goto('/names?letter=k&gender=boy&page=2');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    expect(await headings(page)).toEqual(['Names Starting with "K"']);
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible();
  });

  test('/nicknames?letter=B paints the B nicknames', async ({ page }) => {
    await recordHeadings(page);
    const response = await page.goto('/nicknames?letter=B');
    expect(await response!.text()).toContain('Nicknames Starting with &quot;B&quot;');
  });

  test('/names?search=ari never shows the A list (held back, then the results)', async ({ page }) => {
    const errors = watchConsole(page);
    await recordHeadings(page);
    await page.goto('/names?search=ari');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "ari"');
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    expect(await headings(page)).toEqual(['Search Results for "ari"']);
    // Held back: the built rows of A never showed either; the hold is lifted.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-list-pending'))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('religion letter and gender links never show the unfiltered list', async ({ page, request }) => {
    const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
    const hinduism = religions.data.find((r) => r.name === 'Hinduism')!;
    const errors = watchConsole(page);
    await recordHeadings(page);
    await page.goto(`/religion/${hinduism.id}?letter=M&gender=girl`);
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hinduism Names Starting with "M"');
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    expect(await headings(page)).toEqual(['Hinduism Names Starting with "M"']);
    expect(await rowGenders(page)).toEqual(['girl']);
    const names = await page.locator('.list-row-name').allTextContents();
    expect(names.every((n) => n.trim().toUpperCase().startsWith('M'))).toBe(true);
    await expect(page.locator('.list-rows .tag.boy')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('/names?gender=girl (page built for boys) is held until the girls show', async ({ page }) => {
    await recordHeadings(page);
    await page.goto('/names?gender=girl');
    await expect(page.locator('.list-rows .tag.girl').first()).toBeVisible();
    expect(await headings(page)).toEqual(['Names Starting with "A"']);
    expect(await rowGenders(page)).toEqual(['girl']);
  });

  test('/names?letter=M&gender=girl&sort=popular (no built page has that order) never shows the A list', async ({
    page,
  }) => {
    await recordHeadings(page);
    await page.goto('/names?letter=M&gender=girl&sort=popular');
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    await expect(page.locator('.list-rows .tag.girl').first()).toBeVisible();
    expect(await headings(page)).toEqual(['Names Starting with "M"']);
    expect(await rowGenders(page)).toEqual(['girl']);
  });

  test('/nicknames?search=al never shows the A nicknames (held back, then the results)', async ({ page }) => {
    const errors = watchConsole(page);
    // The nickname list's heading is an h2 (the page's h1 is "Nicknames"): record those.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __listHeadings: string[] }).__listHeadings = seen;
      const record = () => {
        for (const h of document.querySelectorAll('.list-heading')) {
          const text = h.textContent?.trim() ?? '';
          if (text && h.checkVisibility() && !seen.includes(text)) seen.push(text);
        }
        if (performance.now() < 15_000) requestAnimationFrame(record);
      };
      new MutationObserver(() => requestAnimationFrame(record)).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(record);
    });
    const response = await page.goto('/nicknames?search=al');
    // Our server renders the asked list into the page from the first byte: the built A list never shows.
    expect(await response!.text()).toContain('<html data-list-rendered');
    await expect(page.locator('[data-state="live"]')).toBeAttached();
    await expect(page.locator('.list-rows li').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __listHeadings: string[] }).__listHeadings)).toEqual([
      'Search Results for "al"',
    ]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-list-pending'))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a letter page past the end paints that letter, then its last page', async ({ page }) => {
    await recordHeadings(page);
    const response = await page.goto('/names?letter=M&gender=girl&page=99');
    // The server answers with the letter's last built page, at the same address.
    expect(await response!.text()).toContain('Names Starting with &quot;M&quot;');
    await expect(page).toHaveURL(/\/names\?letter=M&gender=girl&page=\d$|\/names\?letter=M&gender=girl&page=\d\d$/);
    expect(await headings(page)).toEqual(['Names Starting with "M"']);
    expect(await rowGenders(page)).toEqual(['girl']);
  });
});

/** Console errors and refused scripts (the inline hold is allowed by the page's CSP hash). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
