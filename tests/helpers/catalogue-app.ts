/**
 * What a catalogue test file starts from: the app on a fresh, empty database, an admin to write
 * through the API, and Hinduism to file names under. Each file then adds its own records.
 */
import { startTestApp, type TestApp } from './test-app.ts';
import { createAccount, type TestAccount } from './auth.ts';
import { makeReligion } from './factories.ts';

export interface CatalogueTestApp {
  t: TestApp;
  admin: TestAccount;
  /** The id of the religion Hinduism. */
  hinduism: string;
}

export async function startCatalogueApp(): Promise<CatalogueTestApp> {
  const t = await startTestApp();
  const admin = await createAccount(t, 'admin');
  const hinduism = await makeReligion(t, { name: 'Hinduism' });
  return { t, admin, hinduism };
}
