//! What the staged picker saves, counted: how many keys are asked for, with every move
//! keyed at the first request and the quiet keys finished when the pick reaches them (the
//! previous chapter's frame), and stage by stage (this chapter), on the same tree.

use std::cell::Cell;

use ch00_baseline::ordering::{MoveOrdering, MovePicker, Node};
use ch00_baseline::report::thousands;
use ch00_baseline::sort_key::SortKey;
use ch00_baseline::suite::{SuitePosition, realistic_suite, run_suite};
use ch10_staged_picker::{DEEPEST_STAGED_NODE, PreviousChapter, StagedPicker, tables_stay_put};
use cozy_chess::Move;

/// `O`, counting the keys it gives (`score_move`) and the quiet keys it finishes
/// (`score_quiet`). Each suite position builds a fresh ordering and drops it, so the
/// counts go to thread-local totals.
#[derive(Default)]
struct Counting<O> {
    inner: O,
}

thread_local! {
    static KEYS: Cell<u64> = const { Cell::new(0) };
    static QUIET_KEYS: Cell<u64> = const { Cell::new(0) };
    static ASKING_NODES: Cell<u64> = const { Cell::new(0) };
    static KEYED_UP_FRONT: Cell<u64> = const { Cell::new(0) };
}

fn add(counter: &'static std::thread::LocalKey<Cell<u64>>) {
    counter.with(|count| count.set(count.get() + 1));
}

impl<O: MoveOrdering> MoveOrdering for Counting<O> {
    type Previous = O;
    const NAME: &'static str = O::NAME;

    fn previous(&self) -> &O {
        &self.inner
    }

    fn previous_mut(&mut self) -> &mut O {
        &mut self.inner
    }

    /// Counts the nodes that ask for a move at all, and those among them that the staged
    /// picker leaves to the previous chapter's frame, at their first request.
    fn next_move<P: MoveOrdering>(
        ordering: &P,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        if picker.moves().is_empty() {
            add(&ASKING_NODES);
            if !tables_stay_put(node.depth) {
                add(&KEYED_UP_FRONT);
            }
        }
        O::next_move(ordering, node, picker)
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        add(&KEYS);
        self.inner.score_move(node, mv)
    }

    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        add(&QUIET_KEYS);
        self.inner.score_quiet(node, mv, key)
    }
}

/// Nodes, keys given and quiet keys finished on `suite`.
fn keys_given<O: MoveOrdering>(suite: &[SuitePosition]) -> (u64, u64, u64) {
    for counter in [&KEYS, &QUIET_KEYS, &ASKING_NODES, &KEYED_UP_FRONT] {
        counter.with(|count| count.set(0));
    }
    let report = run_suite::<Counting<O>>(suite, |_| {});
    (report.total_nodes(), KEYS.with(Cell::get), QUIET_KEYS.with(Cell::get))
}

// ANCHOR: keys_given
#[test]
fn keys_given_per_node() {
    let mut suite = realistic_suite();
    suite.iter_mut().for_each(|position| position.depth -= 2);
    let mut table = String::from(
        "| Picker | Nodes | Keys given (`score_move`) | Quiet keys finished (`score_quiet`) \
         | Keys given per node |\n|---|---:|---:|---:|---:|\n",
    );
    let frame = keys_given::<PreviousChapter>(&suite);
    let staged = keys_given::<StagedPicker>(&suite);
    assert_eq!(frame.0, staged.0, "the same tree");
    let rows = [(frame, "every move keyed at the first request"), (staged, "stage by stage")];
    for ((nodes, keys, quiet_keys), name) in rows {
        let per_node = keys as f64 / nodes as f64;
        table += &format!(
            "| {name} | {} | {} | {} | {per_node:.2} |\n",
            thousands(nodes),
            thousands(keys),
            thousands(quiet_keys)
        );
    }
    let saved = 100.0 * (1.0 - staged.1 as f64 / frame.1 as f64);
    table += &format!("\nThe staged picker gives {saved:.1}% fewer keys.");
    let (asking, up_front) = (ASKING_NODES.with(Cell::get), KEYED_UP_FRONT.with(Cell::get));
    table += &format!(
        " Of the {} nodes that asked for a move, {} ({:.1}%) are more than \
         {DEEPEST_STAGED_NODE} plies from the horizon and keyed up front.\n",
        thousands(asking),
        thousands(up_front),
        100.0 * up_front as f64 / asking as f64
    );
    insta::assert_snapshot!("keys_given", table);
}
// ANCHOR_END: keys_given
