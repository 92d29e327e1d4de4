import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { header, registerUser, storedSession, type Account } from './session-helpers.ts';

// One account for the whole file: registrations are rate limited per address.
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await registerUser(request, 'Gita Login');
});

test.describe('/user/login', () => {
  test('is a bare page with a labelled form', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  test('offers Google only when the server has it set up, and never a dead button', async ({ page, request }) => {
    const offered = ((await (await request.get('/api/auth/providers')).json()) as { data: { google: boolean } }).data
      .google;
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await page.goto('/user/login');
    await expect(page.locator('.auth-form')).toBeVisible();
    if (offered) await expect(google).toHaveAttribute('href', '/api/auth/google');
    else await expect(google).toHaveCount(0);

    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({ json: { success: true, data: { google: !offered } } }),
    );
    await page.reload();
    await expect(page.locator('.auth-form')).toBeVisible();
    if (offered) {
      // Not set up: no button, and no sentence about it either.
      await expect(page.getByText(/Google/)).toHaveCount(0);
    } else {
      await expect(google).toHaveAttribute('href', '/api/auth/google');
    }
  });

  test('a wrong password shows the API error and stays on the form', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('creating an account signs in and greets the new user; a taken email is shown at its field', async ({
    page,
  }) => {
    const email = `new-${Date.now().toString(36)}@example.test`;
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Name').fill('Nila New');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-good-long-password');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Nila New' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Nila New' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill('Nila Again');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-good-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('This email is already registered');
    await expect(page.getByRole('alert')).toContainText('already exists');
  });

  test('?error=google says Google sign-in failed', async ({ page }) => {
    await page.goto('/user/login?error=google');
    await expect(page.getByRole('alert')).toContainText('Google sign-in did not work');
  });
});

test.describe('/login/success', () => {
  test('refuses a planted #token= fragment: nobody is signed in', async ({ page }) => {
    await page.goto(`/login/success#token=${account.token}`);
    await expect(page.getByRole('alert')).toContainText(
      'This sign-in link is not valid in this browser. Please sign in again.',
    );
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/user/login');
    const stored = await storedSession(page);
    expect(stored.token).toBeNull();
  });

  test('without a code it says so and links back to sign in', async ({ page }) => {
    await page.goto('/login/success');
    await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/user/login');
  });
});

test.describe('/admin/login', () => {
  test('an admin lands on /dashboard; a user account is refused like a wrong password', async ({ page }) => {
    const user = account;
    await page.goto('/admin/login');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    await page.getByLabel('Email').fill('admin@example.test');
    await page.getByLabel('Password').fill('e2e-admin-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard(\/.*)?$/);
    const stored = await storedSession(page);
    expect(JSON.parse(stored.user!)).toMatchObject({ role: 'admin' });
  });
});

test.describe('accessibility', () => {
  const axeViolations = async (page: Page) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const signIn = async (page: Page) => {
    await page.goto('/404');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, account);
  };

  for (const path of ['/user/login', '/admin/login']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the home page passes axe, signed out and signed in with the menu open', async ({ page }) => {
    test.slow();
    await page.goto('/user/dashboard');
    await expect(page.getByRole('heading', { name: 'Keep the names you love' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page);
    await page.goto('/user/dashboard');
    await page.getByRole('button', { name: 'Gita Login' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the favourites page passes axe', async ({ page }) => {
    await signIn(page);
    await page.goto('/favourites');
    await expect(page.getByText('No favourite nicknames yet')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('pages hydrate a stored session without hydration errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/404');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, account);
    for (const path of ['/user/dashboard', '/religion', '/godnames', '/favourites']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Gita Login' })).toBeVisible();
    }
    expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  });
});
