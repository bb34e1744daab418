//! Chapter 2's ordering: MVV-LVA scores, chapter 1's picking.

use ch00_baseline::moves::SortScore;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch01_pick_move::PickMove;
use ch01_pick_move::frame::Scorer;
use ch01_pick_move::scoring::QUIET;
use cozy_chess::{Board, Move};

use crate::table::mvv_lva_score;

// ANCHOR: mvv_lva_ordering
/// Captures by MVV-LVA and queen promotions in the capture band; every other move is a
/// quiet move. Picking is chapter 1's, handed on by the trait's default `pick_move`.
#[derive(Clone, Copy, Debug, Default)]
pub struct MvvLva {
    previous: PickMove,
}

impl MoveOrdering for MvvLva {
    ch00_baseline::previous_chapter!(PickMove, "ch02-mvv-lva");

    fn score_move(&self, node: &Node, mv: Move) -> SortScore {
        <Self as Scorer>::score(node.board, mv)
    }
}

impl Scorer for MvvLva {
    const NAME: &'static str = "MVV-LVA";

    fn score(board: &Board, mv: Move) -> SortScore {
        mvv_lva_score(board, mv).unwrap_or(QUIET)
    }
}
// ANCHOR_END: mvv_lva_ordering
