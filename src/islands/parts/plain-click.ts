import type { MouseEvent } from 'react';

/**
 * A left click without modifier keys: the island handles it (the lists' controls, the dashboard's
 * links); others (new tab, ...) stay with the browser.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
