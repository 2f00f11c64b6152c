// A real headless Chromium for tests that need a browser: Debian's package, quiet (no updates, sync or background
// requests, so every request a test sees comes from the page), and a throwaway profile per launch.
import { chromium, type Browser } from 'playwright-core';

/** Debian's `chromium` package; CHROMIUM_PATH points elsewhere on other systems. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Chromium with the flags above. Playwright gives every launch a fresh temporary `--user-data-dir` and
 * deletes it on close (it refuses that flag among `args`), so no profile is shared between runs.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, chromiumSandbox: false, timeout: 30_000 });
}
