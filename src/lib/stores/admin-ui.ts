/**
 * UI state of the admin dashboard. The sidebar shows by default, held in the shared state store,
 * so $sidebarOpen starts true; an admin who collapses it keeps it collapsed on the next
 * visit (and in other tabs) because it is persisted.
 */
import { persistentAtom } from '@nanostores/persistent';

export const SIDEBAR_STORAGE_KEY = 'adminSidebarOpen';

/** Whether the dashboard sidebar is shown. Anything but an explicit 'closed' counts as open. */
export const $sidebarOpen = persistentAtom<boolean>(SIDEBAR_STORAGE_KEY, true, {
  encode: (open) => (open ? 'open' : 'closed'),
  decode: (stored) => stored !== 'closed',
});

export function toggleSidebar(): void {
  $sidebarOpen.set(!$sidebarOpen.get());
}

export function openSidebar(): void {
  $sidebarOpen.set(true);
}

export function closeSidebar(): void {
  $sidebarOpen.set(false);
}
