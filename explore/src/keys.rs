//! How many moves a chapter's picker gives a key, position by position: what a staged
//! picker saves (chapter 10) against one that scores every move it generates (chapter
//! 9), on the same tree. `cargo xtask compare` draws chapter 10's chart from it.

use std::cell::Cell;

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch00_baseline::suite::{SuitePosition, run_suite};
use cozy_chess::Move;

thread_local! {
    /// The keys given since the counter was last read.
    static KEYS: Cell<u64> = const { Cell::new(0) };
}

/// `O`, counting the keys it gives. The suite runner builds a fresh ordering for each
/// position, so the count lives outside it.
struct Counting<O> {
    previous: O,
}

impl<O: MoveOrdering> Default for Counting<O> {
    fn default() -> Self {
        let mut previous = O::default();
        previous.set_table_megabytes(TABLE_MEGABYTES.get());
        Counting { previous }
    }
}

thread_local! {
    static TABLE_MEGABYTES: Cell<usize> = const { Cell::new(16) };
}

impl<O: MoveOrdering> MoveOrdering for Counting<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        KEYS.set(KEYS.get() + 1);
        self.previous.score_move(node, mv)
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        KEYS.set(KEYS.get() + 1);
        self.previous.score_quiet(node, mv)
    }
}

/// One position's search: its nodes, and the moves given a key on the way.
pub struct Keyed {
    pub name: String,
    pub nodes: u64,
    pub keys: u64,
}

/// `O` on every position of `suite` with tables of `megabytes`, the keys it gave each.
pub fn keys_given<O: MoveOrdering>(suite: &[SuitePosition], megabytes: usize) -> Vec<Keyed> {
    TABLE_MEGABYTES.set(megabytes);
    suite
        .iter()
        .map(|position| {
            KEYS.set(0);
            let report = run_suite::<Counting<O>>(std::slice::from_ref(position), |_| {});
            Keyed { name: position.name.clone(), nodes: report.total_nodes(), keys: KEYS.get() }
        })
        .collect()
}
