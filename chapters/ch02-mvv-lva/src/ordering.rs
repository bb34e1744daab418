//! Chapter 2's ordering: MVV-LVA scores, chapter 1's picking.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch01_pick_move::PickMove;
use cozy_chess::Move;

use crate::table::mvv_lva_key;

// ANCHOR: mvv_lva_ordering
/// Captures and queen promotions in the good-capture stage, by MVV-LVA; every other
/// move is unranked. Picking is chapter 1's, handed on by the trait's default
/// `pick_move`.
#[derive(Clone, Copy, Debug, Default)]
pub struct MvvLva {
    previous: PickMove,
}

impl MoveOrdering for MvvLva {
    ch00_baseline::previous_chapter!(PickMove, "ch02-mvv-lva");

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        mvv_lva_key(node.board, mv).unwrap_or(SortKey::UNRANKED)
    }
}
// ANCHOR_END: mvv_lva_ordering
