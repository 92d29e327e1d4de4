/**
 * Polish a visitor notices: every other spelling the catalogue has is a link and the rest are said
 * to be not in it; favourites use the phone's width.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn, registerUser } from './session-helpers.ts';

async function nameId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get(`/api/names?search=${name}`)).json()) as {
    data: { id: string; name: string }[];
  };
  return body.data.find((n) => n.name === name)!.id;
}

test('Other spellings: every spelling in the catalogue is a link, the others are marked as not in it', async ({
  page,
  request,
}) => {
  const id = await nameId(request, 'Katherine');
  const detail = (await (await request.get(`/api/names/${id}`)).json()) as {
    data: { variants: string[]; variantLinks: { name: string }[] };
  };
  const linked = new Set(detail.data.variantLinks.map((l) => l.name.toLowerCase()));
  const inCatalogue = detail.data.variants.filter((v) => linked.has(v.toLowerCase()));
  const missing = detail.data.variants.filter((v) => !linked.has(v.toLowerCase()));
  expect(inCatalogue.length).toBeGreaterThan(0);
  expect(missing.length).toBeGreaterThan(0);

  await page.goto(`/names/${id}`);
  const spellings = page.locator('.name-extras dd').filter({ has: page.locator('.variants, .variants-missing') });
  for (const spelling of inCatalogue) {
    await expect(spellings.getByRole('link', { name: new RegExp(`^${spelling}`) }).first()).toBeVisible();
  }
  const note = spellings.locator('.variants-missing');
  await expect(note).toContainText('(not in our catalogue)');
  for (const spelling of missing) {
    await expect(note).toContainText(spelling);
    await expect(spellings.getByRole('link', { name: spelling, exact: true })).toHaveCount(0);
  }
});

test('religion and god-name tiles say how many each holds', async ({ page, request }) => {
  const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
  const hinduism = religions.data.find((r) => r.name === 'Hinduism')!;
  const names = (await (await request.get(`/api/names?religionId=${hinduism.id}&limit=1`)).json()) as {
    totalNames: number;
  };
  await page.goto('/religion');
  // The tiles are counted at build time; other tests of the run may have added names since.
  const tile = (await page.getByRole('link', { name: /^Hinduism/ }).textContent()) ?? '';
  const built = Number(/([\d,]+) names/.exec(tile)?.[1]?.replaceAll(',', ''));
  expect(built).toBeGreaterThan(names.totalNames - 10);
  expect(built).toBeLessThanOrEqual(names.totalNames);

  const godNames = (await (await request.get('/api/god-names')).json()) as {
    data: { religionId: { id: string } | null }[];
  };
  const hinduGods = godNames.data.filter((g) => g.religionId?.id === hinduism.id).length;
  await page.goto('/godnames');
  await expect(page.getByRole('link', { name: /^Hinduism/ })).toContainText(`${hinduGods} god names`);
});

test.describe('favourites on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a favourite row uses the width: its meaning is not squeezed beside the buttons', async ({ page, request }) => {
    const account = await registerUser(request);
    const id = await nameId(request, 'Katherine');
    const headers = { authorization: `Bearer ${account.token}` };
    await request.post(`/api/user/favorites/${id}`, { headers, data: {} });
    const me = (await (await request.get('/api/auth/me', { headers })).json()) as { data?: unknown; user?: unknown };
    await openSignedIn(page, { token: account.token, user: me.data ?? me.user ?? account.user }, '/favourites');
    const row = page.locator('.favourite-card .list-row').first();
    await expect(row).toBeVisible();
    const rowBox = (await row.boundingBox())!;
    const summary = (await row.locator('.list-row-summary').boundingBox())!;
    // The meaning spans nearly the row, not the half left of the heart and the expand toggle.
    expect(summary.width).toBeGreaterThan(rowBox.width * 0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
