'use strict';
// The Results page's lab: every chapter's engine on the reader's position, in the
// reader's browser, then a perft of it. A page places it with raw HTML:
//
//   <div class="engine-results" data-fen="..." data-depth="4" data-perft-depth="4"
//        data-positions='[{"name": "...", "fen": "..."}]'></div>
//
// Every attribute is optional; without JavaScript the element stays empty. Each row is
// one chapter's search to the depth with fresh tables (what the chapters' tables count),
// timed around the engine's call; the perft goes through the last chapter's picker.
(() => {
  const { el, thousands, percent, ratio, milliseconds } = engineUi;
  const PERFT_DEPTH = 4;

  // Each row's nodes against those of the chapter its chapter builds on.
  function table(rows) {
    const nodes = new Map(rows.map((row) => [row.chapter, row.nodes]));
    const headers = ['Chapter', 'Nodes', 'Time', 'Nodes against the chapter it builds on', 'First-move cutoffs'];
    return el('div', { class: 'engine-scroll' }, el('table', { class: 'engine-table' },
      el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', {}, header)))),
      el('tbody', {}, ...rows.map((row) => el('tr', {},
        el('td', {}, row.chapter),
        el('td', {}, el('span', { class: 'engine-nodes' }, thousands(row.nodes))),
        el('td', {}, milliseconds(row.ms)),
        el('td', {}, nodes.has(row.previous) ? ratio(row.nodes, nodes.get(row.previous)) : ''),
        el('td', {}, percent(row.first_move_cutoff_rate)))))));
  }

  function setUp(root) {
    const engine = webEngine.connect();
    const perftDepth = Number(root.dataset.perftDepth) || PERFT_DEPTH;
    const output = el('div', { class: 'engine-output' });

    async function run({ fen, depth }) {
      form.running(true);
      output.replaceChildren();
      const rows = [];
      const perftLine = el('p', { class: 'engine-perft' });
      try {
        form.say('Loading the engines…');
        await engine.ready();
        const chapters = (await engine.run('chapters')).response;
        for (const { name: chapter, previous } of chapters) {
          form.say(`${chapter}: searching to depth ${depth}…`);
          const { response, ms } = await engine.run('search', { chapter, fen, depth }, (it) =>
            form.say(`${chapter}: depth ${it.depth} of ${depth} done, ${thousands(it.total_nodes)} nodes`));
          rows.push({ ...response, ms, previous });
          output.replaceChildren(table(rows), perftLine);
        }
        const last = chapters.at(-1).name;
        form.say(`Perft ${perftDepth} through ${last}'s move picker…`);
        const { response, ms } = await engine.run('perft', { chapter: last, fen, depth: perftDepth });
        perftLine.textContent = `Perft ${perftDepth} (the legal move tree's leaves, through ${last}'s ` +
          `move picker): ${thousands(response.nodes)}, in ${milliseconds(ms)}.`;
        form.say(`Done: ${chapters.length} chapters searched to depth ${depth}.`);
      } catch (error) {
        form.say(error.message, error.kind !== 'stopped');
      } finally {
        form.running(false);
      }
    }

    const title = 'Run every chapter in your browser on a position of your own';
    const form = engineUi.form(root, { title, depth: 4, run, stop: () => engine.stop() });
    form.widget.append(output);
    engineUi.whenVisible(root, () => engine.ready().catch((error) => form.say(error.message, true)));
  }

  document.querySelectorAll('.engine-results').forEach(setUp);
})();
