import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $liveReligions, $religions } from '../../src/lib/stores/religions.ts';

const hinduism = { id: '1', name: 'Hinduism', isActive: true, source: null };
const retired = { id: '2', name: 'Retired', isActive: false, source: null };

/** A browser whose fetch answers the religions list, or fails with this status. */
function stubReligions(answer: { data: unknown[] } | number) {
  vi.stubGlobal('window', globalThis);
  const fetch = vi.fn((url: string) => {
    expect(url).toBe('/api/religions');
    return Promise.resolve(
      typeof answer === 'number'
        ? new Response(JSON.stringify({ success: false, error: 'Down' }), { status: answer })
        : new Response(JSON.stringify({ success: true, ...answer }), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settled = () => vi.waitFor(() => expect(fetch).toHaveBeenCalled()).then(() => new Promise((r) => setTimeout(r)));

afterEach(() => {
  cleanStores($religions, $liveReligions);
  $liveReligions.set(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('religions store', () => {
  it('fetches nothing while a page is built, where the built list is the answer', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect($religions.get()).toEqual([]);
    $liveReligions.listen(() => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches nothing until something reads or shows the religions', () => {
    const fetch = stubReligions({ data: [hinduism] });
    // Reading a value with get() mounts the store, as a listener does.
    expect($liveReligions.value).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect($religions.get()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches once when shown and keeps the active religions for the visit', async () => {
    const fetch = stubReligions({ data: [hinduism, retired] });
    const stop = $liveReligions.listen(() => {});
    const alsoShown = $religions.listen(() => {});
    await settled();
    expect($liveReligions.get()).toEqual([hinduism]);
    expect($religions.get()).toEqual([hinduism]);
    stop();
    alsoShown();
    cleanStores($religions, $liveReligions);
    $liveReligions.listen(() => {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch says so and leaves no list; the next island to show them tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubReligions(503);
    $liveReligions.listen(() => {});
    await settled();
    expect($liveReligions.get()).toBeUndefined();
    expect($religions.get()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Could not refresh the religions', expect.anything());

    cleanStores($religions, $liveReligions);
    const retry = stubReligions({ data: [hinduism] });
    $religions.listen(() => {});
    await settled();
    expect(retry).toHaveBeenCalledTimes(1);
    expect($religions.get()).toEqual([hinduism]);
  });
});
