//! Chapter 1's ordering: the first one that fills the scoring and picking seams.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, NoOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use cozy_chess::Move;

use crate::pick::pick_by_swapping;
use crate::scoring::captures_and_promotions_first;

// ANCHOR: pick_move_ordering
/// Captures and promotions before quiet moves, picked one at a time by swapping.
#[derive(Clone, Copy, Debug, Default)]
pub struct PickMove {
    previous: NoOrdering,
}

impl MoveOrdering for PickMove {
    ch00_baseline::previous_chapter!(NoOrdering, "ch01-pick-move");

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        captures_and_promotions_first(node.board, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_by_swapping(moves, index);
    }
}
// ANCHOR_END: pick_move_ordering
