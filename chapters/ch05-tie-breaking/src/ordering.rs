//! Chapter 5's ordering: chapter 4's scores, ties broken by a default order for quiet
//! moves and by a pick that keeps equal moves in the order they came in.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch04_tt_move::TtMove;
use cozy_chess::Move;

use crate::default_order::default_order;
use crate::stable_pick::pick_stable;

// ANCHOR: tie_breaking_ordering
/// The ordering `P` (chapter 4's in the chapter's engine) with its ties broken: the
/// quiet moves, which chapter 4 leaves unranked, get their key from the default
/// order, and the stable pick keeps every remaining tie in the generator's order.
#[derive(Default)]
pub struct TieBreakingWith<P = TtMove> {
    previous: P,
}

/// The chapter's ordering.
pub type TieBreaking = TieBreakingWith<TtMove>;

impl<P: MoveOrdering> MoveOrdering for TieBreakingWith<P> {
    ch00_baseline::previous_chapter!(P, "ch05-tie-breaking");

    /// Asked only when the pick reaches the quiet moves, so a node that cuts off on
    /// the table move, a capture or a killer never pays for the check test.
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        default_order(node.board, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_stable(moves, index);
    }
}
// ANCHOR_END: tie_breaking_ordering

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::ordering::full_key;
    use cozy_chess::Board;

    use super::*;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /// Tie-breaking only speaks where chapter 4 is silent: every move chapter 4 ranks keeps
    /// its key, and only unranked moves get a score.
    #[test]
    fn ranked_moves_keep_chapter_4s_key() {
        let board: Board = KIWIPETE.parse().unwrap();
        let node = Node { board: &board, ply: 0, depth: 3, table_move: "e1h1".parse().ok() };
        let (chapter_4, chapter_5) = (TtMove::default(), TieBreaking::default());
        for scored in legal_moves(&board) {
            let before = full_key(&chapter_4, &node, scored.mv);
            let after = full_key(&chapter_5, &node, scored.mv);
            if before == SortKey::UNRANKED {
                assert_eq!(after, default_order(&board, scored.mv));
            } else {
                assert_eq!(after, before, "{}", scored.mv);
            }
        }
    }
}
