import { expect, test } from '@playwright/test';

test.describe('routing rules', () => {
  test('/ sends visitors to the user dashboard', async ({ page, request }) => {
    const raw = await request.get('/', { maxRedirects: 0 });
    expect(raw.status()).toBe(302);
    expect(raw.headers()['location']).toBe('/user/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('an unknown path goes to /404, which answers 404', async ({ page, request }) => {
    const raw = await request.get('/no/such/page', { maxRedirects: 0 });
    expect(raw.status()).toBe(302);
    expect(raw.headers()['location']).toBe('/404');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('/religion', () => {
  test('the static HTML lists the active religions, without JavaScript', async ({ request }) => {
    const html = await (await request.get('/religion')).text();
    expect(html).toContain('Browse by Religion');
    for (const name of [
      'Hinduism',
      'Islam',
      'Christianity',
      'Sikhism',
      'Buddhism',
      'Jainism',
      'Judaism',
      'Zoroastrianism',
    ]) {
      // A tile: the religion's name, then its count of names.
      expect(html).toMatch(new RegExp(`href="/religion/\\d+"><span>${name}<span class="tile-count">`));
    }
    // The inactive religion of the seed is not listed.
    expect(html).not.toContain('Bahá');
  });

  test('the island refreshes the list live from the API', async ({ page }) => {
    await page.route('**/api/religions', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { name: string; isActive: boolean }[] };
      body.data.push({ name: 'Live Religion', isActive: true, id: '999999' } as never);
      body.data.push({ name: 'Hidden Religion', isActive: false, id: '999998' } as never);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/religion');
    const grid = page.getByRole('list').filter({ hasText: 'Hinduism' });
    await expect(grid.getByRole('link', { name: 'Live Religion' })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'Hidden Religion' })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: 'Hinduism' })).toHaveAttribute('href', /^\/religion\/\d+$/);
  });
});

test.describe('header and footer', () => {
  test('show the spec navigation, footer links, tagline and the current year', async ({ page }) => {
    await page.goto('/religion');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const navLinks: [string, string][] = [
      ['Home', '/'],
      ['Names', '/names'],
      ['Nick Names', '/nicknames'],
      ['Religion', '/religion'],
      ['God Names', '/godnames'],
    ];
    for (const [name, href] of navLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    await expect(nav.getByRole('link', { name: 'Favourites' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    const footerLinks: [string, string][] = [
      ['Names', '/names'],
      ['Religion', '/religion'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footerNav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
    await expect(footer).toContainText('Discover meaningful names');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('collapse behind a toggle button on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/religion');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const namesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Names', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(namesLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(namesLink).toBeVisible();
  });
});
