/**
 * Where the build reads the catalogue: BUILD_API_URL, or the API that `npm run build` starts in a
 * worker thread (scripts/build.ts). That API opens its database while Astro bundles the site, so
 * its address is a promise, handed over in a global slot: the pages' bundled copy of this module
 * is not the one scripts/build.ts imports, but both see the same global.
 */
const SLOT = Symbol.for('baby-names.build-api-url');

type Slot = { [SLOT]?: Promise<string> };

/** Called by scripts/build.ts before the build: the address its API will answer at. */
export function offerBuildApi(address: Promise<string>): void {
  // The build's first read reports a failure; until then it must not count as unhandled.
  address.catch(() => {});
  (globalThis as Slot)[SLOT] = address;
}

/** The API's address; undefined when there is none (a build not started by scripts/build.ts). */
export async function buildApiUrl(): Promise<string | undefined> {
  return process.env['BUILD_API_URL'] || (await (globalThis as Slot)[SLOT]);
}
