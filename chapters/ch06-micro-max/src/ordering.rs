//! Chapter 6's ordering: chapter 5's, with what the experiments say to take from micro-Max.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch05_tie_breaking::{QuietTerms, TieBreaking, TieBreakingTerms};
use cozy_chess::Move;

// ANCHOR: micro_max_ordering
/// The chapter's engine: chapter 5's pipeline, unchanged. Each of micro-Max's ideas was
/// added to it alone (deepening in every node, deepening where the table has no move, the
/// same piece's other moves after the table move, before the captures or after the
/// killers) and none of them saved nodes on both the bench suite and the outside
/// positions (`tests/experiments.rs`), so none is kept: the engine searches exactly the
/// tree chapter 5 searches. `P` is chapter 5's ordering in the engine ([`MicroMax`]);
/// an experiment can build it over another chapter 3.
#[derive(Default)]
pub struct MicroMaxWith<P = TieBreaking> {
    previous: P,
}

/// The chapter's ordering: chapter 5's, unchanged.
pub type MicroMax = MicroMaxWith<TieBreaking>;

impl<P: MoveOrdering> MoveOrdering for MicroMaxWith<P> {
    ch00_baseline::previous_chapter!(P, "ch06-micro-max");
}
// ANCHOR_END: micro_max_ordering

impl<P: TieBreakingTerms> TieBreakingTerms for MicroMaxWith<P> {
    fn quiet_terms(&self, node: &Node, mv: Move) -> QuietTerms {
        self.previous.quiet_terms(node, mv)
    }
}
