'use strict';
// The body of the Web Worker that runs the chapters' engines (the `web-engine` crate),
// so a long search never freezes the page. It is a function, not a file of its own:
// the page starts it from a Blob of this function's text (engine-client.js), because a
// page opened from disk (file://) may not load a worker from a neighbouring file.
//
// Messages in: first `{module}` (the compiled WebAssembly.Module), then
// `{id, op, request}` with op one of search | order | perft | chapters.
// Messages out: `{id, progress}` for each finished iteration of a search, then
// `{id, response, ms}` (ms: the call's wall time, measured here) or `{id, crashed}`
// when the module trapped (the client then starts a fresh worker).
// eslint-disable-next-line no-unused-vars
function webEngineWorker() {
  let exports = null;
  let current = 0;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();

  const text = (ptr, len) => decoder.decode(new Uint8Array(exports.memory.buffer, ptr, len));

  // The module's calling convention (web/src/ffi.rs): the request in a buffer the module
  // allocates; the response framed by its length in four little-endian bytes.
  function call(op, request) {
    if (op === 'chapters') return read(exports.engine_chapters());
    const bytes = encoder.encode(JSON.stringify(request));
    const ptr = exports.engine_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, ptr, bytes.length).set(bytes);
    try {
      return read(exports['engine_' + op](ptr, bytes.length));
    } finally {
      exports.engine_free(ptr, bytes.length);
    }
  }

  function read(framed) {
    const len = new DataView(exports.memory.buffer).getUint32(framed, true);
    const json = text(framed + 4, len);
    exports.engine_free(framed, len + 4);
    return JSON.parse(json);
  }

  const imports = {
    env: {
      engine_progress: (ptr, len) => postMessage({ id: current, progress: JSON.parse(text(ptr, len)) }),
    },
  };

  // Requests wait for the instance; messages arrive in order, so the module comes first.
  let ready = null;
  onmessage = async (event) => {
    const message = event.data;
    if (message.module) {
      ready = WebAssembly.instantiate(message.module, imports).then((instance) => {
        exports = instance.exports;
      });
      return;
    }
    try {
      await ready;
      current = message.id;
      const start = performance.now();
      const response = call(message.op, message.request);
      postMessage({ id: message.id, response, ms: performance.now() - start });
    } catch (error) {
      postMessage({ id: message.id, crashed: String(error) });
    }
  };
}
