//! micro-Max's ideas, one at a time, on top of chapter 5.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch05_tie_breaking::TieBreaking;
use ch05_tie_breaking::quiet_order::QUIET_ROOM;
use cozy_chess::Move;

#[path = "deepening.rs"]
pub mod deepening;
#[path = "same_piece.rs"]
pub mod same_piece;

use deepening::{deepen_every_node, deepen_without_table_move};
use same_piece::same_piece_as_table_move;

/// Every node deepened iteratively, as micro-Max does.
pub const DEEPEN_EVERY_NODE: usize = 0;
/// Only nodes without a table move deepened, one ply shallower (micro-Max's rule there).
pub const DEEPEN_WITHOUT_TABLE_MOVE: usize = 1;
/// Only nodes without a table move at depth 5 or more, two plies shallower (the usual
/// engine's internal iterative deepening, for comparison).
pub const DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE: usize = 2;
/// The table move's piece's other moves right after the table move, before the captures
/// (micro-Max's place for them).
pub const SAME_PIECE_BEFORE_CAPTURES: usize = 3;
/// The table move's piece's other quiet moves after the killers, before the other quiet
/// moves.
pub const SAME_PIECE_AFTER_KILLERS: usize = 4;

// ANCHOR: with_idea
/// Chapter 5 plus the one idea `IDEA` (one of the constants above), so that each is
/// measured alone.
#[derive(Default)]
pub struct WithIdea<const IDEA: usize> {
    previous: TieBreaking,
}

impl<const IDEA: usize> MoveOrdering for WithIdea<IDEA> {
    ch00_baseline::previous_chapter!(TieBreaking, idea_name(IDEA));

    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        match IDEA {
            DEEPEN_EVERY_NODE => deepen_every_node(depth),
            DEEPEN_WITHOUT_TABLE_MOVE => deepen_without_table_move(depth, table_move, 2, 1),
            DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE => {
                deepen_without_table_move(depth, table_move, 5, 2)
            }
            _ => None,
        }
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        match IDEA {
            // The top of the good captures, above every entry MVV-LVA hands out.
            SAME_PIECE_BEFORE_CAPTURES if same_piece_as_table_move(node, mv) => {
                Stage::GoodCapture.key(SortKey::MAX_SCORE)
            }
            _ => self.previous.score_move(node, mv),
        }
    }

    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        let key = self.previous.score_quiet(node, mv, key);
        match IDEA {
            // Above every quiet key, keeping the default order among the piece's moves.
            SAME_PIECE_AFTER_KILLERS if same_piece_as_table_move(node, mv) => {
                Stage::Quiet.key(key.score() + 2 * QUIET_ROOM + 1)
            }
            _ => key,
        }
    }
}
// ANCHOR_END: with_idea

/// How tables name chapter 5 with `idea` added.
const fn idea_name(idea: usize) -> &'static str {
    match idea {
        DEEPEN_EVERY_NODE => "+ deepening in every node",
        DEEPEN_WITHOUT_TABLE_MOVE => "+ deepening without a table move",
        DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE => "+ the same, depth 5 and up, 2 plies less",
        SAME_PIECE_BEFORE_CAPTURES => "+ same piece before captures",
        _ => "+ same piece after killers",
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::full_key;
    use ch02_mvv_lva::table::{QUEEN_PROMOTION, mvv_lva};
    use ch03_killers::killer_key;
    use ch04_tt_move::TtMove;
    use cozy_chess::{Board, Piece};

    use super::*;

    #[test]
    fn same_piece_lands_where_each_place_says() {
        let board = Board::default();
        let node = Node { board: &board, ply: 1, depth: 3, table_move: "g1f3".parse().ok() };
        let sibling: Move = "g1h3".parse().unwrap();
        let before = full_key(&WithIdea::<SAME_PIECE_BEFORE_CAPTURES>::default(), &node, sibling);
        let after = full_key(&WithIdea::<SAME_PIECE_AFTER_KILLERS>::default(), &node, sibling);
        let table_move = TtMove::default().score_move(&node, "g1f3".parse().unwrap());
        let best_capture =
            Stage::GoodCapture.key(QUEEN_PROMOTION + mvv_lva(Piece::Queen, Piece::Pawn));
        assert!(before < table_move && before > best_capture);
        assert!(after > Stage::Quiet.key(QUIET_ROOM) && after < killer_key(1));
    }
}
