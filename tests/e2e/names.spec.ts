import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ApiName {
  id: string;
  name: string;
  gender: 'male' | 'female';
  meaning: string;
  origin: string;
  description: string;
  religionId: { id: string; name: string } | null;
}
interface NamesPage {
  data: ApiName[];
  totalNames: number;
  totalPages: number;
}

async function apiNames(request: APIRequestContext, query: Record<string, string>): Promise<NamesPage> {
  const response = await request.get('/api/names', { params: { limit: '15', page: '1', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as NamesPage;
}

/** Islands render the static HTML first; interactions are meant for the hydrated list. */
async function hydrated(page: Page) {
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rows = (page: Page) => page.locator('.list-rows > li');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search names' });
const letters = (page: Page) => page.getByRole('navigation', { name: 'Names by first letter' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const gender = (page: Page) => page.getByRole('group', { name: 'Select Gender' });

test.describe('/names without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static page is boy names starting with A, with links to every detail page', async ({ page, request }) => {
    const expected = await apiNames(request, { gender: 'male', letter: 'A' });
    await page.goto('/names');
    await expect(heading(page)).toHaveText('Names Starting with "A"');
    await expect(page.getByText(`${expected.totalNames} names found`)).toBeVisible();
    await expect(rows(page)).toHaveCount(15);
    for (const [i, name] of expected.data.entries()) {
      await expect(rows(page).nth(i).getByRole('link', { name: name.name, exact: true })).toHaveAttribute(
        'href',
        `/names/${name.id}`,
      );
    }
    await expect(gender(page).getByRole('button', { name: 'Boy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(letters(page).getByRole('link', { name: 'A', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('every girl name of a letter is reachable through the letter grid and the page links', async ({
    page,
    request,
  }) => {
    // A page load per page of the letter: slow on a busy machine.
    test.setTimeout(90_000);
    const all: string[] = [];
    for (let p = 1; ; p++) {
      const body = await apiNames(request, { gender: 'female', letter: 'M', page: String(p) });
      all.push(...body.data.map((n) => n.name));
      if (p >= body.totalPages) break;
    }
    expect(all.length).toBeGreaterThan(15);

    await page.goto('/names/girl/a');
    await expect(heading(page)).toHaveText('Names Starting with "A"');
    await letters(page).getByRole('link', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/\/names\/girl\/m$/);
    await expect(heading(page)).toHaveText('Names Starting with "M"');
    await expect(page.getByText(`${all.length} names found`)).toBeVisible();

    const seen: string[] = [];
    for (;;) {
      seen.push(...(await rows(page).locator('.list-row-name').allTextContents()));
      const next = pager(page).getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(seen).toEqual(all);
    await expect(page).toHaveURL(new RegExp(`/names/girl/m/${Math.ceil(all.length / 15)}$`));
  });

  test('a name on a letter page opens its static detail page', async ({ page, request }) => {
    const [first] = (await apiNames(request, { gender: 'male', letter: 'B' })).data;
    await page.goto('/names/boy/b');
    await page.getByRole('link', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(`/names/${first!.id}`);
    await expect(heading(page)).toHaveText(first!.name);
    await expect(page.getByText('BOY', { exact: true })).toBeVisible();
    await expect(page.getByText(first!.meaning, { exact: true })).toBeVisible();
  });

  test('letter pages have their own title, description and canonical URL', async ({ page }) => {
    await page.goto('/names/girl/k');
    await expect(page).toHaveTitle('Girl Names Starting with K | Baby Names');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /girl names starting with K/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/names\/girl\/k$/);
  });
});

test.describe('/names live', () => {
  test('search is debounced into ?search, drops the letter and shows the results', async ({ page, request }) => {
    const searched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/names' && url.searchParams.has('search'))
        searched.push(url.searchParams.get('search')!);
    });
    await page.goto('/names?letter=C&page=2');
    await hydrated(page);
    await searchBox(page).pressSequentially('Aar');
    // A new search looks at both genders.
    await expect(page).toHaveURL(/\/names\?search=Aar$/);
    const expected = await apiNames(request, { gender: '', search: 'Aar' });
    await expect(heading(page)).toHaveText('Search Results for "Aar"');
    await expect(page.getByText(`${expected.totalNames} names found`)).toBeVisible();
    await expect(rows(page).first().locator('.list-row-name')).toHaveText(expected.data[0]!.name);
    // One request for the whole term, not one per keystroke.
    expect(searched).toEqual(['Aar']);
    await expect(letters(page).locator('[aria-current]')).toHaveCount(0);
  });

  test('clearing the search brings letter A back', async ({ page }) => {
    await page.goto('/names?search=dev&gender=girl');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Search Results for "dev"');
    await expect(searchBox(page)).toHaveValue('dev');
    await searchBox(page).fill('');
    await expect(page).toHaveURL(/\/names\?letter=A&gender=girl$/);
    await expect(heading(page)).toHaveText('Names Starting with "A"');
  });

  test('picking a letter clears the search and goes to page 1', async ({ page }) => {
    await page.goto('/names?search=an&page=2');
    await hydrated(page);
    await letters(page).getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?letter=K&gender=boy$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(heading(page)).toHaveText('Names Starting with "K"');
    await expect(letters(page).getByRole('link', { name: 'K', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('changing gender goes back to page 1 and lists that gender', async ({ page, request }) => {
    await page.goto('/names?letter=A&gender=boy&page=3');
    await hydrated(page);
    await expect(pager(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveCount(0);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('3');
    await gender(page).getByRole('button', { name: 'Girl' }).click();
    await expect(page).toHaveURL(/\/names\?letter=A&gender=girl$/);
    await expect(gender(page).getByRole('button', { name: 'Girl' })).toHaveAttribute('aria-pressed', 'true');
    await expect(gender(page).getByRole('button', { name: 'Boy' })).toHaveAttribute('aria-pressed', 'false');
    const expected = await apiNames(request, { gender: 'female', letter: 'A' });
    await expect(rows(page).first().locator('.list-row-name')).toHaveText(expected.data[0]!.name);
    await expect(rows(page).getByText('GIRL', { exact: true })).toHaveCount(Math.min(15, expected.totalNames));
    await expect(rows(page).getByText('BOY', { exact: true })).toHaveCount(0);
  });

  test('paging shows Previous, every page number and Next, and scrolls to the top', async ({ page, request }) => {
    const expected = await apiNames(request, { gender: 'male', letter: 'A' });
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/names');
    await hydrated(page);
    // Previous and Next at the ends of one row; every page number in "All N pages".
    const links = pager(page).locator('.page-row > li');
    await expect(links.first()).toHaveText('Previous');
    await expect(links.last()).toHaveText('Next');
    await pager(page).getByText(`All ${expected.totalPages} pages`).click();
    await expect(pager(page).locator('.page-all li')).toHaveCount(expected.totalPages);
    await pager(page).getByText(`All ${expected.totalPages} pages`).click();
    await expect(pager(page).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?letter=A&gender=boy&page=2$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const second = await apiNames(request, { gender: 'male', letter: 'A', page: '2' });
    await expect(rows(page).first().locator('.list-row-name')).toHaveText(second.data[0]!.name);

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=3$/);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/page=2$/);
  });

  test('paging is hidden when a letter has one page or fewer', async ({ page, request }) => {
    const x = await apiNames(request, { gender: 'male', letter: 'X' });
    expect(x.totalPages).toBeLessThanOrEqual(1);
    await page.goto('/names?letter=X');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Names Starting with "X"');
    await expect(page.getByText(`${x.totalNames} names found`)).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  });

  test('browser back and forward restore the list from the URL', async ({ page }) => {
    await page.goto('/names');
    await hydrated(page);
    await letters(page).getByRole('link', { name: 'B', exact: true }).click();
    await expect(heading(page)).toHaveText('Names Starting with "B"');
    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/letter=B&gender=boy&page=2$/);
    await gender(page).getByRole('button', { name: 'Girl' }).click();
    await expect(page).toHaveURL(/letter=B&gender=girl$/);

    await page.goBack();
    await expect(page).toHaveURL(/letter=B&gender=boy&page=2$/);
    await expect(gender(page).getByRole('button', { name: 'Boy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await page.goBack();
    await expect(page).toHaveURL(/letter=B&gender=boy$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(/\/names$/);
    await expect(heading(page)).toHaveText('Names Starting with "A"');
    await page.goForward();
    await expect(heading(page)).toHaveText('Names Starting with "B"');
  });

  test('the letter already shown adds no history entry: Back leaves the list', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/names?letter=B&gender=boy');
    await hydrated(page);
    const B = letters(page).getByRole('link', { name: 'B', exact: true });
    await B.click();
    await B.click();
    await expect(heading(page)).toHaveText('Names Starting with "B"');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a parameter given twice counts once, the last, as the server reads it without JavaScript', async ({ page }) => {
    await page.goto('/names?letter=B&letter=M&gender=boy&gender=girl');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Names Starting with "M"');
    await expect(gender(page).getByRole('button', { name: 'Girl' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).getByText('BOY', { exact: true })).toHaveCount(0);
  });

  test('a letter page hydrates into the live list at /names', async ({ page }) => {
    await page.goto('/names/girl/s/2');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Names Starting with "S"');
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/names\?letter=S&gender=girl&page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/names\/girl\/s\/2$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('a search with no result says so', async ({ page }) => {
    await page.goto('/names?search=qqzzxxq');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Search Results for "qqzzxxq"');
    await expect(page.getByText('0 names found')).toBeVisible();
    await expect(page.getByText('No names found for this selection. Try another search or letter.')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('a failing API empties the list silently with a count of 0', async ({ page }) => {
    await page.route('**/api/names?**', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'boom' } }),
    );
    await page.goto('/names?letter=B');
    await hydrated(page);
    await expect(page.getByText('0 names found')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No names found for this selection. Try another search or letter.')).toBeVisible();
    await expect(page.getByText('boom')).toHaveCount(0);
  });

  test('clicking a row opens its detail page; the expand toggle shows meaning, origin and the description', async ({
    page,
    request,
  }) => {
    const withDescription = (await apiNames(request, { gender: 'male', search: 'Aarav' })).data.find(
      (n) => n.description,
    );
    expect(withDescription).toBeDefined();
    await page.goto('/names?search=Aarav');
    await hydrated(page);
    const row = rows(page).filter({ has: page.getByRole('link', { name: withDescription!.name, exact: true }) });
    const toggle = row.getByRole('button', { name: `Show details of ${withDescription!.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const firstWords = withDescription!.description.split(/\s+/).slice(0, 6).join(' ');
    await expect(row.getByText(firstWords, { exact: false })).toBeHidden();
    await toggle.click();
    await expect(row.getByRole('button', { name: `Hide details of ${withDescription!.name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(row.getByText(firstWords, { exact: false })).toBeVisible();
    await expect(row.locator('.list-row-panel').getByText('Meaning:')).toBeVisible();
    await expect(row.locator('.list-row-panel').getByText(`Origin: ${withDescription!.origin}`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Add ${withDescription!.name} to favourites` })).toBeVisible();

    await row.locator('.list-row-summary').click();
    await expect(page).toHaveURL(`/names/${withDescription!.id}`);
    await expect(heading(page)).toHaveText(withDescription!.name);
  });
});

test.describe('/names/{nameId}', () => {
  test('shows the name, gender badge, religion, meaning, description and origin', async ({ page, request }) => {
    const body = await apiNames(request, { gender: 'male', search: 'Aarav' });
    const name = body.data.find((n) => n.name === 'Aarav')!;
    await page.goto(`/names/${name.id}`);
    await expect(heading(page)).toHaveText('Aarav');
    await expect(page).toHaveTitle('Aarav: meaning and origin | Baby Names');
    await expect(page.getByText('BOY', { exact: true })).toBeVisible();
    await expect(page.getByText(name.religionId?.name ?? 'UNIVERSAL', { exact: true })).toBeVisible();
    await expect(page.getByText(name.meaning, { exact: true })).toBeVisible();
    await expect(page.getByText(name.origin, { exact: true })).toBeVisible();
    await expect(page.getByText(name.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Aarav to favourites' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
      string,
      string
    >;
    expect(jsonLd).toMatchObject({ '@type': 'DefinedTerm', name: 'Aarav' });
  });

  test('a name of no religion is UNIVERSAL', async ({ page, request }) => {
    let universal: ApiName | undefined;
    for (let p = 1; !universal; p++) {
      const body = await apiNames(request, { gender: 'female', letter: 'E', page: String(p), limit: '100' });
      universal = body.data.find((n) => n.religionId === null);
      if (p >= body.totalPages) break;
    }
    test.skip(!universal, 'the catalogue has no universal girl name starting with E');
    await page.goto(`/names/${universal!.id}`);
    await expect(page.getByText('GIRL', { exact: true })).toBeVisible();
    await expect(page.getByText('UNIVERSAL', { exact: true })).toBeVisible();
  });

  test('share copies the link and says so for 3 s', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The system share sheet is used where it exists; this checks the copy fallback.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const [name] = (await apiNames(request, { gender: 'female', letter: 'A' })).data;
    await page.goto(`/names/${name!.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(notice).toHaveCount(0);
  });

  test('the back button goes back to the list, or to the name’s own list when opened directly', async ({ page }) => {
    await page.goto('/names?letter=D');
    await hydrated(page);
    await rows(page).first().locator('.list-row-name').click();
    await expect(page).toHaveURL(/\/names\/\d+$/);
    const url = page.url();
    await hydrated(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/names\?letter=D$/);
    await expect(heading(page)).toHaveText('Names Starting with "D"');

    // Opened from elsewhere (a shared link): there is no page of ours to go back to, so Back
    // opens the list the name belongs to (its letter and gender).
    await page.goto('about:blank');
    await page.goto(url);
    await hydrated(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/names\?letter=D&gender=(boy|girl)$/);
  });

  test('an unknown id says Name not found, with a Go Back button', async ({ page }) => {
    await page.goto('/names/987654321');
    await expect(heading(page)).toHaveText('Name not found');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/names$/);
  });

  test('a name added after the build is served by the generic shell and listed live', async ({ page, request }) => {
    const login = await request.post('/api/auth/admin/login', {
      data: { email: 'admin@example.test', password: 'e2e-admin-password' },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/names', {
      headers,
      data: {
        name: 'Qzyxelle',
        gender: 'female',
        meaning: 'a name made for a test',
        origin: 'Test',
        religionId: null,
        description: '',
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: ApiName };
    try {
      await page.goto(`/names/${data.id}`);
      await expect(heading(page)).toHaveText('Qzyxelle');
      await expect(page.getByText('a name made for a test')).toBeVisible();
      await expect(page.getByText('UNIVERSAL', { exact: true })).toBeVisible();

      await page.goto('/names?letter=Q&gender=girl');
      await expect(page.getByRole('link', { name: 'Qzyxelle', exact: true })).toHaveAttribute(
        'href',
        `/names/${data.id}`,
      );
    } finally {
      await request.delete(`/api/names/${data.id}`, { headers });
    }
  });
});

test.describe('accessibility', () => {
  const paths: [string, (request: APIRequestContext) => Promise<string>][] = [
    ['the names list', async () => '/names'],
    ['a letter page', async () => '/names/girl/b/2'],
    ['a name', async (request) => `/names/${(await apiNames(request, { gender: 'male', letter: 'A' })).data[0]!.id}`],
    ['a missing name', async () => '/names/987654321'],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    for (const [what, pathOf] of paths) {
      test(`axe finds nothing on ${what} (${scheme})`, async ({ page, request }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(await pathOf(request));
        await hydrated(page);
        await expect(heading(page)).toBeVisible();
        // The header and footer are checked by the site-wide sweep; this is the screen itself.
        const results = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  }
});

/** The names of the rows a visitor sees, in order. */
const rowNames = (page: Page) => page.locator('.list-rows > li a[href^="/names/"]:visible').allTextContents();

test.describe('search from the names list', () => {
  test('Olivia typed on /names (boys A) is found: a search looks at both genders, each row with its badge', async ({
    page,
  }) => {
    await page.goto('/names');
    await hydrated(page);
    await searchBox(page).fill('Olivia');
    await expect(page).toHaveURL(/\/names\?search=Olivia$/);
    await expect(heading(page)).toHaveText('Search Results for "Olivia"');
    const first = rows(page).first();
    await expect(first.getByRole('link', { name: 'Olivia', exact: true })).toBeVisible();
    await expect(first.getByText('GIRL', { exact: true })).toBeVisible();
    await expect(page.getByText('Boys and girls', { exact: true })).toBeVisible();
    // Picking Boy narrows it: the empty state says where the matches are, and leads there.
    await gender(page).getByRole('button', { name: 'Boy', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?search=Olivia&gender=boy$/);
  });

  test('a gender with no match says how many the other has, and links to them', async ({ page, request }) => {
    // A term that only girls' names match (checked against the API, not assumed).
    const term = 'Isabella';
    const boys = (await (
      await request.get('/api/names', { params: { search: term, gender: 'male', page: '1', limit: '15' } })
    ).json()) as NamesPage & { otherGender?: { gender: string; totalNames: number } };
    expect(boys.totalNames).toBe(0);
    const girls = boys.otherGender!.totalNames;
    expect(girls).toBeGreaterThan(0);
    await page.goto(`/names?search=${term}&gender=boy`);
    await hydrated(page);
    await expect(page.getByText('No names found for this selection. Try another search or letter.')).toBeVisible();
    await expect(page.getByText(`No boys' names match “${term}”.`)).toBeVisible();
    const link = page.getByRole('link', { name: `${girls} girl${girls === 1 ? "'s name does" : "s' names do"}.` });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/names\\?search=${term}&gender=girl$`));
    await expect(rows(page).first().getByText('GIRL', { exact: true })).toBeVisible();
  });

  test('a typo offers "Did you mean" links; a row says when it matched through a spelling', async ({ page }) => {
    await page.goto('/names?search=olivai');
    await hydrated(page);
    const offer = page.locator('.did-you-mean');
    await expect(offer).toContainText('Did you mean');
    await offer.getByRole('link', { name: 'Olivia', exact: true }).click();
    await expect(page).toHaveURL(/\/names\?search=Olivia$/);
    await expect(rows(page).first().getByRole('link', { name: 'Olivia', exact: true })).toBeVisible();
  });

  test('a meaning search marks the matched word in the row', async ({ page }) => {
    await page.goto('/names?search=light');
    await hydrated(page);
    // Rows that matched by their meaning show it with the word marked (Lucy: "light (lux)").
    await expect(rows(page).locator('mark').first()).toHaveText(/^light$/i);
  });

  test('text typed before the list is ready is kept and searched', async ({ page }) => {
    // Hold the island's script back, type, then let it run.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/NamesList\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/names', { waitUntil: 'domcontentloaded' });
    await searchBox(page).fill('Emma');
    release();
    await expect(page).toHaveURL(/\/names\?search=Emma$/);
    await expect(heading(page)).toHaveText('Search Results for "Emma"');
    await expect(searchBox(page)).toHaveValue('Emma');
    await expect(rows(page).first().getByRole('link', { name: 'Emma', exact: true })).toBeVisible();
  });
});

test.describe('the same list with and without JavaScript', () => {
  for (const address of ['/names?search=ari', '/names?search=light&gender=girl', '/names?search=olivai']) {
    test(`${address}: same rows, same order`, async ({ browser }) => {
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const withScript = await browser.newContext();
      try {
        const a = await plain.newPage();
        await a.goto(address);
        const b = await withScript.newPage();
        await b.goto(address);
        await hydrated(b);
        await expect(b.locator('.list-rows')).toHaveAttribute('aria-busy', 'false');
        const withoutJs = await rowNames(a);
        expect(withoutJs.length).toBeGreaterThan(0);
        expect(await rowNames(b)).toEqual(withoutJs);
      } finally {
        await plain.close();
        await withScript.close();
      }
    });
  }

  test("a religion's letter and gender: same rows, same order", async ({ browser, request }) => {
    const religions = (await (await request.get('/api/religions')).json()) as { data: { id: string; name: string }[] };
    const hinduism = religions.data.find((r) => r.name === 'Hinduism')!.id;
    const address = `/religion/${hinduism}?letter=M&gender=girl&page=2`;
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const withScript = await browser.newContext();
    try {
      const a = await plain.newPage();
      await a.goto(address);
      const b = await withScript.newPage();
      await b.goto(address);
      await hydrated(b);
      const withoutJs = await rowNames(a);
      expect(withoutJs.length).toBe(15);
      await expect.poll(() => rowNames(b)).toEqual(withoutJs);
    } finally {
      await plain.close();
      await withScript.close();
    }
  });
});

test.describe('list rows without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the expand arrow opens the details; the heart is a link to sign in', async ({ page }) => {
    await page.goto('/names/girl/a');
    const row = rows(page).first();
    const name = (await row.locator('a[href^="/names/"]').first().textContent())!;
    const expand = row.locator('summary');
    await expect(row.getByText('Meaning:')).toBeHidden();
    await expand.click();
    await expect(row.getByText('Meaning:')).toBeVisible();
    // The detail pages' heart: signing in comes back to the name and sets it.
    const heart = row.getByRole('link', { name: `Add ${name} to favourites` });
    await heart.click();
    // The login page's reason ("Sign in to save … to your favourites") is its island's: with
    // JavaScript (tests/e2e/detail-controls.spec.ts).
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fnames%2F\d+&favourite=names%3A\d+$/);
  });
});
