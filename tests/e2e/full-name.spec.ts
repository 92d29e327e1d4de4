/**
 * The full-name workbench: live with JavaScript, answered by the server without it, the same
 * report both ways; axe clean; a phone layout that holds.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function fill(page: Page) {
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Middle name').fill('Sophie');
  await page.getByLabel('Surname').fill('Smith');
  await page.getByLabel('Siblings (separate with commas)').fill('Adam, Zara');
}

async function expectReport(page: Page) {
  await expect(page.locator('.full-name-written:visible')).toHaveText('Amelia Sophie Smith');
  await expect(page.locator('.full-name-letters:visible')).toContainText('ASS');
  await expect(page.getByRole('note').filter({ visible: true })).toHaveText(/The initials spell ASS, a rude word/);
  const siblings = page.getByRole('region', { name: 'Beside the siblings' }).filter({ visible: true });
  await expect(siblings.getByRole('row')).toHaveCount(4);
  await expect(siblings.getByRole('rowheader').first()).toHaveText('Amelia (the baby)');
  await expect(siblings).toContainText('Same initial as Amelia: Adam');
}

test('live with JavaScript: the report follows the typing, nothing goes into the address', async ({ page }) => {
  await page.goto('/full-name');
  await expect(page.getByRole('heading', { level: 1, name: 'Full name workbench' })).toBeVisible();
  await expect(page.locator('.full-name-live')).toBeVisible();
  await expect(page.locator('#full-name-static')).toHaveCount(0);
  await fill(page);
  await expectReport(page);
  await expect(page).toHaveURL(/\/full-name$/);
  await page.getByLabel('Middle name').fill('Rose');
  await expect(page.locator('.full-name-written:visible')).toHaveText('Amelia Rose Smith');
  await expect(page.getByRole('note')).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('without JavaScript: a plain form the server answers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/full-name');
  await expect(page.getByText('Type a first name to begin.')).toBeVisible();
  await fill(page);
  await page.getByRole('button', { name: 'Check the name' }).click();
  await expect(page).toHaveURL(/\/full-name\?first=Amelia&middle=Sophie&surname=Smith&sibling=Adam%2C\+Zara$/);
  await expectReport(page);
  // The form keeps what was typed, and answers again.
  await expect(page.getByLabel('First name')).toHaveValue('Amelia');
  await page.getByLabel('Middle name').fill('Rose');
  await page.getByRole('button', { name: 'Check the name' }).click();
  await expect(page.locator('.full-name-written')).toHaveText('Amelia Rose Smith');
  await expect(page.getByRole('note')).toHaveCount(0);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`phone, ${colorScheme}: nothing sideways`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme });
    const page = await context.newPage();
    await page.goto('/full-name?first=Maximiliana&middle=Evangelina&surname=Featherstonehaugh&sibling=Bartholomew');
    await expect(page.locator('.full-name-written:visible')).toHaveText('Maximiliana Evangelina Featherstonehaugh');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
