'use strict';
// A chapter page's lab: the previous chapter's engine and this chapter's, run in the
// reader's browser on a position of their own. A page places it with raw HTML:
//
//   <div class="engine-lab" data-chapter="ch03-killers" data-previous="ch02-mvv-lva"
//        data-fen="..." data-depth="5" data-positions='[{"name": "...", "fen": "..."}]'></div>
//
// Every attribute but data-chapter is optional. Without JavaScript the element stays
// empty and the page reads as it did. One Run searches both chapters to the depth (the
// nodes the chapters' tables count), then traces each one's root: its moves in the
// chapter's order, the stage each came from, the nodes below each, and the cutoff.
(() => {
  const { el, thousands, percent, ratio, milliseconds } = engineUi;

  function searchTable(searches) {
    const row = (label, cell) => el('tr', {}, el('th', { scope: 'row' }, label),
      ...searches.map((search, i) => el('td', {}, cell(search, i) ?? '')));
    const stages = (search) => search.cutoffs_by_stage
      .filter((stage) => stage.cutoffs).map((stage) => `${stage.stage} ${thousands(stage.cutoffs)}`).join(', ');
    const iterations = (search) => search.iterations
      .map((it) => `${it.depth}: ${thousands(it.nodes)}`).join(' · ');
    return el('div', { class: 'engine-scroll' }, el('table', { class: 'engine-table engine-searches' },
      el('thead', {}, el('tr', {}, el('th', {}, `Depth ${searches[0].depth}`),
        ...searches.map((search) => el('th', {}, search.chapter)))),
      el('tbody', {},
        row('Nodes', (search) => el('strong', { class: 'engine-nodes' }, thousands(search.nodes))),
        searches.length > 1 && row(`Nodes against ${searches[0].chapter}`, (search, i) => (i ? ratio(search.nodes, searches[i - 1].nodes) : '')),
        row('Score', (search) => search.score),
        row('Best move', (search) => search.best_move?.san ?? 'none'),
        row('First-move cutoffs', (search) => percent(search.first_move_cutoff_rate)),
        row('Cutoffs by stage', stages),
        row('Nodes per iteration', iterations),
        row('Principal variation', (search) => search.pv.join(' ')),
        row('Time', (search) => milliseconds(search.ms)))));
  }

  function orderTable(order) {
    const searched = order.moves.filter((move) => move.nodes !== null);
    const waiting = order.moves.filter((move) => move.nodes === null);
    const cutoff = searched.find((move) => move.cutoff);
    const summary = (cutoff
      ? `${cutoff.san} cuts off, move ${searched.length} of ${order.moves.length}`
      : `no move cuts off: all ${order.moves.length} searched`) + `; ${thousands(order.nodes)} nodes in all`;
    const stage = (move) => (order.ranks_moves ? move.stage : 'unranked');
    return el('div', { class: 'engine-order' },
      el('p', { class: 'engine-order-title' }, el('strong', {}, order.chapter), ': ', summary),
      el('div', { class: 'engine-scroll' }, el('table', { class: 'engine-table' },
        el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, 'Move'), el('th', {}, 'Stage'),
          el('th', {}, 'Nodes below'))),
        el('tbody', {},
          ...searched.map((move, i) => el('tr', { class: move.cutoff ? 'engine-cutoff' : undefined },
            el('td', {}, String(i + 1)), el('td', {}, move.san),
            el('td', {}, stage(move) + (move.cutoff ? ' · cuts off' : '')),
            el('td', {}, thousands(move.nodes)))),
          waiting.length > 0 && el('tr', { class: 'engine-waiting' }, el('td', { colspan: 4 },
            `Not searched (${waiting.length}): ` + waiting.map((move) => move.san).join(', ')))))));
  }

  function setUp(root) {
    const chapter = root.dataset.chapter;
    const chapters = [root.dataset.previous, chapter].filter(Boolean);
    const engine = webEngine.connect();
    const output = el('div', { class: 'engine-output' });
    const title = chapters.length > 1
      ? `Run ${chapters[0]} and ${chapter} in your browser: the same search, another order`
      : `Run ${chapter} in your browser`;

    async function run({ fen, depth }) {
      form.running(true);
      output.replaceChildren();
      const searches = [];
      const orders = [];
      const show = () => output.replaceChildren(
        ...(searches.length ? [searchTable(searches)] : []),
        el('div', { class: 'engine-orders' }, ...orders.map(orderTable)));
      try {
        form.say('Loading the engines…');
        await engine.ready();
        for (const name of chapters) {
          form.say(`${name}: searching to depth ${depth}…`);
          const { response, ms } = await engine.run('search', { chapter: name, fen, depth }, (it) =>
            form.say(`${name}: depth ${it.depth} of ${depth} done, ${thousands(it.total_nodes)} nodes`));
          searches.push({ ...response, ms });
          show();
        }
        form.showArrow(searches.at(-1).best_move?.uci);
        for (const name of chapters) {
          form.say(`${name}: tracing the root's moves at depth ${depth}…`);
          orders.push((await engine.run('order', { chapter: name, fen, depth })).response);
          show();
        }
        form.say(searches.length > 1
          ? `${chapter} searched ${ratio(searches[1].nodes, searches[0].nodes)} the nodes of ${chapters[0]}.`
          : `Done.`);
      } catch (error) {
        form.say(error.message, error.kind !== 'stopped');
      } finally {
        form.running(false);
      }
    }

    const form = engineUi.form(root, { title, depth: 4, run, stop: () => engine.stop() });
    form.widget.append(output);
    engineUi.whenVisible(root, () => engine.ready().catch((error) => form.say(error.message, true)));
  }

  document.querySelectorAll('.engine-lab[data-chapter]').forEach(setUp);
})();
