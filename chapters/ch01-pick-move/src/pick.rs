//! Picking: bringing the best remaining move to the front of the unsearched part.

use ch00_baseline::moves::ScoredMove;

// ANCHOR: pick_by_swapping
/// The classic pick: walks the moves after `index` and swaps one into `index` every
/// time it has a higher key than the move sitting there. When it returns,
/// `moves[index]` holds the first highest-scoring move of `moves[index..]`. The moves
/// it swaps out land where the better move stood, so equal-scored moves lose the
/// order they had: the pick is not stable.
pub fn pick_by_swapping(moves: &mut [ScoredMove], index: usize) {
    for later in index + 1..moves.len() {
        if moves[later].key > moves[index].key {
            moves.swap(index, later);
        }
    }
}
// ANCHOR_END: pick_by_swapping
