'use strict';
// What the engine widgets share: building elements, the book's number formats, and the
// form that sets up a run (a board, a position to pick or edit, a depth, Run and Stop, a
// line of status). engine-lab.js and engine-results.js build their widgets on it.
const engineUi = (() => {
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

  // `el('td', {class: 'x'}, 'text', child)`: attributes, then text or nodes (false,
  // null and undefined leave a child out).
  function el(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== undefined && value !== false) node.setAttribute(key, value === true ? '' : value);
    }
    node.append(...children.filter((child) => child !== undefined && child !== null && child !== false));
    return node;
  }

  const thousands = (n) => n.toLocaleString('en-US');
  const percent = (rate) => (100 * rate).toFixed(1) + '%';
  const ratio = (part, whole) => (whole ? (part / whole).toFixed(3) + '×' : '');
  const milliseconds = (ms) => (ms < 1000 ? Math.round(ms) + ' ms' : (ms / 1000).toFixed(2) + ' s');

  // `data-positions`: a JSON list of {name, fen} (a depth each is optional).
  function positions(root) {
    try {
      const list = JSON.parse(root.dataset.positions || '[]');
      return Array.isArray(list) ? list.filter((p) => p && typeof p.fen === 'string') : [];
    } catch {
      return [];
    }
  }

  // Builds the form inside `root` and returns its handles. `title` heads the widget;
  // `run` is called with {fen, depth} when the reader runs it.
  function form(root, { title, depth, run, stop }) {
    const list = positions(root);
    const fen = el('input', {
      type: 'text', class: 'engine-fen', spellcheck: 'false', autocomplete: 'off',
      'aria-label': 'Position (FEN)',
    });
    fen.value = root.dataset.fen || list[0]?.fen || START;
    const depthInput = el('input', { type: 'number', class: 'engine-depth', min: 1, max: 64, step: 1 });
    depthInput.value = root.dataset.depth || String(depth);
    const runButton = el('button', { type: 'button', class: 'engine-run' }, 'Run');
    const stopButton = el('button', { type: 'button', class: 'engine-stop', disabled: true }, 'Stop');
    const status = el('p', { class: 'engine-status', role: 'status', 'aria-live': 'polite' });
    const board = el('div', { class: 'engine-board-box' });
    let arrow = null;

    const redraw = () => {
      const svg = engineBoard(fen.value, arrow);
      board.replaceChildren(...(svg ? [svg] : []));
    };
    let picker = null;
    if (list.length) {
      picker = el('select', { class: 'engine-positions', 'aria-label': 'Position' },
        ...list.map((p, i) => el('option', { value: i }, p.name || p.fen)),
        el('option', { value: -1, hidden: true }, 'your own position'));
      picker.value = list.findIndex((p) => p.fen === fen.value.trim());
      picker.addEventListener('change', () => {
        const chosen = list[Number(picker.value)];
        if (!chosen) return;
        fen.value = chosen.fen;
        if (chosen.depth) depthInput.value = chosen.depth;
        arrow = null;
        redraw();
      });
    }
    fen.addEventListener('input', () => {
      arrow = null;
      if (picker) picker.value = list.findIndex((p) => p.fen === fen.value.trim());
      redraw();
    });

    const start = () => run({ fen: fen.value.trim(), depth: Number(depthInput.value) });
    runButton.addEventListener('click', start);
    fen.addEventListener('keydown', (event) => event.key === 'Enter' && !runButton.disabled && start());
    stopButton.addEventListener('click', stop);

    root.replaceChildren(el('div', { class: 'engine-widget' },
      el('p', { class: 'engine-title' }, title),
      el('div', { class: 'engine-setup' },
        board,
        el('div', { class: 'engine-controls' },
          picker && el('label', {}, 'Position ', picker),
          el('label', {}, 'FEN', fen),
          el('div', { class: 'engine-buttons' },
            el('label', {}, 'Depth ', depthInput), runButton, stopButton),
          status))));
    redraw();

    return {
      // A new run starts: the reader may stop it, not start another.
      running(on) {
        runButton.disabled = on;
        stopButton.disabled = !on;
      },
      say(text, isError = false) {
        status.textContent = text;
        status.classList.toggle('engine-error', isError);
      },
      showArrow(move) {
        arrow = move;
        redraw();
      },
      widget: root.firstChild,
    };
  }

  // Starts loading the engine once the widget is near the screen, so that Run answers
  // at once without every reader of the page downloading it.
  function whenVisible(root, load) {
    if (!('IntersectionObserver' in window)) return load();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    }, { rootMargin: '400px' });
    observer.observe(root);
  }

  return { el, thousands, percent, ratio, milliseconds, form, whenVisible };
})();
