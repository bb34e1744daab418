//! What the table keeps about one position, and what a probe hands back.

use ch00_baseline::ordering::{Bound, NodeResult};
use ch00_baseline::score::Score;
use cozy_chess::Move;

/// A search result as the table takes it in and gives it back: the depth it was searched
/// to, its score (counted from the root, at the ply of the node storing or probing it),
/// how that score bounds the true value, and the move to try first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableEntry {
    pub depth: i32,
    pub score: Score,
    pub bound: Bound,
    /// The move that was best or caused the cutoff; `None` when no move raised alpha.
    pub best_move: Option<Move>,
}

impl From<&NodeResult> for TableEntry {
    fn from(result: &NodeResult) -> Self {
        Self {
            depth: result.depth,
            score: result.score,
            bound: result.bound,
            best_move: result.best_move,
        }
    }
}

// ANCHOR: slot
/// One entry as it sits in memory: 16 bytes, so a megabyte holds
/// 65,536 of them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    /// The position's Zobrist hash (or the part of it the table verifies). Two
    /// positions that land in the same bucket are told apart by it; two that share it
    /// are not.
    pub(crate) key: u64,
    pub(crate) best_move: Option<Move>,
    /// Mate scores counted from this node, not from the root (see `mate`).
    pub(crate) score: i16,
    pub(crate) depth: i8,
    pub(crate) bound: Bound,
    /// The search that wrote it: entries of earlier searches give way to newer ones.
    pub(crate) age: u8,
}
// ANCHOR_END: slot

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_with_a_move_fits_in_sixteen_bytes() {
        assert_eq!(size_of::<Option<Slot>>(), 16);
    }
}
