import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The id of the first name of this exact spelling (and religion, when given). */
async function nameId(request: APIRequestContext, name: string, religion?: string): Promise<string> {
  const body = (await (await request.get(`/api/names?search=${encodeURIComponent(name)}&limit=100`)).json()) as {
    data: { id: string; name: string; religionId: { name: string } | null }[];
  };
  const found = body.data.find((n) => n.name === name && (!religion || n.religionId?.name === religion));
  if (!found) throw new Error(`no ${name} in the catalogue`);
  return found.id;
}

async function nicknameId(request: APIRequestContext, name: string): Promise<string> {
  const body = (await (await request.get('/api/nicknames')).json()) as { data: { id: string; name: string }[] };
  return body.data.find((n) => n.name === name)!.id;
}

/** A speech synthesis with these voices that records what it is asked to say. */
async function stubSpeech(page: Page, voices: string[]) {
  await page.addInitScript((langs: string[]) => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    class Utterance {
      text: string;
      lang = '';
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () =>
          langs.map((lang) => ({ lang, name: `Test ${lang}`, voiceURI: lang, default: false, localService: true })),
        speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }, voices);
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);

test.describe('name details', () => {
  test('a name page links its variants that are in the catalogue, and shows its script with its language', async ({
    page,
    request,
  }) => {
    const avni = await nameId(request, 'Avni', 'Hinduism');
    const avani = await nameId(request, 'Avani', 'Hinduism');
    await page.goto(`/names/${avni}`);
    const extras = page.locator('.name-extras');
    await expect(extras.getByText('Other spellings')).toBeVisible();
    await extras
      .getByRole('link', { name: /^Avani/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/names/${avani}$`));
    const script = page.locator('.native-script');
    await expect(script).toHaveText('अवनि');
    await expect(script).toHaveAttribute('lang', 'hi');
    await expect(script).not.toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.pronunciation')).toContainText('UV-uh-nee');
  });

  test('Tamil, Tibetan and Persian names show their own scripts, each with its language', async ({ page, request }) => {
    for (const [name, religion, script, lang, rtl] of [
      ['Senthil', 'Hinduism', 'செந்தில்', 'ta', false],
      ['Tenzin', 'Buddhism', 'བསྟན་འཛིན', 'bo', false],
      ['Kourosh', 'Zoroastrianism', 'کوروش', 'fa', true],
    ] as const) {
      await page.goto(`/names/${await nameId(request, name, religion)}`);
      const shown = page.locator('.native-script');
      await expect(shown, name).toHaveText(script);
      await expect(shown, name).toHaveAttribute('lang', lang);
      if (rtl) await expect(shown, name).toHaveAttribute('dir', 'rtl');
      else await expect(shown, name).not.toHaveAttribute('dir', 'rtl');
    }
  });

  test('Arabic and Hebrew scripts read right to left', async ({ page, request }) => {
    await page.goto(`/names/${await nameId(request, 'Zain', 'Islam')}`);
    await expect(page.locator('.native-script')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('.native-script')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.native-script')).toHaveText('زين');
    await page.goto(`/names/${await nameId(request, 'Shira', 'Judaism')}`);
    await expect(page.locator('.native-script')).toHaveAttribute('lang', 'he');
    await expect(page.locator('.native-script')).toHaveAttribute('dir', 'rtl');
  });

  test('Listen speaks the name: in its script with a voice of that language, else in English', async ({
    page,
    request,
  }) => {
    await stubSpeech(page, ['en-US', 'ar-SA']);
    await page.goto(`/names/${await nameId(request, 'Zain', 'Islam')}`);
    const listen = page.getByRole('button', { name: 'Listen' });
    await expect(listen).toBeVisible();
    await listen.click();
    expect(await spoken(page)).toEqual([{ text: 'زين', lang: 'ar' }]);

    await page.goto(`/names/${await nameId(request, 'Olivia')}`);
    await page.getByRole('button', { name: 'Listen' }).click();
    expect(await spoken(page)).toEqual([{ text: 'Olivia', lang: 'en' }]);
  });

  test('Listen is hidden where the browser has no voices or no speech synthesis', async ({ page, request }) => {
    const zain = await nameId(request, 'Zain', 'Islam');
    await stubSpeech(page, []);
    await page.goto(`/names/${zain}`);
    await expect(page.locator('.pronunciation')).toContainText('ZAYN');
    await expect(page.locator('button.listen')).toBeHidden();

    const bare = await page.context().newPage();
    await bare.addInitScript(() => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
    });
    await bare.goto(`/names/${zain}`);
    await expect(bare.locator('.pronunciation')).toContainText('ZAYN');
    await expect(bare.locator('button.listen')).toBeHidden();
  });

  test('a nickname leads to its names, and the name back to the nickname', async ({ page, request }) => {
    const abby = await nicknameId(request, 'Abby');
    await page.goto(`/nicknames/${abby}`);
    const shortFor = page.locator('.name-extras');
    await expect(shortFor.getByText('Short for')).toBeVisible();
    await shortFor
      .getByRole('link', { name: /^Abigail/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/names\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abigail');
    await page.locator('.name-extras').getByRole('link', { name: 'Abby', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/nicknames/${abby}$`));
  });

  test('a god name shows its name in its script', async ({ page, request }) => {
    const body = (await (await request.get('/api/god-names')).json()) as { data: { id: string; name: string }[] };
    const waheguru = body.data.find((g) => g.name === 'Waheguru')!;
    await page.goto(`/godname/${waheguru.id}`);
    await expect(page.locator('.native-script')).toHaveText('ਵਾਹਿਗੁਰੂ');
    await expect(page.locator('.native-script')).toHaveAttribute('lang', 'pa-Guru');
  });

  test('the details pass axe in light and dark', async ({ page, request }) => {
    await stubSpeech(page, ['en-US']);
    const abigail = await nameId(request, 'Abigail');
    const pages = [
      `/names/${await nameId(request, 'Zain', 'Islam')}`,
      `/names/${abigail}`,
      `/nicknames/${await nicknameId(request, 'Abby')}`,
    ];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of pages) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).include('.name-extras').analyze();
        expect(results.violations.map((v) => `${path} ${scheme}: ${v.id}`)).toEqual([]);
      }
    }
  });
});
