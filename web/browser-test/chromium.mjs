// Debian's Chromium, driven by playwright-core (Playwright's own browser downloads are
// not needed), opening the built book's pages.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ROOT } from './snapshots.mjs';

export const BUILD = ROOT + 'book/build/';

// Debian's package, or the Chrome of GitHub's Ubuntu runners; `CHROMIUM` names another.
export const EXECUTABLE = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/google-chrome']
  .find((path) => path && existsSync(path));

export function launch() {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// A page whose script errors fail the test that opened it.
export async function open(browser, url, width) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  page.scriptErrors = errors;
  return page;
}
