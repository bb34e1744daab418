// Measures what the engines cost a reader, in headless Chromium (asserts nothing): the
// bytes a page with a widget downloads for them, raw and gzipped; the time from opening
// chapter 3's page to the engine being ready and to the first result; and chapter 10's
// nodes per second on the quick positions two plies deeper (a few seconds of search, so
// that starting a search is not what is timed) in Chromium against the native engine's
// `bench --suite deep` on the same machine. Prints a table; with --write-book, writes it
// as the dated page book/src/generated/web-engine-time.md, which the reproduce page shows.
// Needs the book built with its engines (cargo xtask book) and the native engine
// (cargo build --release -p ch10-staged-picker).
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { BUILD, launch, open } from './chromium.mjs';
import { serve } from './server.mjs';
import { ROOT, benchSuite } from './snapshots.mjs';

const ROUNDS = 3;
// `bench --suite deep` searches the quick positions this many plies deeper.
const DEEPER = 2;
const suite = [...benchSuite()].map(([name, { fen, depth }]) => ({ name, fen, depth }));
// Chapter 3's page: its widget starts on the chapter's worked position.
const LAB = 'ch03-killers.html';
const lines = [];
const row = (...cells) => lines.push('| ' + cells.join(' | ') + ' |');
const kib = (bytes) => (bytes / 1024).toFixed(0) + ' KiB';
const thousands = (n) => Math.round(n).toLocaleString('en-US');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Half the range of `values` over their median, in per cent (the book's "spread").
const spread = (values) => (100 * (Math.max(...values) - Math.min(...values))) / 2 / median(values);

// The theme's scripts and style, and each way of loading the module.
const theme = readdirSync(BUILD + 'theme').filter((file) => /^engine-/.test(file)).map((file) => BUILD + 'theme/' + file);
const sizes = (files) => files.map((file) => readFileSync(file)).reduce(
  ([raw, gzip], bytes) => [raw + bytes.length, gzip + gzipSync(bytes, { level: 9 }).length], [0, 0]);
row('Download', 'Raw', 'gzip -9');
row('---', '---:', '---:');
row('widget scripts and style', ...sizes(theme).map(kib));
row('all eleven engines, over http (`.wasm`)', ...sizes([BUILD + 'engine/web_engine.wasm']).map(kib));
row('all eleven engines, from disk (base64 `.js`)', ...sizes([BUILD + 'engine/web-engine.js']).map(kib));
lines.push('');

// Chapter 10's native bench: the last line is `<nodes> nodes <nps> nps`.
const native = [];
for (let round = 0; round < ROUNDS; round++) {
  const output = execFileSync(ROOT + 'target/release/ch10-staged-picker', ['bench', '--suite', 'deep'], { encoding: 'utf8' });
  const [, nodes, nps] = output.trim().split('\n').at(-1).match(/(\d+) nodes (\d+) nps/);
  native.push({ nodes: Number(nodes), nps: Number(nps) });
}

const browser = await launch();
const server = await serve(BUILD);
let web;
try {
  row('Opening chapter 3\'s page to', 'Engine ready', 'First result');
  row('---', '---:', '---:');
  for (const [label, url] of [['over http', server.url + LAB], ['from disk', pathToFileURL(BUILD + LAB).href]]) {
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
  lines.push('');

  const page = await open(browser, server.url + LAB, 1280);
  web = await page.evaluate(async ({ positions, rounds, deeper }) => {
    const engine = webEngine.connect();
    await engine.ready();
    const totals = [];
    for (let round = 0; round < rounds; round++) {
      let nodes = 0;
      let ms = 0;
      for (const { fen, depth } of positions) {
        const done = await engine.run('search', { chapter: 'ch10-staged-picker', fen, depth: depth + deeper });
        nodes += done.response.nodes;
        ms += done.ms;
      }
      totals.push({ nodes, nps: (nodes / ms) * 1000 });
    }
    return totals;
  }, { positions: suite, rounds: ROUNDS, deeper: DEEPER });
} finally {
  await browser.close();
  server.close();
}

const webNps = median(web.map((round) => round.nps));
const nativeNps = median(native.map((round) => round.nps));
row(`Chapter 10, quick positions two plies deeper (median of ${ROUNDS})`, 'Nodes', 'Nodes per second');
row('---', '---:', '---:');
row('native engine (`bench --suite deep`)', thousands(native[0].nodes), thousands(nativeNps));
row('in Chromium', thousands(web[0].nodes), thousands(webNps));
row('Chromium ÷ native', '', (webNps / nativeNps).toFixed(2) + '×');
const roundsSpread = Math.max(spread(web.map((round) => round.nps)), spread(native.map((round) => round.nps)));

const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus()[0].model.trim()}, ${availableParallelism()} cores`;
const page = [
  '<!-- Written by `cd web/browser-test && node measure.mjs --write-book`: measure again rather than edit this file. -->',
  `*Measured at commit ${commit} on ${date}, ${machine}; machine noise not recorded, spread of the rounds ±${roundsSpread.toFixed(1)} %.*`,
  '',
  ...lines,
  '',
].join('\n');
console.log(page);
if (process.argv.includes('--write-book')) {
  writeFileSync(ROOT + 'book/src/generated/web-engine-time.md', page);
  console.log('wrote book/src/generated/web-engine-time.md');
}
