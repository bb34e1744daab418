// The native engines' node counts, read from the chapters' committed bench-table
// snapshots (chapters/*/tests/snapshots/nodes__bench_table.snap), and the bench suite's
// positions (data/bench.txt): what the web engines must count.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// name -> {depth, fen}
export function benchSuite() {
  const suite = new Map();
  for (const line of readFileSync(ROOT + 'data/bench.txt', 'utf8').split('\n')) {
    const text = line.replace(/#.*/, '').trim();
    if (!text) continue;
    const [name, depth, fen] = text.split('|').map((field) => field.trim());
    suite.set(name, { depth: Number(depth), fen });
  }
  return suite;
}

// The snapshot's nodes of `chapter` on the position `name`.
export function snapshotNodes(chapter, name) {
  const path = `${ROOT}chapters/${chapter}/tests/snapshots/nodes__bench_table.snap`;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells[1] === name) return Number(cells[3].replace(/,/g, ''));
  }
  throw new Error(`${name} is not in ${path}`);
}
