//! Chapter 6's ordering: micro-Max's, with one source of ordering information.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch02_mvv_lva::mvv_lva_key;
use ch04_tt_move::table_move_first;
use ch05_tie_breaking::TieBreaking;
use cozy_chess::Move;

use crate::deepening::deepen_every_node;
use crate::same_piece::same_piece_as_table_move;

/// The score of the table move's piece's other moves: above every other unranked
/// move.
pub const SAME_PIECE: SortScore = 1;

// ANCHOR: micro_max_ordering
/// micro-Max's ordering: iterative deepening in every node, so that every node has a
/// best move from the depth before in the table; that move first, the other moves of
/// the same piece next, then everything else in the order the generator made it. In
/// quiescence, where our search keeps no table, the captures by MVV-LVA, the order
/// micro-Max's own quiescence reaches by deepening in steps of victim value. No
/// killers, no default order, no history: nothing learned but the table's best moves.
///
/// It keeps chapter 5's table (chapter 4's) and stable pick, and replaces every
/// score: the chapter sets micro-Max's single source beside the pipeline of chapters
/// 1 to 5.
#[derive(Default)]
pub struct MicroMax {
    previous: TieBreaking,
}

impl MoveOrdering for MicroMax {
    ch00_baseline::previous_chapter!(TieBreaking, "ch06-micro-max");

    // ANCHOR: micro_max_scheme
    /// Every node of depth 2 or more is first searched one ply shallower, so that the
    /// table holds a best move for it when its own search starts.
    fn internal_deepening_depth(&self, depth: i32, _table_move: Option<Move>) -> Option<i32> {
        deepen_every_node(depth)
    }

    /// The table move first. In quiescence, which has no table move, the captures by
    /// MVV-LVA. Every other move is left unranked, captures included.
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let in_quiescence = node.depth <= 0;
        match table_move_first(node, mv) {
            Some(table_move) => table_move,
            None if in_quiescence => mvv_lva_key(node.board, mv).unwrap_or(SortKey::UNRANKED),
            None => SortKey::UNRANKED,
        }
    }

    /// Among the unranked moves, the other moves of the table move's piece first; the
    /// rest keep the order the generator made them in (the pick is stable).
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        Stage::Quiet.key(if same_piece_as_table_move(node, mv) { SAME_PIECE } else { 0 })
    }
    // ANCHOR_END: micro_max_scheme

    /// The killers of chapter 3 would learn here; micro-Max never asks them.
    fn on_beta_cutoff(&mut self, _node: &Node, _mv: Move, _searched: &[Move]) {}
}
// ANCHOR_END: micro_max_ordering

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::ordering::{Generation, ordered_moves};
    use cozy_chess::Board;

    use super::*;

    fn order(board: &Board, table_move: &str) -> Vec<String> {
        let node = Node { board, ply: 1, depth: 3, table_move: table_move.parse().ok() };
        let moves = ordered_moves(&MicroMax::default(), &node, Generation::AllMoves);
        moves.iter().map(|mv| mv.to_string()).collect()
    }

    #[test]
    fn table_move_then_its_piece_then_generation_order() {
        let board = Board::default();
        let generated: Vec<String> = legal_moves(&board).iter().map(|s| s.mv.to_string()).collect();
        let ordered = order(&board, "g1f3");
        assert_eq!(ordered[..2], ["g1f3", "g1h3"]);
        let rest: Vec<&String> = generated.iter().filter(|mv| !mv.starts_with("g1")).collect();
        assert_eq!(ordered[2..].iter().collect::<Vec<_>>(), rest);
    }

    // ANCHOR: castling_first
    /// cozy-chess writes castling as the king taking its own rook, so the table keeps
    /// the whole move and castling can be the table move, which micro-Max cannot do.
    #[test]
    fn castling_can_come_first() {
        let board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
        let ordered = order(&board, "e1h1");
        assert_eq!(ordered[0], "e1h1");
        assert!(ordered[1].starts_with("e1"), "then the king's other moves");
    }
    // ANCHOR_END: castling_first

    /// Quiescence has no table move: the captures come by MVV-LVA, queen takes pawn
    /// last.
    #[test]
    fn quiescence_orders_captures_by_victim() {
        let board: Board =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
        let node = Node { board: &board, ply: 1, depth: 0, table_move: None };
        let captures = ordered_moves(&MicroMax::default(), &node, Generation::TacticalMoves);
        assert_eq!(captures.last().map(Move::to_string).as_deref(), Some("f3h3"));
    }
}
