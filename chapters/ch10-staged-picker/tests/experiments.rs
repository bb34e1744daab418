//! What the staged picker saves, counted: how many moves get a key, with every move keyed
//! at the first request and the quiet moves when the pick reaches them (chapter 9's
//! picker), and stage by stage (this chapter), on the same tree.

use std::cell::Cell;

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::report::thousands;
use ch00_baseline::sort_key::SortKey;
use ch00_baseline::suite::{SuitePosition, realistic_suite, run_suite};
use ch09_see::See;
use ch10_staged_picker::StagedPicker;
use cozy_chess::Move;

/// `O`, counting the keys it gives (`score_move`) and the quiet keys (`score_quiet`).
/// Each suite position builds a fresh ordering and drops it, so the counts go to
/// thread-local totals.
#[derive(Default)]
struct Counting<O> {
    previous: O,
}

thread_local! {
    static KEYS: Cell<u64> = const { Cell::new(0) };
    static QUIET_KEYS: Cell<u64> = const { Cell::new(0) };
}

fn add(counter: &'static std::thread::LocalKey<Cell<u64>>) {
    counter.with(|count| count.set(count.get() + 1));
}

impl<O: MoveOrdering> MoveOrdering for Counting<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        add(&KEYS);
        self.previous.score_move(node, mv)
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        add(&QUIET_KEYS);
        self.previous.score_quiet(node, mv)
    }
}

/// Nodes, keys given and quiet keys given on `suite`.
fn keys_given<O: MoveOrdering>(suite: &[SuitePosition]) -> (u64, u64, u64) {
    for counter in [&KEYS, &QUIET_KEYS] {
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
        "| Picker | Nodes | Moves keyed by `score_move` | Quiet moves keyed by `score_quiet` \
         | Moves keyed per node |\n|---|---:|---:|---:|---:|\n",
    );
    let frame = keys_given::<See>(&suite);
    let staged = keys_given::<StagedPicker>(&suite);
    assert_eq!(frame.0, staged.0, "the same tree");
    let rows =
        [(frame, "every move keyed at the first request (ch09)"), (staged, "stage by stage")];
    for ((nodes, keys, quiet_keys), name) in rows {
        let per_node = (keys + quiet_keys) as f64 / nodes as f64;
        table += &format!(
            "| {name} | {} | {} | {} | {per_node:.2} |\n",
            thousands(nodes),
            thousands(keys),
            thousands(quiet_keys)
        );
    }
    let total = |(_, keys, quiet_keys): (u64, u64, u64)| keys + quiet_keys;
    let saved = 100.0 * (1.0 - total(staged) as f64 / total(frame) as f64);
    table += &format!("\nThe staged picker computes {saved:.1}% fewer sort keys.\n");
    insta::assert_snapshot!("keys_given", table);
}
// ANCHOR_END: keys_given
