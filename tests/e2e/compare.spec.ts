/**
 * Compare: a name the catalogue lacks takes no place (the page says so, with close spellings to
 * pick); the same names in another country's register, and one name across every country, chosen
 * from the keyboard; and the charts hold their space from the first paint (no layout shift as
 * they draw), in every view.
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * The cumulative layout shift so far (shifts not caused by input) of what moves inside the page's
 * main content: the site header's own settling (its search field and menu) is the layout's, not
 * this page's, and is measured where the header is tested.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main');
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
          for (const entry of list.getEntries() as Shift[]) {
            const inMain = entry.sources.some((s) => s.node && main?.contains(s.node));
            if (!entry.hadRecentInput && inMain) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test('an unknown name says so, offers close spellings, and keeps its place free', async ({ page }) => {
  await page.goto('/compare?names=Emma,Liam,Jordan,Olivai');
  await expect(page.getByText('“Olivai” is not in the catalogue, so it is not compared.')).toBeVisible();
  await expect(page).toHaveURL(/\/compare\?names=Emma,Liam,Jordan$/);
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(3);
  // Three names: the fourth place is free.
  const input = page.getByLabel('Add a name');
  await expect(input).toBeEnabled();

  // "Did you mean" offers catalogue spellings; picking one compares it.
  const notice = page.locator('.compare-notice');
  await expect(notice.getByRole('button').first()).toBeVisible();
  const suggestion = (await notice.getByRole('button').first().textContent())!.trim();
  // Olivia, the closest, is offered first.
  expect(suggestion).toBe('Olivia');
  await notice.getByRole('button', { name: suggestion }).click();
  await expect(page).toHaveURL(new RegExp(`names=Emma,Liam,Jordan,${suggestion}$`));
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(4);
  await expect(page.getByText('is not in the catalogue')).toHaveCount(0);

  // A typed unknown name is refused the same way.
  await page.getByRole('button', { name: `Remove ${suggestion}` }).click();
  await input.fill('Qwxyzzy');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('“Qwxyzzy” is not in the catalogue, so it is not compared.')).toBeVisible();
  await expect(page).toHaveURL(/\/compare\?names=Emma,Liam,Jordan$/);
  await expect(input).toBeEnabled();
});

test('compares the same names in another country, chosen from the keyboard', async ({ page }) => {
  await page.goto('/compare?names=Olivia,Liam');
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(2);
  const country = page.getByLabel('Births in');
  await country.focus();
  await country.selectOption({ label: 'England and Wales' });
  await expect(page).toHaveURL(/\/compare\?names=Olivia,Liam&in=ew$/);
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toContainText('Olivia (girl): #1 in 2020: 3,640 girls');
  await expect(summary).toContainText('Liam (boy): #');
  await expect(page.getByRole('img', { name: /^Babies a year in England and Wales/ })).toBeVisible();
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(2);
  await expect(page.getByTestId('compare-rank').locator('path.line')).toHaveCount(2);
  await expect(page.getByText('Office for National Statistics (ONS)')).toBeVisible();
  // The address alone brings the view back.
  await page.reload();
  await expect(page.getByLabel('Births in')).toHaveValue('ew');
  await expect(summary).toContainText('Olivia (girl): #1 in 2020');
});

test('follows one name across every country as its share of births, from the keyboard', async ({ page }) => {
  await page.goto('/compare?names=Olivia,Noah');
  await expect(page.getByTestId('compare-births').locator('path.line')).toHaveCount(2);
  const group = page.getByRole('group', { name: 'Compare' });
  await group.getByLabel('Names in one country').focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByLabel('One name in every country')).toBeChecked();
  await expect(page).toHaveURL(/\/compare\?names=Olivia,Noah&across=Olivia$/);
  const chart = page.getByTestId('compare-across');
  // The US, the three UK registers, Ontario, Quebec, British Columbia and New Zealand list
  // Olivia; Israel's do not.
  await expect(chart.locator('path.line')).toHaveCount(8);
  await expect(chart).toHaveAttribute('aria-label', /England and Wales: [\d.]+% of girls in 2020/);
  await expect(chart).toHaveAttribute('aria-label', /Quebec: [\d.]+% of girls in 2020/);
  const legend = page.getByTestId('compare-legend');
  await expect(legend.getByRole('listitem')).toHaveCount(12);
  await expect(legend.getByRole('listitem').filter({ hasText: 'Israel, Druze births' })).toContainText('not listed');
  // The other name, picked from the keyboard too.
  await page.getByRole('combobox', { name: 'Name', exact: true }).selectOption('Noah');
  await expect(page).toHaveURL(/across=Noah$/);
  await expect(chart).toHaveAttribute('aria-label', /named Noah/);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const address of [
    '/compare?names=Olivia,Liam',
    '/compare?names=Olivia,Liam&in=sct',
    '/compare?names=Olivia&across=Olivia',
  ]) {
    test(`${address} draws into space held from the first paint (${viewport.width}px): no layout shift`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(address);
      await expect(page.locator('.compare:not(.compare-skeleton) svg[role="img"]').first()).toBeVisible();
      await expect(page.locator('.compare:not(.compare-skeleton) svg[role="img"] path.line').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      // It was 0.03 at 375 px, where the names' summary lines wrapped differently from their
      // placeholders, and 0.148 before the charts' space was held; every line now holds its height.
      expect(await layoutShift(page)).toBe(0);
      await context.close();
    });
  }
}
