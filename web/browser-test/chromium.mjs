// Debian's Chromium, driven by playwright-core (Playwright's own browser downloads are
// not needed), and the built book's fixture pages: a copy of a real page of the book
// with a widget placed in it, as a chapter page would place it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

// Writes book/build/<name> (`page` with `html` after its first heading); returns a
// function that removes it.
export function fixture(name, page, html) {
  const text = readFileSync(BUILD + page, 'utf8');
  const placed = text.replace(/(<main>\s*<h1[^>]*>.*?<\/h1>)/s, `$1\n${html}\n`);
  if (placed === text) throw new Error(`no heading to place the widget after in ${page}`);
  writeFileSync(BUILD + name, placed);
  return () => rmSync(BUILD + name, { force: true });
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
