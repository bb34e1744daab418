//! Chapter 8's ordering: chapter 7's, with what the experiments say to take from
//! countermove and continuation history.

use ch00_baseline::ordering::MoveOrdering;
use ch07_history::History;

// ANCHOR: ordering
/// The chapter's engine: chapter 7's ordering, unchanged. The countermove and continuation
/// history one ply back, two plies back and both were each added to it, with and without
/// the malus (`tests/variants/`). Where one saved nodes at realistic depth it saved a
/// per cent or two and lost as much on the outside positions, while costing time on every
/// quiet move it scores (`examples/realistic_tables.rs`; the lab notes have the tables),
/// so none is kept: the engine searches exactly the tree chapter 7 searches. `P` is
/// chapter 7's ordering in the engine ([`ContinuationHistory`]); an experiment can build
/// it over another chapter 7.
#[derive(Default)]
pub struct ContinuationHistoryWith<P = History> {
    previous: P,
}

/// The chapter's ordering: chapter 7's, unchanged.
pub type ContinuationHistory = ContinuationHistoryWith<History>;

impl<P: MoveOrdering> MoveOrdering for ContinuationHistoryWith<P> {
    ch00_baseline::previous_chapter!(P, "ch08-continuation-history");
}
// ANCHOR_END: ordering
