/**
 * The full-name workbench: live with JavaScript, answered by the server without it, the same
 * report both ways; axe clean; a phone layout that holds.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogue, openSignedIn, registerUser, type Account } from './session-helpers.ts';

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

/** Two partners paired through the API with one match, noted "After grandpa". */
async function pairWithAMatch(request: APIRequestContext) {
  const [one, two] = [await registerUser(request, 'Priya Workbench'), await registerUser(request, 'Sam Workbench')];
  const call = async (account: Account, method: 'get' | 'post' | 'put', url: string, data: object = {}) => {
    const response = await request[method](url, { data, headers: { authorization: `Bearer ${account.token}` } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { id } = (await call(one, 'post', '/api/shortlists')) as { id: string };
  const { token } = (await call(one, 'post', `/api/shortlists/${id}/invitations`)) as { token: string };
  await call(two, 'post', '/api/shortlists/join', { token });
  const match = (await catalogue(request)).names[0]!;
  for (const account of [one, two])
    await call(account, 'put', `/api/shortlists/${id}/votes/${match.id}`, { answer: 'yes' });
  await call(two, 'put', `/api/shortlists/${id}/notes/${match.id}`, { note: 'After grandpa' });
  const noteOfMatch = async () => {
    const state = (await call(two, 'get', `/api/shortlists/${id}/matches`)) as {
      matches: { nameId: string; note: string }[];
    };
    return state.matches.find((m) => m.nameId === match.id)?.note;
  };
  return { one, match, noteOfMatch };
}

test('signed in with a match: the full name is saved to the shortlist only when asked', async ({ page, request }) => {
  const { one, match, noteOfMatch } = await pairWithAMatch(request);
  await openSignedIn(page, one, `/full-name?first=${encodeURIComponent(match.name)}`);
  const save = page.getByRole('button', { name: 'Save to our shortlist' });
  await expect(save).toBeVisible();
  await expect(page.getByText(`Saved as the note on ${match.name} in your matches`)).toBeVisible();
  await page.getByLabel('Middle name').fill('Rose');
  await page.getByLabel('Surname').fill('Smith');
  await expect(page.locator('.full-name-written')).toHaveText(`${match.name} Rose Smith`);
  // Typing stores nothing.
  expect(await noteOfMatch()).toBe('After grandpa');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
    `Saved. The note now reads: After grandpa · Full name: ${match.name} Rose Smith`,
  );
  expect(await noteOfMatch()).toBe(`After grandpa · Full name: ${match.name} Rose Smith`);
  // Saved again with another middle name: the full name is replaced, the rest of the note kept.
  await page.getByLabel('Middle name').fill('');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toContainText(`Full name: ${match.name} Smith`);
  expect(await noteOfMatch()).toBe(`After grandpa · Full name: ${match.name} Smith`);

  // A first name that is not one of the pair's matches cannot be saved; it says why.
  await page.getByLabel('First name').fill('Zebedee');
  await expect(save).toHaveCount(0);
  await expect(page.getByText('Zebedee is not one of your matches')).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('signed out, or without JavaScript, the workbench offers no save', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/full-name?first=Ava&surname=Smith');
    await expect(page.locator('.full-name-written:visible')).toHaveText('Ava Smith');
    await expect(page.getByRole('button', { name: 'Save to our shortlist' })).toHaveCount(0);
    await expect(page.getByTestId('full-name-save')).toHaveCount(0);
    await context.close();
  }
});
