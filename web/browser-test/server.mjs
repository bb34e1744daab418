// A static file server for the built book on 127.0.0.1 and a free port: what
// `cargo xtask book --serve` does, without building the book again.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf',
};

// Resolves with the server's http://127.0.0.1:PORT/ address; `close()` ends it.
export function serve(dir) {
  const server = createServer(async (request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? path + 'index.html' : path);
    try {
      const body = await readFile(file);
      reply.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' });
      reply.end(body);
    } catch {
      reply.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}
