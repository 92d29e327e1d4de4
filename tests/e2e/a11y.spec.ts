/**
 * WCAG 2.2 AA with axe over the pages of the sitemap, the login pages, small screens, and a
 * keyboard walk. The pages of a kind share one template, so by default the test checks every
 * page of its own and the first three of each template; A11Y_ALL=1 checks every URL of the
 * sitemap (a few thousand pages, at a few seconds each for axe on this machine: an hour or more).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const paths: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    // The sitemap names the public origin (SITE_URL); fetch it from the test server instead.
    const xml = await (await request.get(new URL(sitemap!).pathname)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc!).pathname);
  }
  return paths;
}

/** Pages built from one template: a few of each are checked unless A11Y_ALL is set. */
const TEMPLATES: [string, RegExp][] = [
  ['name letter pages', /^\/names\/(boy|girl)\/[a-z](\/\d+)?$/],
  ['name details', /^\/names\/[^/]+$/],
  ['nickname letter pages', /^\/nicknames\/letter\/[a-z](\/\d+)?$/],
  ['nickname details', /^\/nicknames\/[^/]+$/],
  ['religion pages', /^\/religion\/[^/]+(\/\d+)?$/],
  ['god names of a religion', /^\/godnames\/[^/]+$/],
  ['god name details', /^\/godname\/[^/]+$/],
  ['birth-star syllable pages', /^\/nakshatra\/[^/]+(\/religion\/[^/]+)?(\/\d+)?$/],
];
const PER_TEMPLATE = 3;

/** The pages to check, grouped: every page of its own, and a few (or all) of each template. */
function groups(paths: string[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>([['pages of their own', []]]);
  for (const path of paths) {
    const template = TEMPLATES.find(([, pattern]) => pattern.test(path))?.[0] ?? 'pages of their own';
    const list = grouped.get(template) ?? [];
    if (process.env['A11Y_ALL'] || template === 'pages of their own' || list.length < PER_TEMPLATE) list.push(path);
    grouped.set(template, list);
  }
  return grouped;
}

async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Let the islands hydrate and fetch, so axe sees what a person sees.
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact ?? ''}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

test.describe('axe: WCAG 2.2 AA', () => {
  test.describe.configure({ timeout: 600_000 });

  let grouped = new Map<string, string[]>();
  test.beforeAll(async ({ request }) => {
    grouped = groups(await sitemapPaths(request));
  });

  test('the sitemap lists every kind of page', () => {
    for (const [template] of TEMPLATES) expect(grouped.get(template)?.length ?? 0, template).toBeGreaterThan(0);
    expect(grouped.get('pages of their own')).toEqual(
      expect.arrayContaining(['/about', '/contact', '/godnames', '/nicknames', '/names', '/religion']),
    );
  });

  for (const template of ['pages of their own', ...TEMPLATES.map(([name]) => name)]) {
    test(`sitemap: ${template}`, async ({ page }) => {
      const problems: string[] = [];
      for (const path of grouped.get(template) ?? []) problems.push(...(await violationsOf(page, path)));
      expect(problems).toEqual([]);
    });
  }

  test('the login pages and the error page', async ({ page }) => {
    const problems: string[] = [];
    for (const path of ['/user/login', '/admin/login', '/404']) problems.push(...(await violationsOf(page, path)));
    expect(problems).toEqual([]);
  });

  test('small screens (360 px), menu closed and open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const problems: string[] = [];
    for (const path of ['/nicknames', '/godnames', '/about', '/names', '/religion'])
      problems.push(...(await violationsOf(page, path)));
    await page.getByRole('button', { name: 'Menu' }).click();
    const open = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    problems.push(...open.violations.map((v) => `menu open: ${v.id} ${v.help}`));
    expect(problems).toEqual([]);
    // Nothing is wider than the screen.
    for (const path of ['/nicknames', '/contact']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const problems: string[] = [];
    for (const path of ['/nicknames', '/about']) problems.push(...(await violationsOf(page, path)));
    expect(problems).toEqual([]);
  });
});

test.describe('keyboard', () => {
  /** Tabs until the focused element matches, returning how it looks when focused. */
  async function tabTo(page: Page, selector: string, limit = 80) {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
      if (found) {
        return page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
      }
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  test('Tab reaches the skip link, the nav, the search, the letter grid and the rows, with a visible focus', async ({
    page,
  }) => {
    await page.goto('/nicknames');
    await expect(page.locator('.list-screen')).toHaveAttribute('data-state', 'live');
    for (const selector of [
      '.skip-link',
      '#site-nav a[href="/names"]',
      '.search-box input',
      '.letter-grid a',
      '.list-row-name',
      '.list-row .expand-toggle',
      '.page-link, footer a',
    ]) {
      const focus = await tabTo(page, selector);
      expect(focus.outline, selector).not.toBe('none');
      expect(focus.width, selector).toBeGreaterThanOrEqual(2);
    }
  });

  test('the letter grid and a row work from the keyboard', async ({ page }) => {
    await page.goto('/nicknames');
    await expect(page.locator('.list-screen')).toHaveAttribute('data-state', 'live');
    await tabTo(page, '.letter-grid a[href="/nicknames/letter/b"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nicknames\?letter=B$/);
    await tabTo(page, '.list-row .expand-toggle');
    await page.keyboard.press('Enter');
    await expect(page.locator('.list-row .expand-toggle').first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('the small-screen menu opens from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/godnames');
    await tabTo(page, '.nav-toggle');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, '#site-nav a[href="/godnames"]');
  });
});
