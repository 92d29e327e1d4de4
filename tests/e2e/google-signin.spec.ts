/**
 * Google sign-in in a real browser against the local OpenID provider that scripts/e2e.ts starts
 * (tests/helpers/oidc-provider.ts, signing in E2E_GOOGLE_IDENTITY): our start route, the
 * provider, our callback, and /login/success with a one-time code in the fragment that only this
 * browser can redeem.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { E2E_GOOGLE_IDENTITY } from '../helpers/oidc-provider.ts';

/** Follows one sign-in from the first navigation, and gives back where the callback sent the browser. */
async function signInWithGoogle(page: Page, begin: () => Promise<unknown>) {
  const callback = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/google/callback');
  const landing = page.waitForRequest(
    (req) => req.isNavigationRequest() && new URL(req.url()).pathname === '/login/success',
  );
  await begin();
  const location = (await callback).headers()['location'] ?? '';
  await landing;
  return location;
}

test('Google sign-in round trip lands on /login/success, which redeems its one-time code for a user session', async ({
  page,
  baseURL,
}) => {
  const providerPages: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && new URL(req.url()).pathname === '/authorize') providerPages.push(req.url());
  });

  const location = await signInWithGoogle(page, () => page.goto('/api/auth/google'));

  // The browser really went through the provider, with PKCE and state.
  expect(providerPages).toHaveLength(1);
  const authorize = new URL(providerPages[0]!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();

  expect(location).toMatch(new RegExp(`^${baseURL}/login/success#code=[\\w-]{43}$`));
  // No token ever travels in a URL.
  expect(location).not.toContain('token');
  // The page navigates on once the session is stored; a read during that navigation gives null
  // and is retried, so keep the value the poll saw.
  let token = '';
  await expect
    .poll(async () => (token = (await page.evaluate(() => localStorage.getItem('token')).catch(() => null)) ?? ''))
    .toBeTruthy();
  expect(decodeJwt(token)).toMatchObject({ role: 'user' });

  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    success: true,
    data: { email: E2E_GOOGLE_IDENTITY.email, name: E2E_GOOGLE_IDENTITY.name, role: 'user' },
  });
});

test('a sign-in code planted in another browser signs nobody in', async ({ page, browser }) => {
  // The attacker completes a Google sign-in in their own browser and stops before /login/success…
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  const location = await signInWithGoogle(attackerPage, async () => {
    await attackerPage.route('**/login/success', (route) => route.abort());
    await attackerPage.goto('/api/auth/google').catch(() => {});
  });
  const code = location.split('#code=')[1]!;
  await attacker.close();

  // …and sends the victim the link. The victim's browser lacks the cookie of that round trip.
  await page.goto(`/login/success#code=${code}`);
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid in this browser');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('"Continue with Google" on the login page signs the user in', async ({ page }) => {
  await page.goto('/user/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();

  const location = await signInWithGoogle(page, () => google.click());
  expect(location).toContain('#code=');

  // /login/success redeems the code, keeps the session and moves on; the code does not stay in
  // the address bar. The page navigates on once the session is stored; a read during that
  // navigation is retried.
  const storedToken = () => page.evaluate(() => localStorage.getItem('token')).catch(() => null);
  await expect.poll(storedToken).toBeTruthy();
  await expect(page).not.toHaveURL(/code=/);
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
  );
  expect(user?.email).toBe(E2E_GOOGLE_IDENTITY.email);
});
