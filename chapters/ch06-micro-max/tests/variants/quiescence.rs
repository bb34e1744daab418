//! micro-Max's scheme with chapter 2's capture order in quiescence: how much of the gap
//! between the scheme and the pipeline is the quiescence search alone.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch02_mvv_lva::mvv_lva_key;
use cozy_chess::Move;

// ANCHOR: mvv_lva_in_quiescence
/// Ordering `O` in the main search; in quiescence (depth 0 and below), where our search
/// never consults the table and `O` may have nothing to go on, captures by MVV-LVA.
#[derive(Default)]
pub struct MvvLvaInQuiescence<O> {
    previous: O,
}

impl<O: MoveOrdering> MoveOrdering for MvvLvaInQuiescence<O> {
    ch00_baseline::previous_chapter!(O, "MVV-LVA in quiescence");

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        if node.depth > 0 {
            return self.previous.score_move(node, mv);
        }
        mvv_lva_key(node.board, mv).unwrap_or(SortKey::UNRANKED)
    }

    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        if node.depth > 0 {
            return self.previous.score_quiet(node, mv, key);
        }
        key
    }
}
// ANCHOR_END: mvv_lva_in_quiescence
