/** Debian's Chromium, for the end-to-end tests and Lighthouse: where it is and how it starts here. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Run as root on a machine with a closed network: no sandbox and no GPU, and none of the
 * background connections (updates, sync, QUIC) that the network would refuse, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
