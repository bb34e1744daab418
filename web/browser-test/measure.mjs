// Measures what the engines cost a reader, in headless Chromium (prints, asserts nothing):
// the bytes a page with a widget downloads for them, raw and gzipped; the time from
// opening the page to the engine being ready and to the first result; and chapter 10's
// nodes per second on the bench suite, to set beside the native `bench`.
// Needs the book built with its engines (cargo xtask book).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { BUILD, launch, open } from './chromium.mjs';
import { serve } from './server.mjs';
import { benchSuite } from './snapshots.mjs';

const suite = [...benchSuite()].map(([name, { fen, depth }]) => ({ name, fen, depth }));
// Chapter 3's page: its widget starts on the chapter's worked position.
const LAB = 'ch03-killers.html';

const row = (label, ...cells) => console.log(label.padEnd(34) + cells.map((cell) => String(cell).padStart(14)).join(''));
const kb = (bytes) => (bytes / 1024).toFixed(0) + ' KiB';

// The theme's scripts and style, and each way of loading the module.
const theme = readdirSync(BUILD + 'theme').filter((file) => /^engine-/.test(file)).map((file) => BUILD + 'theme/' + file);
const sizes = (files) => files.map((file) => readFileSync(file)).reduce(
  ([raw, gzip], bytes) => [raw + bytes.length, gzip + gzipSync(bytes, { level: 9 }).length], [0, 0]);
row('download', 'raw', 'gzip -9');
row('  widget scripts and style', ...sizes(theme).map(kb));
row('  module over http (.wasm)', ...sizes([BUILD + 'engine/web_engine.wasm']).map(kb));
row('  module from disk (base64 .js)', ...sizes([BUILD + 'engine/web-engine.js']).map(kb));

const browser = await launch();
const server = await serve(BUILD);
try {
  row('opening the page to', 'engine ready', 'first result');
  for (const [label, url] of [['  over http', server.url + LAB], ['  from disk', pathToFileURL(BUILD + LAB).href]]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.click('.engine-run');
    const ready = page.evaluate(() => webEngine.connect().ready()).then(() => Date.now() - start);
    await page.waitForSelector('.engine-nodes');
    row(label, (await ready) + ' ms', Date.now() - start + ' ms');
    await context.close();
  }

  const page = await open(browser, server.url + LAB, 1280);
  const rounds = await page.evaluate(async (positions) => {
    const engine = webEngine.connect();
    await engine.ready();
    const totals = [];
    for (let round = 0; round < 3; round++) {
      let nodes = 0;
      let ms = 0;
      for (const { fen, depth } of positions) {
        const done = await engine.run('search', { chapter: 'ch10-staged-picker', fen, depth });
        nodes += done.response.nodes;
        ms += done.ms;
      }
      totals.push({ nodes, ms });
    }
    return totals;
  }, suite);
  const best = rounds.reduce((a, b) => (a.ms < b.ms ? a : b));
  row('ch10 bench suite in Chromium', best.nodes.toLocaleString('en-US') + ' nodes',
    Math.round(best.ms) + ' ms', Math.round(best.nodes / best.ms * 1000).toLocaleString('en-US') + ' nps');
  console.log('(best of 3 rounds; native: target/release/ch10-staged-picker bench)');
} finally {
  await browser.close();
  server.close();
}
