import { describe, expect, test, vi } from 'vitest';
import { listStateOf } from '../../src/lib/hooks/useUrlState.ts';
import { $listAddress, $router, openAddress } from '../../src/lib/stores/router.ts';
import { NAMES_DEFAULTS, RELIGION_DEFAULTS, type ListState } from '../../src/lib/url-state.ts';

const pageAt = (href: string) => {
  openAddress(href);
  return $router.get();
};
const listAddressAt = (href: string) => {
  openAddress(href);
  return $listAddress.get();
};

describe('$router', () => {
  test('names the pages whose islands keep state in the address, with their parameters', () => {
    expect(pageAt('/names?letter=B&gender=girl')).toMatchObject({
      route: 'names',
      path: '/names',
      search: { letter: 'B', gender: 'girl' },
    });
    expect(pageAt('/names/girl/k/3')).toMatchObject({
      route: 'namesByLetter',
      params: { gender: 'girl', letter: 'k', page: '3' },
    });
    expect(pageAt('/nicknames/letter/b')).toMatchObject({ route: 'nicknamesByLetter', params: { letter: 'b' } });
    expect(pageAt('/religion/42/2?letter=M')).toMatchObject({
      route: 'religionNames',
      params: { religionId: '42', page: '2' },
      search: { letter: 'M' },
    });
    expect(pageAt('/religion/')).toMatchObject({
      route: 'religionNames',
      path: '/religion',
      params: { religionId: '' },
    });
    expect(pageAt('/dashboard/names/new')).toMatchObject({
      route: 'dashboard',
      params: { section: 'names', item: 'new' },
    });
  });

  test('leaves every other page alone', () => {
    expect(pageAt('/names/123')).toBeUndefined();
    expect(pageAt('/about')).toBeUndefined();
  });

  test('gives lists the address without its hash, which a jump to an anchor leaves as it is', () => {
    const seen: (string | undefined)[] = [];
    openAddress('/names?letter=B');
    const stop = $listAddress.listen((address) => seen.push(address));
    openAddress('/names?letter=B#main');
    openAddress('/names?letter=C&gender=girl');
    openAddress('/names/');
    stop();
    expect(seen).toEqual(['/names?letter=C&gender=girl', '/names']);
  });
});

describe('openAddress', () => {
  test('adds a history entry for a new address, and none for the address already shown', () => {
    const history = { pushState: vi.fn(), replaceState: vi.fn() };
    vi.stubGlobal('history', history);
    vi.stubGlobal('location', { pathname: '/dashboard/names', search: '', hash: '' });
    try {
      openAddress('/dashboard/names');
      expect(history.pushState).not.toHaveBeenCalled();
      expect(history.replaceState).toHaveBeenCalledWith(null, null, '/dashboard/names');
      openAddress('/dashboard/religions');
      expect(history.pushState).toHaveBeenCalledWith(null, null, '/dashboard/religions');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('listStateOf', () => {
  const letterPage: ListState = { letter: 'K', gender: 'girl', search: '', page: 3 };
  const at = (href: string, loadedPath: string, initial = letterPage, defaults = NAMES_DEFAULTS) =>
    listStateOf(listAddressAt(href), { initial, defaults, loadedPath });

  test('is the built state while hydrating', () => {
    expect(listStateOf(undefined, { initial: letterPage, defaults: NAMES_DEFAULTS, loadedPath: '/names' })).toBe(
      letterPage,
    );
  });

  test('is the built state at the path the page was loaded at, while the address has no query', () => {
    expect(at('/names/girl/k/3', '/names/girl/k/3')).toBe(letterPage);
    expect(at('/names/girl/k/3/', '/names/girl/k/3')).toBe(letterPage);
  });

  test('reads the query everywhere else, with the list defaults for what it leaves out', () => {
    expect(at('/names/girl/k/3?letter=B', '/names/girl/k/3')).toEqual({
      letter: 'B',
      gender: 'boy',
      search: '',
      page: 1,
    });
    // Back from a letter page's list to /names: the defaults, not the letter page's state.
    expect(at('/names', '/names/girl/k/3')).toEqual({ letter: 'A', gender: 'boy', search: '', page: 1 });
    expect(at('/religion/7?search=ar&letter=M&page=2', '/religion/7', letterPage, RELIGION_DEFAULTS)).toEqual({
      letter: null,
      gender: null,
      search: 'ar',
      page: 2,
    });
  });
});
