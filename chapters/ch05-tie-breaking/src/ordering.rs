//! Chapter 5's ordering: chapter 4's scores, ties broken by a default order for quiet
//! moves and by a pick that keeps equal moves in the order they came in.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch04_tt_move::TtMove;
use cozy_chess::Move;

use crate::chapter_default::ChapterDefault;
use crate::quiet_order::{QuietOrder, QuietTerms};
use crate::stable_pick::pick_stable;

// ANCHOR: tie_breaking_ordering
/// Chapter 4's ordering with its ties broken: the moves of the quiet stage, which chapter
/// 4 leaves unranked, get their score from the default order `Q`, and the stable pick
/// keeps every remaining tie in the order the generator produced. The chapter's own ordering is [`TieBreaking`]; the experiments put
/// other defaults in `Q`, and another chapter 4 (over another killer slot count) in `P`.
#[derive(Default)]
pub struct TieBreakingWith<Q, P = TtMove> {
    previous: P,
    quiet_order: Q,
}

/// The chapter's ordering: the default order the measurements chose.
pub type TieBreaking = TieBreakingWith<ChapterDefault>;

impl<Q: QuietOrder, P: MoveOrdering> MoveOrdering for TieBreakingWith<Q, P> {
    ch00_baseline::previous_chapter!(P, Q::NAME);

    /// The default order's key waits until the pick reaches the quiet moves, so a node
    /// that cuts off on the table move, a capture or a killer never pays for it.
    fn score_quiet(&self, node: &Node, mv: Move, _key: SortKey) -> SortKey {
        self.default_key(node, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_stable(moves, index);
    }
}
// ANCHOR_END: tie_breaking_ordering

// ANCHOR: tie_breaking_terms
/// An ordering built on chapter 5's, which can tell the terms of the default order's key
/// of a quiet move: what a later chapter needs to sort by one term before its own score
/// and by the rest after it (chapter 7 keeps the quiet checks in front of history).
pub trait TieBreakingTerms: MoveOrdering {
    fn quiet_terms(&self, node: &Node, mv: Move) -> QuietTerms;
}

impl<Q: QuietOrder, P: MoveOrdering> TieBreakingTerms for TieBreakingWith<Q, P> {
    fn quiet_terms(&self, node: &Node, mv: Move) -> QuietTerms {
        self.quiet_order.quiet_terms(node.board, mv)
    }
}
// ANCHOR_END: tie_breaking_terms

impl<Q: QuietOrder, P> TieBreakingWith<Q, P> {
    /// Chapter 4 leaves every quiet move at score 0: the default order gives the score.
    fn default_key(&self, node: &Node, mv: Move) -> SortKey {
        Stage::Quiet.key(self.quiet_order.quiet_key(node.board, mv))
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::ordering::full_key;
    use ch03_killers::killer_key;
    use cozy_chess::Board;

    use super::*;
    use crate::quiet_order::QUIET_ROOM;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn the_default_order_stays_below_every_killer() {
        assert!(Stage::Quiet.key(QUIET_ROOM) < killer_key(3));
    }

    /// Tie-breaking only speaks where chapter 4 is silent: every move chapter 4 ranks keeps
    /// its key, and only unranked moves get a score, inside the room of a default order.
    #[test]
    fn ranked_moves_keep_chapter_4s_score() {
        let board: Board = KIWIPETE.parse().unwrap();
        let node = Node { board: &board, ply: 0, depth: 3, table_move: "e1h1".parse().ok() };
        let (chapter_4, chapter_5) = (TtMove::default(), TieBreaking::default());
        for scored in legal_moves(&board) {
            let before = full_key(&chapter_4, &node, scored.mv);
            let after = full_key(&chapter_5, &node, scored.mv);
            if before == SortKey::UNRANKED {
                assert_eq!(after.stage(), Stage::Quiet, "{}", scored.mv);
                assert!(after.score().abs() <= QUIET_ROOM, "{}: {after:?}", scored.mv);
            } else {
                assert_eq!(after, before, "{}", scored.mv);
            }
        }
    }
}
