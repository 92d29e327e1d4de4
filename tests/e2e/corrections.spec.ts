/**
 * Report a correction, end to end: a visitor sends one from a name page (with JavaScript, and
 * without it as a plain form post), an admin accepts it with an edit on the dashboard, and the
 * name's page shows the change; the record's history says who changed what.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };

async function nameId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get(`/api/names?search=${name}`)).json()) as {
    data: { id: string; name: string }[];
  };
  return body.data.find((n) => n.name === name)!.id;
}

async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test('a visitor reports a wrong meaning; an admin accepts it with an edit; the page shows it', async ({
  page,
  browser,
  request,
}) => {
  const id = await nameId(request, 'Liam');
  const fixed = `Corrected by the e2e test ${Date.now().toString(36)}`;

  // The visitor, no account: the form is closed until asked for.
  await page.goto(`/names/${id}`);
  const form = page.locator('details.correction');
  await form.locator('summary').click();
  await expect(form.locator('[data-hydrated="true"]').or(form)).toBeVisible();
  await page.getByLabel('What is wrong').selectOption('meaning');
  await page.getByLabel('What should it say, and why').fill(`The meaning should read: ${fixed}.`);
  await page.getByLabel('Source (optional)').fill('A test dictionary');
  // A person takes a few seconds; a script sending at once is dropped as spam.
  await page.waitForTimeout(3_200);
  expect(
    await new AxeBuilder({ page })
      .include('details.correction')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Send the correction' }).click();
  await expect(page.getByText('Thank you: your correction is sent.')).toBeVisible();

  // The admin's queue.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAdmin(admin);
  await admin.goto('/dashboard/corrections');
  const card = admin.locator('.correction-card').filter({ hasText: fixed });
  await expect(card).toBeVisible();
  await expect(card).toContainText('A test dictionary');
  await card.getByRole('button', { name: 'Review' }).click();
  const value = card.getByLabel(/Meaning: the record as it will be/);
  await expect(value).not.toHaveValue('');
  await value.fill(fixed);
  await card.getByRole('button', { name: 'Accept with this edit' }).click();
  await expect(admin.locator('.admin-notice')).toContainText('Accepted the correction: Meaning of “Liam” changed.');
  await expect(admin.locator('.correction-card').filter({ hasText: fixed })).toHaveCount(0);

  // The page fetches its item as it loads: the change shows at once.
  await page.goto(`/names/${id}`);
  await expect(page.locator('.detail .detail-fields')).toContainText(fixed);

  // The history keeps who changed what: a second report shows it on review.
  await request.post('/api/corrections', {
    data: { kind: 'names', itemId: id, field: 'origin', problem: 'Origin is Irish, not English.' },
  });
  await admin.goto('/dashboard/corrections');
  const next = admin.locator('.correction-card').filter({ hasText: 'Origin is Irish' });
  await next.getByRole('button', { name: 'Review' }).click();
  await expect(next.locator('.correction-history')).toContainText(`changed meaning from`);
  await expect(next.locator('.correction-history')).toContainText(`to “${fixed}”`);
  await next.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.locator('.admin-notice')).toContainText('Rejected the correction of “Liam”.');
  await context.close();
});

test('without JavaScript the form posts and the server answers with a page', async ({ browser, request }) => {
  const id = await nameId(request, 'Olivia');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/names/${id}`);
  await page.getByText('Report a correction', { exact: true }).click();
  await page.getByLabel('What is wrong').selectOption('origin');
  await page.getByLabel('What should it say, and why').fill('The origin should name the Latin oliva.');
  await page.getByRole('button', { name: 'Send the correction' }).click();
  await expect(page).toHaveURL(/\/corrections\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Correction sent' })).toBeVisible();
  // The honeypot is out of sight and out of the tab order.
  await page.goto(`/names/${id}`);
  await page.getByText('Report a correction', { exact: true }).click();
  await expect(page.locator('input[name="website"]')).not.toBeInViewport();
  await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  await context.close();
});
