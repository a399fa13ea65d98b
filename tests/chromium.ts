/**
 * The browser of every browser test: Debian's Chromium unless CHROMIUM_PATH names another (test tools cannot
 * download their own browsers on these machines).
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless flags: no sandbox as root, no GPU, and no background calls to services a closed network refuses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
