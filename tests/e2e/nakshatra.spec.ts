/**
 * Birth stars: the calculator computes in the browser and sends nothing (a test watches every
 * request); the syllable pages list names and god names with and without JavaScript; a name's page
 * links its star; the calculator's script loads on /nakshatra only.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Syllable {
  slug: string;
  names: { id: string; script: string | null; matchedOn: 'script' | 'spelling' }[];
  godNames: { id: string; name: string; subNames: string[] }[];
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every request the page makes from now on. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

async function openCalculator(page: Page) {
  await page.goto('/nakshatra');
  await expect(page.locator('.star-calculator[data-hydrated="true"]')).toBeVisible();
}

test.describe('birth-star calculator', () => {
  // axe over the 108-syllable table takes a while on a busy machine.
  test.slow();
  test('finds the nakshatra, pada, rashi and syllable in the browser, sending nothing about the birth', async ({
    page,
  }) => {
    await openCalculator(page);
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await page.getByLabel('Date of birth').fill('2020-12-31');
    await page.getByLabel('Time of birth (local clock)').fill('10:00');
    await page.getByLabel('Place of birth').selectOption('Delhi');
    await page.getByRole('button', { name: 'Find the syllables' }).click();
    const result = page.getByTestId('star-result');
    // Published (drikpanchang, New Delhi): Punarvasu pada 3 from 07:26 to 01:38 PM, Mithuna.
    await expect(result).toContainText('Moon in Punarvasu, pada 3');
    await expect(result).toContainText('Mithuna');
    await expect(result.locator('.star-headline [lang="hi"]')).toHaveText('हा');
    await expect(result).toContainText('to 31 Dec 2020, 13:3');
    await expect(page.getByTestId('near-boundary')).toHaveCount(0);
    await page.waitForTimeout(500);
    // Nothing about the birth left the page: no request carries it, and any request at all is a
    // plain GET of a static file (a font for a new glyph, say) with no query and no body.
    const leaked = requests.filter((r) =>
      [r.url(), r.postData() ?? ''].some((text) =>
        /2020|10:00|10%3A00|Delhi|Punarvasu/i.test(decodeURIComponent(text)),
      ),
    );
    expect(leaked.map((r) => r.url())).toEqual([]);
    for (const r of requests) {
      expect(r.method()).toBe('GET');
      expect(new URL(r.url()).search).toBe('');
      expect(['font', 'stylesheet', 'script', 'image']).toContain(r.resourceType());
    }
    await axe(page);
    // The result links to the names of its syllable.
    await result.getByRole('link', { name: /Names beginning with/ }).click();
    await expect(page).toHaveURL(/\/nakshatra\/punarvasu-3$/);
  });

  test('flags a birth minutes from a pada boundary and names the neighbouring syllable', async ({ page }) => {
    await openCalculator(page);
    await page.getByLabel('Date of birth').fill('2020-12-31');
    await page.getByLabel('Time of birth (local clock)').fill('13:34');
    await page.getByRole('button', { name: 'Find the syllables' }).click();
    const warning = page.getByTestId('near-boundary');
    await expect(warning).toContainText('minutes from the edge of the pada');
    await expect(warning).toContainText('Punarvasu, pada 4');
    await expect(page.getByTestId('star-result')).toContainText('depends on the time you give');
  });

  test('takes another place by its UTC offset, and the zone rules of listed cities for the date', async ({ page }) => {
    await openCalculator(page);
    const requests = watchRequests(page);
    await page.getByLabel('Date of birth').fill('2015-01-12');
    await page.getByLabel('Time of birth (local clock)').fill('14:50');
    await page.getByLabel('Place of birth').selectOption('other');
    await page.getByRole('button', { name: 'Find the syllables' }).click();
    await expect(page.getByRole('alert')).toContainText('UTC offset');
    await page.getByLabel('UTC offset of the clock at birth').fill('-8');
    await page.getByLabel('Latitude (optional)').fill('47.61');
    await page.getByLabel('Longitude (optional, east positive)').fill('-122.33');
    await page.getByRole('button', { name: 'Find the syllables' }).click();
    // mypanchang.com, Seattle 2015: Hasta until 14:56 (PST).
    await expect(page.getByTestId('star-result')).toContainText('Hasta, pada 4');
    await expect(page.getByTestId('star-result')).toContainText('47.61°N 122.33°W, UTC−08:00');
    // Seattle from the list: Pacific Standard Time in January.
    await page.getByLabel('Place of birth').selectOption('Seattle');
    await page.getByRole('button', { name: 'Find the syllables' }).click();
    await expect(page.getByTestId('star-result')).toContainText('Seattle, United States (UTC−08:00 that day)');
    await expect(page.getByTestId('star-result')).toContainText('Hasta, pada 4');
    expect(requests.filter((r) => /47\.61|122\.33|2015|Seattle/.test(decodeURIComponent(r.url())))).toEqual([]);
  });

  test('without JavaScript says it needs it, and its form cannot send anything', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nakshatra');
    await expect(page.getByTestId('calculator-needs-js')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find the syllables' })).toBeDisabled();
    // No field has a name, so no submission could carry it.
    expect(await page.locator('.star-form [name]').count()).toBe(0);
    await context.close();
  });

  test('loads its script on /nakshatra only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.goto('/names');
    await page.goto('/nakshatra/rohini-2');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /NakshatraCalculator|astronomy/i.test(s))).toEqual([]);
    await page.goto('/nakshatra');
    await page.getByRole('heading', { name: 'Find my baby’s syllables' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.star-calculator[data-hydrated="true"]')).toBeVisible();
    expect(scripts.some((s) => /NakshatraCalculator/.test(s))).toBe(true);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`birth-star pages ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.slow();

    test('the table links each syllable to the names that begin with it, by religion and page', async ({
      page,
      request,
    }) => {
      const syllables = ((await (await request.get('/api/nakshatra/syllables')).json()) as { data: Syllable[] }).data;
      const rohini2 = syllables.find((s) => s.slug === 'rohini-2')!;
      await page.goto('/nakshatra');
      await expect(page.getByRole('heading', { name: 'Baby names by birth star (nakshatra)' })).toBeVisible();
      await expect(page.locator('.star-pada')).toHaveCount(108);
      // Where tables disagree, the other reading is shown with its source.
      await expect(page.locator('#shravana .star-others').first()).toContainText('जू');
      await expect(page.getByRole('heading', { name: 'Sources, and where tables disagree' })).toBeVisible();
      await page.locator('#rohini a.star-pada').nth(1).click();
      await expect(page).toHaveURL(/\/nakshatra\/rohini-2$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('वा');
      await expect(page.locator('.star-lead')).toContainText('Rohini, pada 2');
      const boys = page.locator('section:has(#boys) .list-row');
      const girls = page.locator('section:has(#girls) .list-row');
      expect((await boys.count()) + (await girls.count())).toBe(Math.min(rohini2.names.length, 60));
      // Names are listed in their own script.
      const withScript = rohini2.names.find((n) => n.matchedOn === 'script')!;
      await expect(page.locator('.star-native', { hasText: withScript.script! }).first()).toBeVisible();
      // God names: "names of Krishna for Rohini, pada 2".
      const krishna = rohini2.godNames.find((g) => g.name === 'Krishna')!;
      const card = page.locator('.star-gods li', { hasText: 'Names of Krishna for Rohini, pada 2' });
      await expect(card).toContainText(krishna.subNames[0]!);
      // Religion filter: plain links.
      await page.getByRole('link', { name: /^Hinduism \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/\/nakshatra\/rohini-2\/religion\/[^/]+$/);
      await expect(page.getByRole('link', { name: /^Hinduism \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
      for (const religion of await page.locator('.star-religion').allTextContents()) expect(religion).toBe('Hinduism');
      // axe runs in the page: with JavaScript only (the same HTML either way).
      if (javaScriptEnabled) await axe(page);
    });

    test('a long syllable list has pages', async ({ page }) => {
      await page.goto('/nakshatra/krittika-1');
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await pager.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\/nakshatra\/krittika-1\/2$/);
      await expect(pager.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.list-row').first()).toBeVisible();
    });

    test('a Hindu name’s page gives the birth star of its first syllable, linked', async ({ page, request }) => {
      const syllables = ((await (await request.get('/api/nakshatra/syllables')).json()) as { data: Syllable[] }).data;
      const name = syllables.find((s) => s.slug === 'ashwini-2')!.names.find((n) => n.matchedOn === 'script')!;
      await page.goto(`/names/${name.id}`);
      const star = page.getByRole('region', { name: 'Birth star' });
      await expect(star).toContainText('चे');
      await star.getByRole('link', { name: /Ashwini, pada 2/ }).click();
      await expect(page).toHaveURL(/\/nakshatra\/ashwini-2$/);
    });
  });
}
