//! The table's other use: returning a stored score instead of searching. Not move
//! ordering, so it is off unless the UCI option `TT Cutoffs` (or an experiment) asks.

use ch00_baseline::ordering::{Bound, TableProbe};
use ch00_baseline::score::Score;

use crate::TableEntry;

// ANCHOR: score_cutoffs
/// The stored score, if the entry was searched at least as deep as the node needs and
/// the score decides the node for its window: an exact score always does, a lower
/// bound does if it already reaches beta, an upper bound if it stays at or below
/// alpha.
///
/// The nodes this saves are never searched at all, and a score found through one path
/// of moves can be reused through another, where the repetition history differs, so
/// the root score may change.
pub fn settled_score(entry: &TableEntry, node: &TableProbe) -> Option<Score> {
    let decides = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => entry.score >= node.beta,
        Bound::Upper => entry.score <= node.alpha,
    };
    (entry.depth >= node.depth && decides).then_some(entry.score)
}
// ANCHOR_END: score_cutoffs
