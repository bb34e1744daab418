//! Picking: bringing the best remaining move to the front of the unsearched part.

use ch00_baseline::moves::ScoredMove;

// ANCHOR: pick_by_swapping
/// The classic pick: walks the moves after `index` and swaps one into `index` every time
/// it scores higher than the move sitting there. When it returns, `moves[index]` holds a
/// highest-scoring move of `moves[index..]`. Equal scores never swap, so among equals the
/// first one met stays in front; the swaps do shuffle the moves they pass over.
pub fn pick_by_swapping(moves: &mut [ScoredMove], index: usize) {
    for later in index + 1..moves.len() {
        if moves[later].score > moves[index].score {
            moves.swap(index, later);
        }
    }
}
// ANCHOR_END: pick_by_swapping
