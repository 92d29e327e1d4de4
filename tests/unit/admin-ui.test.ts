import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads storage when its module loads, so each test loads a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import('../../src/lib/stores/admin-ui.ts');
}

describe('$sidebarOpen', () => {
  beforeEach(() => useTestStorageEngine());
  afterEach(() => cleanTestStorage());

  it('shows the sidebar by default', async () => {
    const { $sidebarOpen } = await loadStore();
    expect($sidebarOpen.get()).toBe(true);
  });

  it('collapses, expands and toggles, and remembers the choice', async () => {
    const { $sidebarOpen, closeSidebar, openSidebar, toggleSidebar, SIDEBAR_STORAGE_KEY } = await loadStore();
    closeSidebar();
    expect($sidebarOpen.get()).toBe(false);
    expect(getTestStorage()[SIDEBAR_STORAGE_KEY]).toBe('closed');
    toggleSidebar();
    expect($sidebarOpen.get()).toBe(true);
    toggleSidebar();
    openSidebar();
    expect($sidebarOpen.get()).toBe(true);
    expect(getTestStorage()[SIDEBAR_STORAGE_KEY]).toBe('open');
  });

  it('starts collapsed when it was collapsed on the last visit, and open for anything unreadable', async () => {
    setTestStorageKey('adminSidebarOpen', 'closed');
    expect((await loadStore()).$sidebarOpen.get()).toBe(false);
    setTestStorageKey('adminSidebarOpen', 'garbage');
    expect((await loadStore()).$sidebarOpen.get()).toBe(true);
  });
});
