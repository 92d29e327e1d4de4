/**
 * The matches are polled by their store while something shows them: a subscriber starts the
 * polling (at once for a shortlist that is known or appears), the ETag of the last answer goes
 * with the next ask, and the polling stops once nothing shows the matches any more.
 */
import '../helpers/test-storage-engine.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchesState, Shortlist } from '../../src/shared/shortlist.ts';
import { MATCHES_POLL_MS } from '../../src/shared/shortlist.ts';

const fetchMatches = vi.fn<(id: string, etag: string | null) => Promise<{ state: MatchesState; etag: string }>>();
const fetchMyShortlist = vi.fn<() => Promise<Shortlist | null>>();
vi.mock('../../src/lib/shortlist-client.ts', () => ({ fetchMatches, fetchMyShortlist }));

const { $matches, loadShortlist } = await import('../../src/lib/stores/shortlist.ts');

const state = { version: 1, matches: [], ranking: [] } as unknown as MatchesState;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: vi.fn(), removeEventListener: vi.fn() });
  fetchMatches.mockResolvedValue({ state, etag: 'W/"v1"' });
  fetchMyShortlist.mockResolvedValue({ id: '7', members: [], filters: {} } as unknown as Shortlist);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the matches store', () => {
  it('polls while subscribed, from the moment the shortlist is known, with the last ETag, and stops after', async () => {
    const unsubscribe = $matches.subscribe(() => {});
    // No shortlist yet: nothing to ask.
    expect(fetchMatches).not.toHaveBeenCalled();
    await loadShortlist();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMatches).toHaveBeenCalledTimes(1);
    expect(fetchMatches).toHaveBeenLastCalledWith('7', null);
    await vi.advanceTimersByTimeAsync(MATCHES_POLL_MS);
    expect(fetchMatches).toHaveBeenCalledTimes(2);
    expect(fetchMatches).toHaveBeenLastCalledWith('7', 'W/"v1"');

    unsubscribe();
    // nanostores unmounts a store a second after its last listener leaves.
    await vi.advanceTimersByTimeAsync(1_100 + MATCHES_POLL_MS * 3);
    expect(fetchMatches.mock.calls.length).toBeLessThanOrEqual(3);
    const after = fetchMatches.mock.calls.length;
    await vi.advanceTimersByTimeAsync(MATCHES_POLL_MS * 5);
    expect(fetchMatches).toHaveBeenCalledTimes(after);
  });
});
