// The built WebAssembly module under Node, through the very worker code the pages run
// (book/theme/engine-worker.js, evaluated with a stand-in for the worker's messages):
// every chapter counts the native engines' nodes on every quick position, and bad
// requests are answered with their reason. Needs the book built with its engines
// (cargo xtask book).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { ROOT, benchSuite, snapshotNodes } from './snapshots.mjs';

const built = ROOT + 'book/build/engine/web_engine.wasm';
if (!existsSync(built)) throw new Error(`no ${built}: build the book with its engines first (cargo xtask book)`);
const bytes = readFileSync(built);
const module = await WebAssembly.compile(bytes);

// The worker's globals: what it posts comes back to the request that is waiting.
const waiting = new Map();
const context = {
  TextDecoder, TextEncoder, WebAssembly, performance, console,
  postMessage(message) {
    const job = waiting.get(message.id);
    if (message.progress) return job.progress.push(message.progress);
    waiting.delete(message.id);
    job.resolve({ ...message, progress: job.progress });
  },
};
vm.runInNewContext(readFileSync(ROOT + 'book/theme/engine-worker.js', 'utf8') + '\nwebEngineWorker();', context);
context.onmessage({ data: { module } });
let nextId = 1;
const run = (op, request) => new Promise((resolve) => {
  const id = nextId++;
  waiting.set(id, { resolve, progress: [] });
  context.onmessage({ data: { id, op, request } });
});

const chapters = (await run('chapters')).response;
assert.equal(chapters.length, 11);
assert.equal(JSON.stringify(chapters[3]), '{"name":"ch03-killers","previous":"ch02-mvv-lva"}');

// Every chapter on every quick position: the node counts of the chapters' committed
// tables, which their native tests keep equal to the native engines' searches.
const suite = benchSuite();
for (const { name: chapter } of chapters) {
  for (const name of suite.keys()) {
    const { fen, depth } = suite.get(name);
    const { response, progress } = await run('search', { chapter, fen, depth });
    assert.equal(response.nodes, snapshotNodes(chapter, name), `${chapter} ${name}`);
    assert.equal(progress.length, depth, `${chapter} ${name}: one progress message per iteration`);
    assert.equal(progress.at(-1).total_nodes, response.nodes);
  }
}

const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const perft = (await run('perft', { chapter: 'ch10', fen: start, depth: 4 })).response;
assert.equal(perft.nodes, 197281);
const order = (await run('order', { chapter: 'ch03', fen: start, depth: 4 })).response;
assert.equal(order.moves.length, 20);
assert.equal(order.moves.filter((move) => move.cutoff).length, 1);

const refused = async (op, request) => (await run(op, request)).response.error;
assert.match(await refused('search', { chapter: 'ch03', fen: 'not a fen', depth: 3 }), /^invalid FEN 'not a fen'/);
assert.match(await refused('search', { chapter: 'ch11', fen: start, depth: 3 }), /^unknown chapter 'ch11'/);
assert.equal(await refused('order', { chapter: 'ch03', fen: start, depth: 0 }), 'depth 0 is not between 1 and 64');
assert.equal(await refused('perft', { chapter: 'ch03', fen: start, depth: 9 }), 'depth 9 is not between 1 and 7');
// The module survived every refusal: it still searches.
assert.equal((await run('search', { chapter: 'ch03', fen: start, depth: 2 })).response.depth, 2);
console.log('wasm test     passed: every chapter\'s nodes on the quick positions equal the snapshots, bad requests answered');
