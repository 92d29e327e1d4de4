/**
 * Google sign-in in a real browser against the local OpenID provider that scripts/e2e.ts starts
 * (tests/helpers/oidc-provider.ts, signing in E2E_GOOGLE_IDENTITY): our start route, the
 * provider, our callback, and /login/success with the token in the fragment.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { E2E_GOOGLE_IDENTITY } from '../helpers/oidc-provider.ts';

/** Follows one sign-in from the first navigation, and gives back where the callback sent the browser. */
async function signInWithGoogle(page: Page, begin: () => Promise<unknown>) {
  const callback = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/google/callback');
  const landing = page.waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname === '/login/success');
  await begin();
  const location = (await callback).headers()['location'] ?? '';
  await landing;
  return location;
}

test('Google sign-in round trip lands on /login/success with a user token for the Google account', async ({ page, baseURL }) => {
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

  expect(location.startsWith(`${baseURL}/login/success#token=`)).toBe(true);
  const token = location.split('#token=')[1]!;
  expect(decodeJwt(token)).toMatchObject({ role: 'user' });

  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ success: true, data: { email: E2E_GOOGLE_IDENTITY.email, name: E2E_GOOGLE_IDENTITY.name, role: 'user' } });
});

test('"Continue with Google" on the login page signs the user in', async ({ page }) => {
  await page.goto('/user/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();

  const location = await signInWithGoogle(page, () => google.click());
  const token = location.split('#token=')[1];
  expect(token).toBeTruthy();

  // /login/success keeps the session and moves on; the token does not stay in the address bar.
  // The page navigates on once the session is stored; a read during that navigation is retried.
  const storedToken = () => page.evaluate(() => localStorage.getItem('token')).catch(() => null);
  await expect.poll(storedToken).toBe(token);
  await expect(page).not.toHaveURL(/token=/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null);
  expect(user?.email).toBe(E2E_GOOGLE_IDENTITY.email);
});
