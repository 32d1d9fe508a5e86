// The one Chromium every browser task uses (Playwright journeys, benchmarks, image generators): Debian's
// /usr/bin/chromium, or the one CHROMIUM_PATH names; never a downloaded browser.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a quiet, repeatable browser: no sandbox (containers), no GPU, no background updates or sync traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
