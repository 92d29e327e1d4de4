import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from '../helpers/fake-browser.ts';
import { isSafeRedirect, saveRedirectTarget, takeRedirectTarget } from '../../src/lib/redirect.ts';
import { codeFromFragment } from '../../src/lib/sign-in.ts';

beforeEach(() => {
  installBrowser('/nicknames?letter=C&page=2');
});
afterEach(() => vi.unstubAllGlobals());

describe('redirect after login', () => {
  it('remembers the current path and query, and hands it out once', () => {
    saveRedirectTarget();
    expect(takeRedirectTarget()).toBe('/nicknames?letter=C&page=2');
    expect(takeRedirectTarget()).toBe('/user/dashboard');
  });

  it('falls back to the dashboard, or the given page, when nothing was saved', () => {
    expect(takeRedirectTarget()).toBe('/user/dashboard');
    expect(takeRedirectTarget('/dashboard')).toBe('/dashboard');
  });

  it('never follows anything but a same-origin path (open-redirect safe)', () => {
    for (const target of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'names',
      '',
      '/ok\n//x',
    ]) {
      expect(isSafeRedirect(target), target).toBe(false);
    }
    expect(isSafeRedirect('/names/12?x=1#y')).toBe(true);
    sessionStorage.setItem('redirectAfterLogin', '//evil.example/');
    expect(takeRedirectTarget()).toBe('/user/dashboard');
  });
});

describe('/login/success fragment', () => {
  it('reads the one-time code of #code=…, and never a planted #token=…', () => {
    expect(codeFromFragment('#code=abc_DEF-123')).toBe('abc_DEF-123');
    expect(codeFromFragment('')).toBe('');
    expect(codeFromFragment('#token=a.b.c')).toBe('');
  });
});
