//! micro-Max's ordering on our board and search: one source of ordering information, the
//! best move the node found at the previous depth.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch04_tt_move::TtMove;
use ch04_tt_move::table_move_first;
use ch05_tie_breaking::pick_stable;
use cozy_chess::Move;
use ordering_lab::tt_variants::TtScoreCutoffs;

use super::ideas::deepening::deepen_every_node;
use super::ideas::same_piece::same_piece_as_table_move;

/// The score of the table move's piece's other moves: above every other move but the
/// table move. The scheme knows no captures or killers, so every move but the table move
/// is in the quiet stage, unranked (score 0) unless it moves the same piece.
pub const SAME_PIECE: SortScore = 1;

/// The table the scheme keeps its best moves in: chapter 4's, which either suggests a
/// move only ([`TtMove`]) or also returns stored scores ([`TtScoreCutoffs`]).
pub trait SchemeTable: MoveOrdering {
    /// How tables name the scheme over this table.
    const LABEL: &'static str;
}

impl SchemeTable for TtMove {
    const LABEL: &'static str = "micro-Max's scheme";
}

impl SchemeTable for TtScoreCutoffs {
    const LABEL: &'static str = "micro-Max's scheme + TT score cutoffs";
}

// ANCHOR: micro_max_scheme
/// micro-Max's ordering: iterative deepening in every node, so that every node has a best
/// move from the depth before in the table; that move first, the other moves of the same
/// piece next, then everything else in the order the generator made it (stable pick).
/// No capture ordering, no killers, no default order: nothing learned but the table.
///
/// Our quiescence search does not use the table (micro-Max's does), so there the scheme
/// has nothing to go on and captures come in generation order.
#[derive(Default)]
pub struct MicroMaxScheme<T = TtMove> {
    /// Only the table of chapter 4's ordering is used (its probe and store); the scheme
    /// scores and picks on its own.
    previous: T,
}

impl<T: SchemeTable> MoveOrdering for MicroMaxScheme<T> {
    ch00_baseline::previous_chapter!(T, T::LABEL);

    fn internal_deepening_depth(&self, depth: i32, _table_move: Option<Move>) -> Option<i32> {
        deepen_every_node(depth)
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        match table_move_first(node, mv) {
            Some(table_move) => table_move,
            None if same_piece_as_table_move(node, mv) => Stage::Quiet.key(SAME_PIECE),
            None => SortKey::UNRANKED,
        }
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_stable(moves, index);
    }

    /// The table's killers would learn here; the scheme never asks them, so nothing is
    /// passed on.
    fn on_beta_cutoff(&mut self, _node: &Node, _mv: Move, _searched: &[Move]) {}
}
// ANCHOR_END: micro_max_scheme

/// micro-Max's scheme over a table that also returns stored scores, as micro-Max's does.
pub type MicroMaxSchemeWithCutoffs = MicroMaxScheme<TtScoreCutoffs>;

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::ordering::{Generation, ordered_moves};
    use cozy_chess::Board;

    use super::*;

    fn order(board: &Board, table_move: &str) -> Vec<String> {
        let scheme = MicroMaxScheme::<TtMove>::default();
        let node = Node { board, ply: 1, depth: 3, table_move: table_move.parse().ok() };
        let moves = ordered_moves(&scheme, &node, Generation::AllMoves);
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
    /// cozy-chess writes castling as the king taking its own rook, so the table keeps the
    /// whole move and castling can be the table move, which micro-Max cannot do.
    #[test]
    fn castling_can_come_first() {
        let board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
        let ordered = order(&board, "e1h1");
        assert_eq!(ordered[0], "e1h1");
        assert!(ordered[1].starts_with("e1"), "then the king's other moves");
    }
    // ANCHOR_END: castling_first
}
