//! Chapter 9's ordering: chapter 7's, with the captures that lose material moved out of
//! the good-capture stage.

use std::marker::PhantomData;

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch04_tt_move::OverTable;
use ch07_history::History;
use cozy_chess::Move;

use crate::placement::{ChapterPlacement, Placement};
use crate::see::see_ge;

// ANCHOR: see_ordering
/// The previous chapter's ordering `P` with every good capture checked by static exchange
/// evaluation: one that loses material gets the key the placement `L` gives it. Every
/// other move, and the table move even if it loses, keeps `P`'s key.
pub struct SeeWith<L, P = History> {
    previous: P,
    placement: PhantomData<L>,
}

/// The chapter's ordering.
pub type See = SeeWith<ChapterPlacement>;

impl<L: Placement, P: MoveOrdering> MoveOrdering for SeeWith<L, P> {
    ch00_baseline::previous_chapter!(P, L::NAME);

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        let applies = if node.depth > 0 { L::MAIN_SEARCH } else { L::QUIESCENCE };
        if applies && key.stage() == Stage::GoodCapture && !see_ge(node.board, mv, 0) {
            L::key(key.score())
        } else {
            key
        }
    }
}
// ANCHOR_END: see_ordering

impl<L, P: Default> Default for SeeWith<L, P> {
    fn default() -> Self {
        Self { previous: P::default(), placement: PhantomData }
    }
}

/// Chapter 9 over a table of the caller's choosing (the collision test cuts its keys).
impl<L: Placement, P: OverTable> OverTable for SeeWith<L, P> {
    fn over_table(table: ch04_tt_move::TranspositionTable) -> Self {
        Self { previous: P::over_table(table), placement: PhantomData }
    }
}

#[cfg(test)]
mod tests {
    use cozy_chess::Board;

    use super::*;

    fn keys(fen: &str, depth: i32) -> impl Fn(&str) -> SortKey {
        let board: Board = fen.parse().unwrap();
        move |mv: &str| {
            let node = Node { board: &board, ply: 1, depth, table_move: None };
            See::default().score_move(&node, mv.parse().unwrap())
        }
    }

    /// Queen takes a pawn that a pawn defends: a good capture for chapter 2, the last
    /// move here; pawn takes pawn stays a good capture.
    #[test]
    fn a_losing_capture_moves_to_the_last_stage() {
        let key = keys("4k3/8/2p5/3p4/8/3Q4/4P3/4K3 w - - 0 1", 3);
        assert_eq!(key("d3d5").stage(), Stage::BadCapture);
        assert_eq!(key("e2e3").stage(), Stage::Quiet);
        let key = keys("4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", 3);
        assert_eq!(key("e4d5").stage(), Stage::GoodCapture);
    }

    /// The table move keeps its stage even when it loses material.
    #[test]
    fn the_table_move_is_left_alone() {
        let board: Board = "4k3/8/2p5/3p4/8/3Q4/4P3/4K3 w - - 0 1".parse().unwrap();
        let table_move = "d3d5".parse().ok();
        let node = Node { board: &board, ply: 1, depth: 3, table_move };
        let key = See::default().score_move(&node, table_move.unwrap());
        assert_eq!(key.stage(), Stage::TableMove);
    }
}
