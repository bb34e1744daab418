'use strict';
// Loads the chapters' engines (the `web-engine` crate's WebAssembly module, which
// `cargo xtask book` puts in the book's `engine/` folder) and runs them in a Web Worker.
//
// Over http the page fetches `engine/web_engine.wasm`, which servers send compressed.
// A page opened from disk (file://) may fetch nothing and start no worker from a file,
// so there it loads `engine/web-engine.js`, the same module as base64 in a script, and
// every worker is started from a Blob of its function (engine-worker.js).
//
// `webEngine.connect()` gives one engine per widget, so one widget's Stop never ends
// another's search: `run(op, request, onProgress)` resolves with `{response, ms}` and
// rejects with an Error whose `kind` is 'input' (the engine refused the request: its
// message is for the reader), 'missing' (the book was built without the engines),
// 'stopped' or 'crashed'; `stop()` ends the worker at once, and the next run starts a
// fresh one.
const webEngine = (() => {
  const folder = path_to_root + 'engine/';
  let compiled = null;
  let workerUrl = null;

  class EngineError extends Error {
    constructor(kind, message) {
      super(message);
      this.kind = kind;
    }
  }

  const notBuilt = () =>
    new EngineError('missing', 'The engines are not built into this copy of the book: ' +
      '`cargo xtask book` builds them where Rust has the wasm32-unknown-unknown target ' +
      '(rustup target add wasm32-unknown-unknown).');

  // Compiling while the bytes arrive also lets the browser keep the compiled code for
  // the next page; it needs the server to send application/wasm, and a server that
  // sends another type gets the module compiled from its bytes instead.
  function fetchModule() {
    const url = folder + 'web_engine.wasm';
    const found = fetch(url).then((reply) => {
      if (!reply.ok) throw notBuilt();
      return reply;
    }, () => { throw notBuilt(); });
    return WebAssembly.compileStreaming(found).catch(async (error) => {
      if (error.kind === 'missing') throw error;
      return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
    });
  }

  function scriptModule() {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = folder + 'web-engine.js';
      script.onload = () => resolve(window.webEngineBase64);
      script.onerror = () => reject(notBuilt());
      document.head.appendChild(script);
    }).then((base64) => {
      const binary = atob(base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return WebAssembly.compile(bytes);
    });
  }

  // Compiled once per page, whichever widget asks first; every worker gets the module.
  // A failure is not kept: the next run tries again.
  function module() {
    compiled ??= (location.protocol === 'file:' ? scriptModule() : fetchModule()).catch((error) => {
      compiled = null;
      throw error;
    });
    return compiled;
  }

  function newWorker(compiledModule) {
    workerUrl ??= URL.createObjectURL(
      new Blob(['(' + webEngineWorker.toString() + ')()'], { type: 'text/javascript' }));
    const worker = new Worker(workerUrl);
    worker.postMessage({ module: compiledModule });
    return worker;
  }

  function connect() {
    let worker = null;
    let nextId = 1;
    const pending = new Map();

    function listen(message) {
      const { id, progress, response, ms, crashed } = message.data;
      const job = pending.get(id);
      if (!job) return;
      if (progress) return job.onProgress(progress);
      // A trap leaves the instance unusable: every job of this worker ends with it.
      if (crashed) {
        return end(new EngineError('crashed', `The engine stopped unexpectedly (${crashed}); ` +
          'the next run starts it afresh.'));
      }
      pending.delete(id);
      if (response.error) {
        job.reject(new EngineError('input', response.error));
      } else {
        job.resolve({ response, ms });
      }
    }

    async function started() {
      const compiledModule = await module();
      if (!worker) {
        worker = newWorker(compiledModule);
        worker.onmessage = listen;
      }
      return worker;
    }

    // Ends the worker and every job it had: the next run starts a fresh one.
    function end(error) {
      worker?.terminate();
      worker = null;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    }

    return {
      ready: () => started().then(() => undefined),
      async run(op, request, onProgress = () => {}) {
        const running = await started();
        const id = nextId++;
        return new Promise((resolve, reject) => {
          pending.set(id, { resolve, reject, onProgress });
          running.postMessage({ id, op, request });
        });
      },
      stop: () => end(new EngineError('stopped', 'Stopped.')),
    };
  }

  return { connect, EngineError };
})();
