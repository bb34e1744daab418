'use strict';
// A chess board as SVG, drawn from a FEN the way the book's static boards are
// (book/src/generated/*-board.svg, drawn by xtask): the same squares, glyphs, labels and
// arrow, always from White's side.
//
// `engineBoard(fen, arrow)` returns the <svg>, or null when the FEN's first field is not
// eight ranks of eight squares (the engine says what else is wrong). `arrow`, when
// given, is a move in UCI (`e2e4`), drawn as the book draws the cutoff move.
const engineBoard = (() => {
  const SVG = 'http://www.w3.org/2000/svg';
  const SQUARE = 40;
  const LEFT = 18;
  // Black glyphs, filled; White pieces are a filled glyph in white under an outline glyph.
  const FILLED = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
  const OUTLINE = { k: '♔', q: '♕', r: '♖', b: '♗', n: '♘', p: '♙' };
  // Asks for the text glyph, not an emoji.
  const TEXT_STYLE = '\uFE0E';
  let markers = 0;

  function element(name, attributes, text) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The 64 squares from a8 to h1, each a piece letter or null.
  function squares(placement) {
    const ranks = placement.split('/');
    if (ranks.length !== 8) return null;
    const board = [];
    for (const rank of ranks) {
      const row = [];
      for (const c of rank) {
        if (/[1-8]/.test(c)) row.push(...Array(Number(c)).fill(null));
        else if (/[kqrbnp]/i.test(c)) row.push(c);
        else return null;
      }
      if (row.length !== 8) return null;
      board.push(...row);
    }
    return board;
  }

  const centre = (square) => ({
    x: LEFT + SQUARE * (square.charCodeAt(0) - 97) + SQUARE / 2,
    y: SQUARE * (8 - Number(square[1])) + SQUARE / 2,
  });

  function piece(svg, letter, x, y) {
    const glyph = { x, y, dy: '0.35em', 'font-size': 34, 'text-anchor': 'middle' };
    const kind = letter.toLowerCase();
    if (letter === kind) {
      svg.append(element('text', { ...glyph, fill: '#000' }, FILLED[kind] + TEXT_STYLE));
    } else {
      svg.append(element('text', { ...glyph, fill: '#fff' }, FILLED[kind] + TEXT_STYLE));
      svg.append(element('text', { ...glyph, fill: '#000' }, OUTLINE[kind] + TEXT_STYLE));
    }
  }

  function drawArrow(svg, move) {
    if (!/^[a-h][1-8][a-h][1-8]/.test(move || '')) return;
    const id = 'engine-board-head-' + ++markers;
    const marker = element('marker', {
      id, viewBox: '0 0 10 10', refX: 2, refY: 5, markerWidth: 3, markerHeight: 3, orient: 'auto',
    });
    marker.append(element('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#1f7a3a' }));
    const defs = element('defs', {});
    defs.append(marker);
    const from = centre(move.slice(0, 2));
    const to = centre(move.slice(2, 4));
    // The head ends short of the target square's centre, as on the static boards.
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const shorten = Math.min(14, length / 2) / length;
    svg.append(defs, element('line', {
      x1: from.x, y1: from.y,
      x2: (to.x - (to.x - from.x) * shorten).toFixed(1), y2: (to.y - (to.y - from.y) * shorten).toFixed(1),
      stroke: '#1f7a3a', 'stroke-width': 7, 'stroke-linecap': 'round', opacity: 0.75,
      'marker-end': `url(#${id})`,
    }));
  }

  return function engineBoard(fen, arrow) {
    const board = squares(fen.trim().split(/\s+/)[0]);
    if (!board) return null;
    const svg = element('svg', {
      viewBox: '0 0 340 340', role: 'img', 'aria-label': 'The position ' + fen.trim(),
      'font-family': "'DejaVu Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', sans-serif",
      class: 'engine-board',
    });
    board.forEach((letter, index) => {
      const x = LEFT + SQUARE * (index % 8);
      const y = SQUARE * Math.floor(index / 8);
      const light = (index % 8 + Math.floor(index / 8)) % 2 === 0;
      svg.append(element('rect', { x, y, width: SQUARE, height: SQUARE, fill: light ? '#f0d9b5' : '#b58863' }));
      if (letter) piece(svg, letter, x + SQUARE / 2, y + SQUARE / 2);
    });
    const label = { 'font-size': 12, 'text-anchor': 'middle', fill: '#333' };
    for (let i = 0; i < 8; i++) {
      svg.append(element('text', { ...label, x: LEFT + SQUARE * i + SQUARE / 2, y: 334 }, 'abcdefgh'[i]));
      svg.append(element('text', { ...label, x: 9, y: SQUARE * (7 - i) + 24 }, String(i + 1)));
    }
    drawArrow(svg, arrow);
    return svg;
  };
})();
