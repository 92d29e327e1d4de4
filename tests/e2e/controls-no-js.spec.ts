/**
 * Without JavaScript no control is dead: every link and button a visitor can see on a detail page,
 * the favourites page and the login page does something when clicked (the address changes, or the
 * page does, as a <details> opening), or it is not shown at all.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });
// Each control gets a fresh load of its page: a page with thirty controls takes a while.
test.describe.configure({ timeout: 240_000 });

async function firstId(request: APIRequestContext, path: string, name?: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as { data: { id: string; name: string }[] };
  const item = name ? body.data.find((i) => i.name === name) : body.data[0];
  return item!.id;
}

/** Every visible, clickable control of the page, as a selector for each (nth of its kind). */
async function controlsOf(page: Page): Promise<{ selector: string; index: number; label: string }[]> {
  const selector = 'a[href], button, summary, [role="button"]';
  const all = page.locator(selector);
  const found: { selector: string; index: number; label: string }[] = [];
  for (let index = 0; index < (await all.count()); index += 1) {
    const control = all.nth(index);
    if (!(await control.isVisible())) continue;
    const label = ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
    found.push({ selector, index, label });
  }
  return found;
}

/** Clicks each control on a fresh load of `path` and expects the address or the page to change. */
async function everyControlWorks(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const controls = await controlsOf(page);
  expect(controls.length).toBeGreaterThan(0);
  for (const { selector, index, label } of controls) {
    await page.goto(path);
    const before = { url: page.url(), html: await page.locator('body').innerHTML() };
    const control = page.locator(selector).nth(index);
    const popup = page
      .context()
      .waitForEvent('page', { timeout: 1_000 })
      .catch(() => null);
    // A skip link sits off-screen until it has the focus, as for a keyboard user.
    await control.focus();
    await control.click();
    await page.waitForLoadState();
    const opened = await popup;
    if (opened) {
      await opened.close();
      continue;
    }
    const after = { url: page.url(), html: page.url() === before.url ? await page.locator('body').innerHTML() : '' };
    expect(after.url !== before.url || after.html !== before.html, `"${label}" on ${path} did nothing`).toBe(true);
  }
  return controls.length;
}

test('every control of a name page does something', async ({ page, request }) => {
  const id = await firstId(request, '/api/names?search=Aarav&gender=male', 'Aarav');
  expect(await everyControlWorks(page, `/names/${id}`)).toBeGreaterThan(10);
});

test('every control of a nickname page does something', async ({ page, request }) => {
  const id = await firstId(request, '/api/nicknames');
  await everyControlWorks(page, `/nicknames/${id}`);
});

test('every control of a god name page does something', async ({ page, request }) => {
  const id = await firstId(request, '/api/god-names');
  await everyControlWorks(page, `/godname/${id}`);
});

test('every control of the favourites and login pages does something', async ({ page }) => {
  await everyControlWorks(page, '/favourites');
  await everyControlWorks(page, '/user/login');
});

test('a heart is a link to sign in that says why and comes back; Back is a link to the list; Share shows the address', async ({
  page,
  request,
}) => {
  const id = await firstId(request, '/api/names?search=Aarav&gender=male', 'Aarav');
  await page.goto(`/names/${id}`);

  const back = page.getByRole('link', { name: 'Back' });
  await expect(back).toHaveAttribute('href', '/names?letter=A&gender=boy');

  await page.getByText('Share', { exact: true }).click();
  await expect(page.getByLabel("Copy this page's address")).toHaveValue(new RegExp(`/names/${id}$`));

  const heart = page.getByRole('link', { name: 'Add Aarav to favourites' });
  const href = await heart.getAttribute('href');
  const query = new URL(href!, 'http://x').searchParams;
  expect(query.get('next')).toBe(`/names/${id}`);
  expect(query.get('favourite')).toBe(`names:${id}`);
  await heart.click();
  await expect(page).toHaveURL(/\/user\/login\?/);
  // One card, which says what signing in needs: no endless "Loading…" beside it.
  await expect(page.locator('.auth-card:visible')).toHaveCount(1);
  await expect(page.getByText('Signing in needs JavaScript')).toBeVisible();
  await expect(page.getByText('Loading the sign-in form')).toBeHidden();
});

test('the admin sign-in page is one card saying what signing in needs, with no endless "Loading…"', async ({
  page,
}) => {
  await page.goto('/admin/login');
  // The card is a <noscript> one, which Playwright's text locators do not look into.
  await expect(page.locator('.auth-card:visible')).toHaveCount(1);
  await expect(page.locator('.auth-card:visible')).toHaveText('Signing in needs JavaScript.');
  await expect(page.getByText('Loading the sign-in form')).toBeHidden();
});
