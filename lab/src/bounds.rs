//! The long search that the bound tests of history-like tables watch (chapters 7 and 8):
//! every entry is read back after every update, and the test proves nothing unless the
//! entries came close to their bound.

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};

/// A middlegame full of quiet manoeuvres: at depth 8, tables that learn from quiet
/// cutoffs get updated tens of thousands of times.
pub const QUIET_MIDDLEGAME: &str =
    "r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12";

/// Searches [`QUIET_MIDDLEGAME`] to depth 8 with `ordering`, which watches its tables.
pub fn long_search<O: MoveOrdering>(ordering: &mut O) {
    let position = Position::from_fen(QUIET_MIDDLEGAME).expect("a legal FEN");
    search(&position, ordering, &Limits::depth(8), &AtomicBool::new(false), |_| {});
}

/// Panics unless the search checked enough entries, and the largest came past half of
/// `bound`: a bound test whose entries stayed small would prove nothing.
pub fn assert_bound_was_tested(entries_checked: u64, largest_entry: i32, bound: i32) {
    assert!(entries_checked > 50_000, "{entries_checked} updates");
    assert!(
        largest_entry > bound / 2,
        "the bound was never approached ({largest_entry}): the test would prove nothing"
    );
}
