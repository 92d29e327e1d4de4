/**
 * "Names like this" and sibling ideas on a name page: plain links written at build time, each to
 * another name's page, with and without JavaScript; and the page's link to the full-name
 * workbench with the name filled in.
 */
import { expect, test, type Page } from '@playwright/test';

/** The page of a name the US data knows well (so its era is real), found through the API. */
async function oliverPage(page: Page): Promise<string> {
  const response = await page.request.get('/api/names?search=Oliver&gender=male');
  const body = (await response.json()) as { data: { id: string; name: string }[] };
  const oliver = body.data.find((n) => n.name === 'Oliver');
  expect(oliver, 'the seed has Oliver').toBeTruthy();
  return `/names/${oliver!.id}`;
}

for (const javaScriptEnabled of [true, false]) {
  test(`a name page links to names like it and to sibling ideas (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    // Three name pages, the catalogue's largest pages, on a busy machine.
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const path = await oliverPage(page);
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Names like Oliver' });
    await expect(section.getByRole('heading', { name: 'Names like this' })).toBeVisible();
    const alike = section.getByTestId('names-alike-list').getByRole('link');
    const siblings = section.getByTestId('sibling-ideas-list').getByRole('link');
    await expect(alike).toHaveCount(6);
    await expect(siblings).toHaveCount(6);
    await expect(section).toContainText("Girls' names of a similar era and style: ideas for a sister.");
    const texts = [...(await alike.allTextContents()), ...(await siblings.allTextContents())];
    expect(texts).not.toContain('Oliver');
    expect(new Set(texts).size).toBe(texts.length);

    // Each link is a name page: a names-like-this link followed, and a sibling idea's address.
    const sibling = {
      name: (await siblings.first().textContent())!.trim(),
      href: await siblings.first().getAttribute('href'),
    };
    expect(sibling.href).toMatch(/^\/names\/\d+$/);
    const first = alike.first();
    const name = (await first.textContent())!.trim();
    await expect(first).toHaveAttribute('href', /^\/names\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/names\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: `Names like ${name}` })).toBeVisible();
    await page.goto(sibling.href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sibling.name);
    await context.close();
  });

  test(`a name page's "Try it with your surname" opens the workbench with the name (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(await oliverPage(page));
    await page.getByRole('link', { name: 'Try it with your surname: Oliver' }).click();
    await expect(page).toHaveURL(/\/full-name\?first=Oliver$/);
    await expect(page.getByLabel('First name')).toHaveValue('Oliver');
    await expect(page.locator('.full-name-written:visible')).toHaveText('Oliver');
    await page.getByLabel('Surname').fill('Smith');
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Check the name' }).click();
    await expect(page.locator('.full-name-written:visible')).toHaveText('Oliver Smith');
    await context.close();
  });
}
