//! Chapter 2's ordering: MVV-LVA scores for captures, chapter 1's picking for the rest.

use ch00_baseline::moves::SortScore;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch01_pick_move::PickMove;
use cozy_chess::Move;

use crate::table::mvv_lva_score;

// ANCHOR: mvv_lva_ordering
/// Captures by MVV-LVA and queen promotions in the capture band; every other move is
/// scored below it.
#[derive(Clone, Copy, Debug, Default)]
pub struct MvvLva {
    previous: PickMove,
}

impl MoveOrdering for MvvLva {
    type Previous = PickMove;
    const NAME: &'static str = "ch02-mvv-lva";

    fn previous(&self) -> &PickMove {
        &self.previous
    }

    fn previous_mut(&mut self) -> &mut PickMove {
        &mut self.previous
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortScore {
        mvv_lva_score(node.board, mv).unwrap_or(0)
    }
}
// ANCHOR_END: mvv_lva_ordering
