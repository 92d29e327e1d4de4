/**
 * The catalogue as the build sees it, read once through the HTTP API (BUILD_API_URL) when this
 * module is first imported; every page imports the values it needs from here.
 */
import { listOf, normaliseReligion } from './normalise.ts';
import type { Religion } from './types.ts';

const apiUrl = process.env['BUILD_API_URL'];

async function getJson(path: string): Promise<Record<string, unknown>> {
  if (!apiUrl) {
    throw new Error('BUILD_API_URL is not set: build with `npm run build`, which starts the API for the build.');
  }
  const response = await fetch(new URL(path, apiUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status} during the build`);
  return (await response.json()) as Record<string, unknown>;
}

export const religions: Religion[] = listOf((await getJson('/api/religions'))['data'], normaliseReligion);
export const activeReligions: Religion[] = religions.filter((r) => r.isActive);
