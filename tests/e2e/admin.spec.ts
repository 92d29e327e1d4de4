import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Set by scripts/e2e.ts for the first admin of the fresh database.
const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

/** Letters only, so the names pass every rule and never collide with the seed catalogue. */
function unique(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/admin/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function openSection(page: Page, section: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeFocused();
}

/** The values of the sub-name inputs, in order. */
const subNames = (page: Page) =>
  page.locator('.sub-name-list input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

test.describe('admin dashboard', () => {
  test('the guard and the server refuse anyone but an admin', async ({ page, request }) => {
    await page.goto('/dashboard/names');
    await expect(page).toHaveURL(/\/admin\/login$/);

    const email = `${unique('user')}@example.test`;
    const registered = await request.post('/api/auth/user/register', {
      data: { name: 'Plain User', email, password: 'user-password-1' },
    });
    expect(registered.status()).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: unknown };

    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.goto('/dashboard/religions');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Religions' })).toHaveCount(0);

    const headers = { authorization: `Bearer ${token}` };
    const create = await request.post('/api/nicknames', {
      headers,
      data: { name: 'Nope', description: 'Not allowed' },
    });
    expect(create.status()).toBe(403);
    const exportFile = await request.get('/api/admin/export?kind=names&format=json', { headers });
    expect(exportFile.status()).toBe(403);
    const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string }[] };
    const remove = await request.delete(`/api/religions/${religions.data[0]!.id}`, { headers });
    expect(remove.status()).toBe(403);
  });

  test('the static page says the dashboard needs JavaScript and is not indexed', async ({ request }) => {
    const html = await (await request.get('/dashboard/names')).text();
    expect(html).toContain('The dashboard needs JavaScript');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('Nick Names');
  });

  test('names: create, edit and delete, seen on the public names list', async ({ page }) => {
    const name = unique('Qzname');
    await signIn(page);
    await openSection(page, 'Names');
    await page.getByRole('link', { name: 'Add name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add name' })).toBeFocused();

    // The server's rules run in the form first: nothing is sent, every problem is listed.
    await page.getByRole('button', { name: 'Add name' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Name is required',
      'Choose Boy or Girl',
      'Meaning is required',
      'Origin is required',
    ]);

    await page.getByLabel('Name (required)', { exact: true }).fill(name);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Meaning').fill('Made by the admin test');
    await page.getByLabel('Origin').fill('Testish');
    await page.getByLabel('Religion').selectOption({ label: 'Hinduism' });
    await page.getByRole('button', { name: 'Add name' }).click();
    await expect(page).toHaveURL(/\/dashboard\/names$/);
    await expect(notice(page)).toContainText(`Added the name “${name}”.`);

    await page.goto(`/names?search=${name}&gender=girl`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // A second name with the same identity: the server's 409, and everything typed stays.
    await page.goto('/dashboard/names/new');
    await page.getByLabel('Name (required)', { exact: true }).fill(name);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Meaning').fill('A duplicate');
    await page.getByLabel('Origin').fill('Testish');
    await page.getByLabel('Religion').selectOption({ label: 'Hinduism' });
    await page.getByRole('button', { name: 'Add name' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved:' })).toBeFocused();
    await expect(page.getByLabel('Meaning')).toHaveValue('A duplicate');
    await expect(page.getByLabel('Name (required)', { exact: true })).toHaveValue(name);

    await page.getByRole('link', { name: '← All names' }).click();
    await page.getByLabel('Search names or meanings').fill(name);
    await expect(page.getByText('Showing 1–1 of 1 name')).toBeVisible();
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Meaning')).toHaveValue('Made by the admin test');
    await page.getByLabel('Meaning').fill('Edited by the admin test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice(page)).toContainText(`Saved the name “${name}”.`);

    await page.goto(`/names?search=${name}&gender=girl`);
    await expect(page.getByText('Edited by the admin test', { exact: true })).toBeVisible();

    await page.goto('/dashboard/names');
    await page.getByLabel('Search names or meanings').fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the name “${name}”?` });
    await expect(dialog).toContainText('removed from every user’s favourites');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete name' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page)).toContainText(`Deleted the name “${name}”.`);
    await expect(page.getByText('No names match')).toBeVisible();

    await page.goto(`/names?search=${name}&gender=girl`);
    await expect(page.getByText('No names found for this selection. Try another search or letter.')).toBeVisible();
  });

  test('god names: sub-names editor, edit and delete, seen on the public god names list', async ({ page, request }) => {
    const name = unique('Qzgod');
    await signIn(page);
    await openSection(page, 'God names');
    await page.getByRole('link', { name: 'Add god name' }).click();
    await page.getByLabel('Name (required)', { exact: true }).fill(name);
    await page.getByLabel('Religion (required)').selectOption({ label: 'Hinduism' });
    await page.getByLabel('Description').fill('A god name made by the admin test.');

    await page.getByLabel('Paste many at once').fill('1. Alphaname\n2. Betaname, Gammaname\n\nalphaname');
    await page.getByRole('button', { name: 'Add all' }).click();
    await expect(notice(page)).toContainText('Added 3 sub-names; skipped 1 already in the list');
    await page.getByLabel('Add a sub-name').fill('Deltaname');
    await page.getByLabel('Add a sub-name').press('Enter');
    await expect.poll(() => subNames(page)).toEqual(['Alphaname', 'Betaname', 'Gammaname', 'Deltaname']);

    await page.getByRole('button', { name: 'Move Gammaname up' }).click();
    await expect(page.getByRole('button', { name: 'Move Gammaname up' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove Betaname' }).click();
    await expect.poll(() => subNames(page)).toEqual(['Alphaname', 'Gammaname', 'Deltaname']);
    // Keyboard: the focused remove button moved to the next item.
    await page.keyboard.press('Enter');
    await expect.poll(() => subNames(page)).toEqual(['Alphaname', 'Gammaname']);
    await page.getByRole('button', { name: 'Add god name' }).click();
    await expect(notice(page)).toContainText(`Added the god name “${name}”.`);

    const all = (await (await request.get('/api/god-names')).json()) as {
      data: { id: string; name: string; subNames: string[]; religionId: { id: string } }[];
    };
    const created = all.data.find((g) => g.name === name)!;
    expect(created.subNames).toEqual(['Alphaname', 'Gammaname']);
    await page.goto(`/godnames/${created.religionId.id}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    await page.goto('/dashboard/god-names');
    await page.getByLabel('Search god names').fill(name);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Sub-name 2')).toHaveValue('Gammaname');
    await page.getByLabel('Sub-name 2').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText('Sub-names must not contain empty names');
    await page.getByLabel('Sub-name 2').fill('Epsilonname');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice(page)).toContainText(`Saved the god name “${name}”.`);
    const one = (await (await request.get(`/api/god-names/${created.id}`)).json()) as { data: { subNames: string[] } };
    expect(one.data.subNames).toEqual(['Alphaname', 'Epsilonname']);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete god name' }).click();
    await expect(notice(page)).toContainText(`Deleted the god name “${name}”.`);
    await page.goto(`/godnames/${created.religionId.id}`);
    await expect(page.getByRole('heading', { name: 'God Names in Hinduism' })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('nicknames: create, edit and delete, seen on the public nickname list', async ({ page }) => {
    const name = unique('Qznick');
    await signIn(page);
    await openSection(page, 'Nicknames');
    await page.getByRole('link', { name: 'Add nickname' }).click();
    await page.getByLabel('Name (required)', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add nickname' }).click();
    await expect(page.getByRole('alert')).toContainText('Description is required');
    await expect(page.getByLabel('Name (required)', { exact: true })).toHaveValue(name);
    await page.getByLabel('Description (required)').fill('A nickname from the admin test');
    await page.getByRole('button', { name: 'Add nickname' }).click();
    await expect(notice(page)).toContainText(`Added the nickname “${name}”.`);

    await page.goto(`/nicknames?search=${name}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    await page.goto('/dashboard/nicknames');
    await page.getByLabel('Search nicknames').fill(name);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByLabel('Description (required)').fill('Edited nickname description');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice(page)).toContainText(`Saved the nickname “${name}”.`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Edited nickname description');

    // Keyboard only: Escape cancels the dialog and gives focus back to the Delete button.
    const deleteButton = page.getByRole('button', { name: `Delete ${name}` });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete nickname' }).click();
    await expect(notice(page)).toContainText(`Deleted the nickname “${name}”.`);

    await page.goto(`/nicknames?search=${name}`);
    await expect(page.getByText('No nicknames found for this selection. Try another search or letter.')).toBeVisible();
  });

  test('religions: create, deactivate, delete refused while god names use it, then deleted', async ({
    page,
    request,
  }) => {
    const religion = unique('Qzfaith');
    await signIn(page);
    await openSection(page, 'Religions');
    await expect(
      page.getByText('Inactive religions are hidden from the public Religion and God Names pages.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Add religion' }).click();
    await page.getByLabel('Name (required)', { exact: true }).fill(religion);
    await expect(page.getByLabel('Active')).toBeChecked();
    await page.getByRole('button', { name: 'Add religion' }).click();
    await expect(notice(page)).toContainText(`Added the religion “${religion}”.`);

    await page.goto('/religion');
    await expect(page.getByRole('link', { name: religion })).toBeVisible();

    // A name and a god name that belong to it.
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
    const religionId = religions.data.find((r) => r.name === religion)!.id;
    const babyName = await request.post('/api/names', {
      headers,
      data: { name: unique('Qzfollower'), gender: 'male', meaning: 'Follower', origin: 'Testish', religionId },
    });
    expect(babyName.status()).toBe(201);
    const nameId = ((await babyName.json()) as { data: { id: string } }).data.id;
    const godName = await request.post('/api/god-names', {
      headers,
      data: { name: unique('Qzdeity'), subNames: [], religionId },
    });
    expect(godName.status()).toBe(201);
    const godNameId = ((await godName.json()) as { data: { id: string } }).data.id;

    await page.goto('/dashboard/religions');
    await page.getByLabel('Search religions').fill(religion);
    const row = page.getByRole('row', { name: new RegExp(religion) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await row.getByRole('switch', { name: `${religion} active` }).click();
    await expect(notice(page)).toContainText(`${religion} is inactive`);
    await expect(row.getByRole('switch')).not.toBeChecked();
    await page.goto('/religion');
    await expect(page.getByRole('link', { name: 'Hinduism' })).toBeVisible();
    await expect(page.getByRole('link', { name: religion })).toHaveCount(0);

    await page.goto('/dashboard/religions');
    await page.getByLabel('Search religions').fill(religion);
    await page.getByRole('button', { name: `Delete ${religion}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('become UNIVERSAL');
    await expect(dialog).toContainText('1 god name uses this religion.');
    await dialog.getByRole('button', { name: 'Delete religion' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This religion still has god names: move or delete them first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect((await request.delete(`/api/god-names/${godNameId}`, { headers })).status()).toBe(200);
    await page.reload();
    await page.getByLabel('Search religions').fill(religion);
    await page.getByRole('button', { name: `Delete ${religion}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete religion' }).click();
    await expect(notice(page)).toContainText(`Deleted the religion “${religion}”.`);

    const orphan = (await (await request.get(`/api/names/${nameId}`)).json()) as { data: { religionId: unknown } };
    expect(orphan.data.religionId).toBeNull();
    expect((await request.delete(`/api/names/${nameId}`, { headers })).status()).toBe(200);
  });

  test('import shows progress and a per-row error report; export downloads the file', async ({ page, request }) => {
    const first = unique('Qzimport');
    const second = unique('Qzimport');
    await signIn(page);
    await openSection(page, 'Import and export');

    await page.getByLabel('Catalogue file (.json or .csv)').setInputFiles({
      name: 'nicknames.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,description\n${first},Fine row\n,Row without a name\n`),
    });
    await expect(page.getByLabel('The file holds')).toHaveValue('nicknames');
    // Hold the upload so the progress shown meanwhile can be seen, then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/import', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Uploading and importing' });
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    release();
    await expect(progress).toBeHidden();
    await page.unroute('**/api/admin/import');
    const report = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(report).toBeVisible();
    await expect(report.getByRole('row')).toHaveCount(2);
    await expect(report.getByRole('row').nth(1)).toContainText('name');
    expect(
      ((await (await request.get('/api/nicknames')).json()) as { data: { name: string }[] }).data.some(
        (n) => n.name === first,
      ),
    ).toBe(false);

    await page.getByLabel('Catalogue file (.json or .csv)').setInputFiles({
      name: 'my-file.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          kind: 'nicknames',
          items: [
            { name: first, description: 'Imported one' },
            { name: second, description: 'Imported two' },
          ],
        }),
      ),
    });
    await expect(page.getByLabel('The file holds')).toHaveValue('nicknames');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Imported 2 nicknames from my-file.json.').first()).toBeVisible();

    await page.goto(`/nicknames?search=${first}`);
    await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();

    await page.goto('/dashboard/import');
    await page.getByLabel('What').selectOption('nicknames');
    await page.getByRole('radio', { name: 'CSV' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nicknames.csv');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\n')[0]).toContain('name');
    expect(csv).toContain(`${second},Imported two`);

    const token = await adminToken(request);
    const all = (await (await request.get('/api/nicknames')).json()) as { data: { id: string; name: string }[] };
    for (const n of all.data.filter((x) => x.name === first || x.name === second)) {
      await request.delete(`/api/nicknames/${n.id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });

  test('sidebar: shown by default, collapsible on a small screen, remembered', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar).toBeVisible();

    // Back and forward move between sections like pages.
    await page.setViewportSize({ width: 1280, height: 800 });
    await sidebar.getByRole('link', { name: 'Religions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/religions$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Religions' })).toBeVisible();
  });

  test('account: a wrong current password is refused on its field; a change works; logout ends the session', async ({
    page,
    request,
  }) => {
    const newPassword = 'e2e-admin-password-changed';
    await signIn(page);
    await openSection(page, 'Account');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password (required)', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toContainText('Current password is incorrect');
    await expect(page).toHaveURL(/\/dashboard\/account$/);

    await page.getByLabel('Current password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    try {
      await expect(notice(page)).toContainText('Password changed.');
      // The fresh token was stored: the dashboard still works.
      await openSection(page, 'Religions');
      await expect(page.getByRole('switch').first()).toBeVisible();

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
        null,
        null,
      ]);
    } finally {
      // Put the password back for the other tests.
      const login = await request.post('/api/auth/admin/login', {
        data: { email: ADMIN.email, password: newPassword },
      });
      if (login.ok()) {
        const { token } = (await login.json()) as { token: string };
        const back = await request.post('/api/auth/change-password', {
          headers: { authorization: `Bearer ${token}` },
          data: { currentPassword: newPassword, newPassword: ADMIN.password },
        });
        expect(back.status()).toBe(200);
      }
    }
  });

  test('every section passes axe (WCAG 2.2 AA), including a form with errors and the delete dialog', async ({
    page,
  }) => {
    // Eight axe runs over full tables: more than the default 30 s on a busy two-core machine.
    test.setTimeout(120_000);
    await signIn(page);
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    };
    await check('overview');
    for (const [section, ready] of [
      ['Names', 'Showing 1–'],
      ['God names', 'Showing 1–'],
      ['Nicknames', 'Showing 1–'],
      ['Religions', 'Showing 1–'],
      ['Import and export', 'Export'],
      ['Account', 'Change password'],
    ] as const) {
      await openSection(page, section);
      await expect(page.getByText(ready).first()).toBeVisible();
      await check(section);
    }
    await page.goto('/dashboard/god-names/new');
    await page.getByRole('button', { name: 'Add god name' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check('god name form with errors');
    await page.goto('/dashboard/religions');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('delete dialog');
  });
});
