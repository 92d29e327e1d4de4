import { expect, test } from '@playwright/test';

test.describe('/about and /contact', () => {
  test('/about says what the site is and where its meanings come from', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About | Baby Names');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Baby Names');
    await expect(page.getByRole('heading', { name: 'Where the names and meanings come from' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Monier-Williams');
    await expect(page.getByRole('main').getByRole('link', { name: 'tell us on the contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/contact gives an address and sends a wrong meaning to the correction form of its page', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | Baby Names');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const mail = page.getByRole('main').getByRole('link', { name: /^hello@/ });
    await expect(mail).toHaveAttribute('href', /^mailto:hello@/);
    await expect(page.getByRole('heading', { name: 'Report a wrong meaning' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Report a correction');
  });

  test('both have their own canonical URL and description', async ({ request }) => {
    for (const path of ['/about', '/contact']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"`));
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    }
  });
});

test('no header or footer link ends at the 404 page', async ({ page, request }) => {
  await page.goto('/about');
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(new URL(response.url()).pathname, href).not.toBe('/404');
  }
});

test('robots.txt names the sitemap, which lists the pages of this issue', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap-index\.xml/);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/about', '/contact', '/godnames', '/nicknames', '/nicknames/letter/a']) {
    expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${path}</loc>`));
  }
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/godname\/[^<]+<\/loc>/);
});
