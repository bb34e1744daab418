// The engine widgets in headless Chromium, on two of the built book's pages (chapter 3's
// and the Results page), served over http and opened as files: the nodes a widget shows
// are the native engines' (the chapters' snapshots), a bad FEN is answered on the page and
// the next search works, Stop ends a search, the widget fits a phone and a desktop, and it
// says so when the book was built without the engines.
// Needs the book built with its engines (cargo xtask book).
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { BUILD, EXECUTABLE, launch, open } from './chromium.mjs';
import { serve } from './server.mjs';
import { benchSuite, snapshotNodes } from './snapshots.mjs';

if (!EXECUTABLE) {
  console.log('browser test  skipped: no Chromium (/usr/bin/chromium, or set CHROMIUM)');
  process.exit(0);
}

const suite = benchSuite();
const position4 = suite.get('position4');
const LAB = 'ch03-killers.html';
const RESULTS = 'results.html';

// Runs the widget with what its form holds and waits until it is idle again.
async function run(page) {
  await page.click('.engine-run');
  await page.waitForFunction(() => !document.querySelector('.engine-run').disabled, null, { timeout: 120000 });
  return page.$$eval('.engine-nodes', (cells) => cells.map((cell) => Number(cell.textContent.replace(/,/g, ''))));
}

const status = (page) => page.$eval('.engine-status', (line) =>
  ({ text: line.textContent, error: line.classList.contains('engine-error') }));

// Nothing in the widget sticks out of it (tables scroll inside their own box), the page
// does not scroll sideways, and the board's labels stay at the book's 11-pixel minimum.
function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const widget = document.querySelector('.engine-widget').getBoundingClientRect();
    if (document.documentElement.scrollWidth > innerWidth) problems.push('the page scrolls sideways');
    for (const element of document.querySelectorAll('.engine-widget *')) {
      if (element.closest('.engine-scroll') && !element.classList.contains('engine-scroll')) continue;
      const box = element.getBoundingClientRect();
      if (box.width && (box.left < widget.left - 1 || box.right > widget.right + 1)) {
        problems.push(`${element.tagName} ${element.className} sticks out`);
      }
    }
    const board = document.querySelector('.engine-board');
    if (board && 12 * board.getBoundingClientRect().width / 340 < 11) problems.push('board labels under 11px');
    return problems;
  });
}

const browser = await launch();
const server = await serve(BUILD);
try {
  for (const width of [390, 1280]) {
    const page = await open(browser, server.url + LAB, width);
    assert.deepEqual(await layoutProblems(page), [], `the lab's form at ${width}px`);
    await page.selectOption('.engine-positions', { label: 'qgd-tartakower' });
    const nodes = await run(page);
    assert.deepEqual(nodes, [snapshotNodes('ch02-mvv-lva', 'qgd-tartakower'), snapshotNodes('ch03-killers', 'qgd-tartakower')]);
    assert.equal(await page.locator('.engine-order').count(), 2);
    assert.equal(await page.locator('.engine-cutoff').count(), 2, 'each trace marks its cutoff move');
    assert.deepEqual(await layoutProblems(page), [], `the lab's results at ${width}px`);

    await page.fill('.engine-fen', 'not a fen');
    assert.equal(await page.locator('.engine-board').count(), 0, 'no board for a FEN that has none');
    await run(page);
    const refused = await status(page);
    assert.ok(refused.error && refused.text.startsWith("invalid FEN 'not a fen'"), refused.text);

    await page.selectOption('.engine-positions', { label: 'position4' });
    assert.equal(await page.inputValue('.engine-fen'), position4.fen);
    assert.equal(await page.inputValue('.engine-depth'), String(position4.depth));
    assert.deepEqual(await run(page), ['ch02-mvv-lva', 'ch03-killers'].map((c) => snapshotNodes(c, 'position4')));
    assert.equal((await status(page)).error, false);

    // A search far too deep to finish: Stop ends it, and the next run starts afresh.
    await page.fill('.engine-depth', '40');
    await page.click('.engine-run');
    await page.waitForFunction(() => /depth [3-9]\d* of 40 done/.test(document.querySelector('.engine-status').textContent));
    await page.click('.engine-stop');
    assert.deepEqual(await status(page), { text: 'Stopped.', error: false });
    await page.fill('.engine-depth', String(position4.depth));
    assert.equal((await run(page)).length, 2, 'a search after Stop');
    assert.deepEqual(page.scriptErrors, []);
    await page.close();
  }

  const results = await open(browser, server.url + RESULTS, 390);
  await results.selectOption('.engine-positions', { label: 'position4' });
  const every = await run(results);
  const chapters = ['ch00-baseline', 'ch01-pick-move', 'ch02-mvv-lva', 'ch03-killers', 'ch04-tt-move',
    'ch05-tie-breaking', 'ch06-micro-max', 'ch07-history', 'ch08-continuation-history', 'ch09-see',
    'ch10-staged-picker'];
  assert.deepEqual(every, chapters.map((chapter) => snapshotNodes(chapter, 'position4')));
  assert.match(await results.textContent('.engine-perft'), /^Perft 4 .*: 422,333, in /);
  assert.deepEqual(await layoutProblems(results), [], 'the results widget at 390px');
  assert.deepEqual(results.scriptErrors, []);

  // A book built without its engines: the widget says so as soon as it is on screen.
  const unbuilt = await browser.newPage();
  await unbuilt.route('**/engine/web_engine.wasm', (route) => route.fulfill({ status: 404 }));
  await unbuilt.goto(server.url + LAB);
  await unbuilt.locator('.engine-status').scrollIntoViewIfNeeded();
  await unbuilt.waitForFunction(() => document.querySelector('.engine-status').textContent !== '');
  assert.match((await status(unbuilt)).text, /^The engines are not built into this copy of the book/);
  await unbuilt.close();

  // Opened from disk: no fetch and no worker file, the engine comes from a script.
  const fromDisk = await open(browser, pathToFileURL(BUILD + LAB).href, 1280);
  await fromDisk.selectOption('.engine-positions', { label: 'qgd-tartakower' });
  assert.deepEqual(await run(fromDisk), ['ch02-mvv-lva', 'ch03-killers'].map((c) => snapshotNodes(c, 'qgd-tartakower')));
  assert.deepEqual(fromDisk.scriptErrors, []);
  console.log('browser test  passed: http and file://, 390 and 1280 px, node counts equal the snapshots');
} finally {
  await browser.close();
  server.close();
}
