//! micro-Max's ideas, one at a time, on top of chapter 5.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch05_tie_breaking::TieBreaking;
use cozy_chess::Move;

use ch00_baseline::gives_check::gives_check;
use ch05_tie_breaking::square_gain;
use ch06_micro_max::deepening::deepen_every_node;
use ch06_micro_max::same_piece::same_piece_as_table_move;

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

/// Above chapter 5's quiet scores (1 for a check, 0 for the others).
const SAME_PIECE_LIFT: SortScore = 2;

// ANCHOR: deepen_without_table_move
/// Internal iterative deepening as most engines use it: only a node the table knows
/// nothing about, at least `min_depth` deep, is first searched `reduction` plies
/// shallower; every other node already has a move to try first. micro-Max's rule
/// restricted to such nodes is `min_depth` 2, `reduction` 1.
pub fn deepen_without_table_move(
    depth: i32,
    table_move: Option<Move>,
    min_depth: i32,
    reduction: i32,
) -> Option<i32> {
    (table_move.is_none() && depth >= min_depth.max(2)).then_some(depth - reduction)
}
// ANCHOR_END: deepen_without_table_move

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
                Stage::GoodCapture.key(SortScore::MAX)
            }
            _ => self.previous.score_move(node, mv),
        }
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        match IDEA {
            // Above every other quiet move; chapter 5's default order among the piece's.
            SAME_PIECE_AFTER_KILLERS if same_piece_as_table_move(node, mv) => {
                let check = i32::from(gives_check(node.board, mv));
                Stage::Quiet.key(SAME_PIECE_LIFT + check).then(square_gain(node.board, mv))
            }
            _ => self.previous.score_quiet(node, mv),
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
        assert!(after > Stage::Quiet.key(1).then(SortScore::MAX) && after < killer_key(1));
    }
}
