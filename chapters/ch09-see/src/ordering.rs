//! Chapter 9's ordering: chapter 7's, with the captures that lose material moved out
//! of the good-capture stage.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch02_mvv_lva::capture_score;
use ch07_history::History;
use cozy_chess::Move;

use crate::see::see_ge;

// ANCHOR: see_ordering
/// The previous chapter's ordering `P` with every good capture of the main search
/// checked by static exchange evaluation when the pick reaches it: one that loses
/// material goes to the bad-capture stage, back among the moves not yet handed out,
/// and the pick goes on. Every other move, and the table move even if it loses, keeps
/// `P`'s key.
#[derive(Default)]
pub struct SeeWith<P = History> {
    previous: P,
}

/// The chapter's ordering.
pub type See = SeeWith<History>;

impl<P: MoveOrdering> MoveOrdering for SeeWith<P> {
    ch00_baseline::previous_chapter!(P, "ch09-see");

    /// The exchange is evaluated only for the captures the pick reaches, not for
    /// every capture when the node's moves are scored: a node that cuts off on its
    /// table move or its first capture evaluates none or one. The order is the one of
    /// checking every capture up front, except that losing captures of equal score
    /// may come in another order among themselves.
    #[inline(always)]
    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        losing_capture_key(node, mv, key).or_else(|| self.previous.demoted_key(node, mv, key))
    }
}
// ANCHOR_END: see_ordering

// ANCHOR: losing_capture_key
/// The key `mv`, just picked with `key` at `node`, moves to because it loses
/// material: if `mv` is in the good-capture stage of a main-search node and the
/// exchange on the target square loses, the bad-capture stage, after every quiet
/// move, with chapter 2's score, which keeps chapter 2's order among the losing
/// captures. `None` keeps `key`.
///
/// Quiescence keeps chapter 2's order: there the check would be asked at most of the
/// nodes the search visits, and save few of them (the lab notes measure it). An
/// engine that prunes losing captures in quiescence gets more for the same check;
/// this book only orders.
///
/// The picker asks at every move it hands out, and most are no good capture: inlined,
/// the question costs those moves a comparison instead of a call.
#[inline(always)]
pub fn losing_capture_key(node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
    let loses = node.depth > 0 && key.stage == Stage::GoodCapture && !see_ge(node.board, mv, 0);
    let score = loses.then(|| capture_score(node.board, mv)).flatten();
    score.map(|score| Stage::BadCapture.key(score))
}
// ANCHOR_END: losing_capture_key

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::{Generation, ordered_moves};
    use cozy_chess::Board;

    use super::*;

    fn order(fen: &str, table_move: Option<&str>) -> Vec<String> {
        let board: Board = fen.parse().unwrap();
        let table_move = table_move.map(|mv| mv.parse().unwrap());
        let node = Node { board: &board, ply: 1, depth: 3, table_move };
        let moves = ordered_moves(&See::default(), &node, Generation::AllMoves);
        moves.iter().map(|mv| mv.to_string()).collect()
    }

    /// Queen takes a pawn that a pawn defends: the first move for chapter 7 (the only
    /// capture), the last one here, after every quiet move.
    #[test]
    fn a_losing_capture_goes_last() {
        let moves = order("4k3/8/2p5/3p4/8/3Q4/4P3/4K3 w - - 0 1", None);
        assert_eq!(moves.last().map(String::as_str), Some("d3d5"), "{moves:?}");
        let chapter_7 = {
            let board: Board = "4k3/8/2p5/3p4/8/3Q4/4P3/4K3 w - - 0 1".parse().unwrap();
            let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
            ordered_moves(&History::default(), &node, Generation::AllMoves)
        };
        assert_eq!(chapter_7[0].to_string(), "d3d5");
    }

    /// Pawn takes pawn wins a pawn: it stays first.
    #[test]
    fn a_winning_capture_stays_first() {
        let moves = order("4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", None);
        assert_eq!(moves[0], "e4d5");
    }

    /// The table move keeps its place even when it loses material.
    #[test]
    fn the_table_move_is_left_alone() {
        let moves = order("4k3/8/2p5/3p4/8/3Q4/4P3/4K3 w - - 0 1", Some("d3d5"));
        assert_eq!(moves[0], "d3d5");
    }
}
