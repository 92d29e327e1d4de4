/**
 * Whether the island runs in the browser: false in static HTML and the hydrating render, true
 * after. Islands mark their root with it (data-hydrated), which the e2e tests wait for.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const inStaticHtml = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, inStaticHtml);
}
