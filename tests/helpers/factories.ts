/**
 * Catalogue items for tests, written straight to the database with defaults a test overrides.
 * Writing behind the API's back, they drop the API's read cache as an admin write would.
 */
import { randomBytes } from 'node:crypto';
import * as religions from '../../src/server/repositories/religions.ts';
import * as names from '../../src/server/repositories/names.ts';
import * as godNames from '../../src/server/repositories/god-names.ts';
import * as nicknames from '../../src/server/repositories/nicknames.ts';
import type { GodNameInput, NameInput, NicknameInput, ReligionInput } from '../../src/server/catalogue/write.ts';
import { catalogueCacheOf } from '../../src/server/plugins/cache.ts';
import type { TestApp } from './test-app.ts';

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

async function made(t: TestApp, id: Promise<string>): Promise<string> {
  const value = await id;
  catalogueCacheOf(t.db)?.invalidate();
  return value;
}

export function makeReligion(t: TestApp, overrides: Partial<ReligionInput> = {}): Promise<string> {
  return made(t, religions.create(t.db, { name: unique('Religion'), isActive: true, source: null, ...overrides }));
}

export function makeName(t: TestApp, overrides: Partial<NameInput> = {}): Promise<string> {
  return made(
    t,
    names.create(t.db, {
      name: unique('Name'),
      gender: 'male',
      meaning: 'a test meaning',
      origin: 'Testish',
      description: '',
      religionId: null,
      source: null,
      ...overrides,
    }),
  );
}

export async function makeGodName(t: TestApp, overrides: Partial<GodNameInput> = {}): Promise<string> {
  const religionId = overrides.religionId ?? (await makeReligion(t));
  return made(
    t,
    godNames.create(t.db, {
      name: unique('God'),
      description: '',
      subNames: [],
      source: null,
      ...overrides,
      religionId,
    }),
  );
}

export function makeNickname(t: TestApp, overrides: Partial<NicknameInput> = {}): Promise<string> {
  return made(
    t,
    nicknames.create(t.db, { name: unique('Nick'), description: 'a test nickname', source: null, ...overrides }),
  );
}
