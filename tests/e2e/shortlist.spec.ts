/**
 * "Decide together" with two partners in two browser contexts: one starts a shortlist and
 * invites, the other opens the link signed out, signs in, comes back and joins; both answer the
 * same names (by button, by arrow key, by swipe) and both see the same match appear, the first
 * one told by the polite announcement the polling brings. With the default filters both are dealt
 * the same names, so a few Yes each make matches; undo, a name of their own, and a duel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, hydrated, openSignedIn, registerUser, toggleViaApi, type Account } from './session-helpers.ts';

const deckCard = (page: Page) => page.locator('.deck-card');

/** Deals only the account's favourites: the two names both partners favourited. */
async function onlyFavourites(page: Page): Promise<void> {
  const deck = page.getByRole('region', { name: 'Names to answer' });
  await deck.getByText('Change filters', { exact: true }).click();
  await deck.getByLabel('Only my favourites').check();
  await expect(page.locator('.deck-card-count')).toHaveText('1 more in this draw');
}

test('two partners invite, join, answer and see the same match', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const asha = await registerUser(request, 'Asha Partner');
  const ben = await registerUser(request, 'Ben Partner');
  const { names } = await catalogue(request);
  const [matchName, otherName] = [names[0]!, names[1]!];
  // Both favourite the same two names, so "Only my favourites" deals each of them the same cards.
  for (const account of [asha, ben])
    for (const name of [matchName, otherName]) await toggleViaApi(request, account.token, `/${name.id}`);

  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  // Asha starts the shortlist and makes a link.
  await openSignedIn(a, asha, '/shortlist');
  await expect(a.getByRole('heading', { level: 1, name: 'Our shortlist' })).toBeVisible();
  const start = a.getByRole('button', { name: 'Start our shortlist' });
  await hydrated(start);
  await start.click();
  await a.getByRole('button', { name: 'Invite your partner' }).click();
  const link = await a.getByLabel(/Send this link to your partner/).inputValue();
  expect(link).toMatch(/\/shortlist\/join\?token=[\w-]+$/);

  // Ben opens it signed out, signs in, and is brought back to join.
  await b.goto(link);
  const signIn = b.getByRole('link', { name: 'Sign in or create an account' });
  await hydrated(signIn);
  await signIn.click();
  await expect(b).toHaveURL(/\/user\/login/);
  await b.getByLabel('Email').fill(ben.email);
  await b.getByLabel('Password').fill(ben.password);
  await b.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(b).toHaveURL(/\/shortlist\/join\?token=/);
  await b.getByRole('button', { name: 'Join the shortlist' }).click();
  await expect(b).toHaveURL(/\/shortlist$/);
  await expect(b.getByText('Shared with Asha Partner')).toBeVisible();
  // Asha's page learns it from its polling, without a reload.
  await expect(a.getByText('Shared with Ben Partner')).toBeVisible({ timeout: 10_000 });

  // Asha: Love by button for the first name, No by swipe for the second.
  await onlyFavourites(a);
  for (let i = 0; i < 2; i++) {
    const name = (await a.locator('.deck-card-name').textContent()) ?? '';
    if (name === matchName.name) await a.getByRole('button', { name: 'Love' }).click();
    else {
      // A mouse acts only inside the viewport; the opened filters push the card below it.
      await deckCard(a).scrollIntoViewIfNeeded();
      const box = (await deckCard(a).boundingBox())!;
      await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await a.mouse.down();
      await a.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 8 });
      await a.mouse.up();
    }
    if (i === 0) await expect(a.locator('.deck-card-name')).not.toHaveText(name);
  }
  await expect(a.getByText('No more names for these filters')).toBeVisible();

  // Ben: Yes to both by the arrow key, the card focused.
  await onlyFavourites(b);
  await deckCard(b).focus();
  await b.keyboard.press('ArrowRight');
  await expect(deckCard(b)).toBeFocused();
  await b.keyboard.press('ArrowRight');
  await expect(b.getByText('No more names for these filters')).toBeVisible();

  // Both see the one match; Asha's polling announces it politely.
  for (const page of [a, b]) {
    const matches = page.getByRole('region', { name: /^Matches/ });
    await expect(matches.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
    await expect(matches.getByRole('listitem')).toContainText(matchName.name);
    await expect(matches.getByRole('listitem')).not.toContainText(otherName.name);
  }
  await expect(a.locator('.match-notice')).toHaveText(`New match: ${matchName.name}`);
  await expect(a.locator('.match-notice')).toHaveAttribute('aria-live', 'polite');

  // The ranking previews the full name with a surname and its initials; a note reaches the partner.
  await a.getByLabel('Surname for the preview').fill('Mehta');
  const row = a.getByRole('region', { name: 'Our ranking' }).getByRole('listitem');
  await expect(row).toContainText(`${matchName.name} Mehta`);
  await a.getByLabel(`Note for ${matchName.name}`).fill('After grandpa');
  await a.getByLabel(`Note for ${matchName.name}`).press('Enter');
  await expect(row.getByRole('status')).toHaveText('Note saved');
  await expect(b.getByLabel(`Note for ${matchName.name}`)).toHaveValue('After grandpa', { timeout: 10_000 });

  await contextA.close();
  await contextB.close();
});

test('a used invitation link says so', async ({ browser, request }) => {
  const owner = await registerUser(request, 'Owner Once');
  const first = await registerUser(request, 'First Partner');
  const late = await registerUser(request, 'Late Partner');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const made = (await (await request.post('/api/shortlists', { data: {}, headers: auth(owner.token) })).json()) as {
    data: { id: string };
  };
  const invite = (await (
    await request.post(`/api/shortlists/${made.data.id}/invitations`, { data: {}, headers: auth(owner.token) })
  ).json()) as { data: { token: string } };
  expect(
    (
      await request.post('/api/shortlists/join', { data: { token: invite.data.token }, headers: auth(first.token) })
    ).ok(),
  ).toBe(true);

  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, late, `/shortlist/join?token=${invite.data.token}`);
  const join = page.getByRole('button', { name: 'Join the shortlist' });
  await hydrated(join);
  await join.click();
  await expect(page.getByRole('alert')).toHaveText(/already been used/);
  await context.close();
});

/** Two partners paired through the API, and the shortlist's id. */
async function pairedOnly(request: APIRequestContext, names: [string, string]) {
  const [one, two] = [await registerUser(request, names[0]), await registerUser(request, names[1])];
  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const call = async (account: Account, url: string, data: object = {}) => {
    const response = await request.post(url, { data, headers: auth(account) });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { id } = await call(one, '/api/shortlists');
  const { token } = await call(one, `/api/shortlists/${id}/invitations`);
  await call(two, '/api/shortlists/join', { token });
  return { one, two, id: id! };
}

test('with the default filters both are dealt the same names: three Yes each, three matches; undo; a duel', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { one, two } = await pairedOnly(request, ['Noor Deck', 'Omar Deck']);
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await openSignedIn(a, one, '/shortlist');
  await openSignedIn(b, two, '/shortlist');
  for (const page of [a, b]) {
    await expect(page.locator('.deck-label')).toContainText('Deck: all names');
    await hydrated(page.getByRole('button', { name: 'Yes', exact: true }));
  }
  const firstThree = async (page: Page) => {
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const name = (await page.locator('.deck-card-name').textContent()) ?? '';
      seen.push(name);
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(page.locator('.deck-card-name')).not.toHaveText(name);
    }
    return seen;
  };
  const aSaw = await firstThree(a);
  const bSaw = await firstThree(b);
  expect([...bSaw].sort()).toEqual([...aSaw].sort());
  for (const page of [a, b]) {
    const matches = page.getByRole('region', { name: /^Matches/ });
    await expect(matches.getByRole('listitem')).toHaveCount(3, { timeout: 10_000 });
    await expect(matches.getByRole('link', { name: /Try the full name/ }).first()).toHaveAttribute(
      'href',
      /^\/full-name\?first=/,
    );
  }

  // Undo: the answer is taken back and its card is on top again.
  const fourth = (await a.locator('.deck-card-name').textContent()) ?? '';
  await a.getByRole('button', { name: 'No', exact: true }).click();
  await expect(a.locator('.deck-card-name')).not.toHaveText(fourth);
  // Exact: a duel's choice is named by its meaning, which may hold the word ("of undocumented origin").
  await a.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(a.locator('.deck-card-name')).toHaveText(fourth);
  await expect(a.locator('.deck-notice')).toHaveText(`Undone: ${fourth} is back on top.`);

  // A filter one partner sets reaches the other, in words.
  const deck = a.getByRole('region', { name: 'Names to answer' });
  await deck.getByText('Change filters', { exact: true }).click();
  await deck.locator('.deck-filters').getByLabel('Gender').selectOption('female');
  await expect(a.locator('.deck-label')).toContainText('Deck: girls');
  await expect(b.locator('.deck-label')).toContainText('Deck: girls', { timeout: 10_000 });
  await b.reload();
  await expect(b.locator('.deck-label')).toContainText('Deck: girls');

  // A duel: pick one of two matches; the orders appear.
  const duels = a.getByRole('region', { name: 'Which do you prefer?' });
  const choice = duels.locator('.duel-choice').first();
  const preferred = (await choice.locator('.duel-name').textContent()) ?? '';
  await choice.click();
  await expect(duels.getByRole('heading', { name: 'Together' })).toBeVisible();
  await expect(duels.locator('.duel-order').first().getByRole('listitem').first()).toHaveText(preferred);
  for (const context of contexts) await context.close();
});

test('a used invitation link shown signed out says what happened and what to do', async ({ browser, request }) => {
  const owner = await registerUser(request, 'Solo Owner');
  const other = await registerUser(request, 'Solo Partner');
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const made = (await (await request.post('/api/shortlists', { data: {}, headers: ownerAuth })).json()) as {
    data: { id: string };
  };
  const invite = (await (
    await request.post(`/api/shortlists/${made.data.id}/invitations`, { data: {}, headers: ownerAuth })
  ).json()) as { data: { token: string } };
  await request.post('/api/shortlists/join', {
    data: { token: invite.data.token },
    headers: { authorization: `Bearer ${other.token}` },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/shortlist/join?token=${invite.data.token}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation link has already been used. Ask your partner for a new one.',
  );
  await expect(page.getByText('If you already joined with this link, sign in to see your shortlist.')).toBeVisible();
  await context.close();
});

/** Two partners paired through the API, with three matches (one Love-Love) and a note. */
async function pairedWithMatches(request: APIRequestContext): Promise<Account> {
  const [one, two] = [await registerUser(request, 'Priya Layout'), await registerUser(request, 'Sam Layout')];
  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const call = async (account: Account, method: 'post' | 'put', url: string, data: object = {}) => {
    const response = await request[method](url, { data, headers: auth(account) });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { id } = await call(one, 'post', '/api/shortlists');
  const { token } = await call(one, 'post', `/api/shortlists/${id}/invitations`);
  await call(two, 'post', '/api/shortlists/join', { token });
  const { names } = await catalogue(request);
  for (const [i, name] of names.slice(0, 3).entries()) {
    await call(one, 'put', `/api/shortlists/${id}/votes/${name.id}`, { answer: i === 0 ? 'love' : 'yes' });
    await call(two, 'put', `/api/shortlists/${id}/votes/${name.id}`, { answer: i === 0 ? 'love' : 'yes' });
  }
  await call(two, 'put', `/api/shortlists/${id}/notes/${names[1]!.id}`, { note: 'After grandpa' });
  return one;
}

/**
 * The name with the longest meaning in the catalogue every test database is seeded with: the
 * tallest card the deck can deal. Read from the seed files, so it follows the catalogue.
 */
function longestMeaning(): { name: string; meaning: string } {
  const folder = fileURLToPath(new URL('../../src/server/seed/catalogue/', import.meta.url));
  let longest = { name: '', meaning: '' };
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const body = JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as {
      kind: string;
      items: { name: string; meaning?: string }[];
    };
    if (body.kind !== 'names') continue;
    for (const { name, meaning = '' } of body.items)
      if (meaning.length > longest.meaning.length) longest = { name, meaning };
  }
  return longest;
}

/** Where the card and its answers end, and how far the page scrolls sideways, at the top of the page. */
async function firstScreen(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const card = (await page.locator('.deck-card').boundingBox())!;
  const buttons = [];
  for (const name of ['No', 'Love', 'Yes'])
    buttons.push((await page.getByRole('button', { name, exact: true }).boundingBox())!);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { cardBottom: card.y + card.height, buttons, sideways };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`phone, ${colorScheme}: the card and its answers in the first screen, nothing sideways, no axe violations`, async ({
    browser,
    request,
  }) => {
    const account = await pairedWithMatches(request);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme });
    const page = await context.newPage();
    await openSignedIn(page, account, '/shortlist');
    await expect(page.locator('.rank-row')).toHaveCount(3);
    await expect(page.locator('.deck-card')).toBeVisible();
    // Measured as a parent sees the screen once it has settled, its web fonts in.
    await page.evaluate(() => document.fonts.ready);

    const fits = async () => {
      const { cardBottom, buttons, sideways } = await firstScreen(page);
      expect(cardBottom).toBeLessThanOrEqual(812);
      for (const button of buttons) {
        expect(button.height).toBeGreaterThanOrEqual(44);
        // The answers too: a parent answers without scrolling.
        expect(button.y + button.height).toBeLessThanOrEqual(812);
      }
      expect(sideways).toBeLessThanOrEqual(0);
    };
    await fits();
    for (const button of await page.locator('.rank-buttons button').all())
      expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(44);

    // Whatever name is dealt: the tallest card, the longest meaning, dealt through "Only my
    // favourites" (whose longer deck label makes the screen fuller still), filters folded again.
    const longest = longestMeaning();
    const found = (await (
      await request.get(`/api/names?search=${encodeURIComponent(longest.name)}&limit=100`)
    ).json()) as { data: { id: string; meaning: string }[] };
    const tallest = found.data.find((item) => item.meaning === longest.meaning)!;
    await toggleViaApi(request, account.token, `/${tallest.id}`);
    const deck = page.getByRole('region', { name: 'Names to answer' });
    await deck.getByText('Change filters', { exact: true }).click();
    await deck.getByLabel('Only my favourites').check();
    await expect(page.locator('.deck-card-name')).toHaveText(longest.name);
    await deck.locator('.deck-filters-box summary').click();
    await expect(deck.getByLabel('Only my favourites')).toBeHidden();
    await fits();
    // Cut on the card, whole for a screen reader, and whole on the card after "More".
    const meaning = page.locator('.deck-card-meaning');
    await expect(meaning).toHaveText(longest.meaning);
    const cut = () => meaning.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
    expect(await cut()).toBe(true);
    const more = page.getByRole('button', { name: 'More of the meaning' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await more.click();
    await expect(page.getByRole('button', { name: 'Less of the meaning' })).toHaveAttribute('aria-expanded', 'true');
    expect(await cut()).toBe(false);
    // The narrowest phone still scrolls nothing sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await firstScreen(page)).sideways).toBeLessThanOrEqual(0);
    await context.close();
  });
}
