//! "The same piece next": the other moves of the piece that made the table move.

use ch00_baseline::ordering::Node;
use cozy_chess::Move;

// ANCHOR: same_piece
/// Whether `mv` moves the piece the table move moved (same from-square), without
/// being the table move itself. micro-Max gets this order for free: its generator
/// scans the board from the square of the previous best move. The idea behind it:
/// when the best escape of a threatened piece fails at the new depth, another escape
/// of the same piece may still work.
pub fn same_piece_as_table_move(node: &Node, mv: Move) -> bool {
    node.table_move.is_some_and(|table_move| table_move.from == mv.from && table_move != mv)
}
// ANCHOR_END: same_piece

#[cfg(test)]
mod tests {
    use cozy_chess::Board;

    use super::*;

    #[test]
    fn only_the_other_moves_of_the_table_moves_piece() {
        let board = Board::default();
        let table_move = "g1f3".parse().ok();
        let node = Node { board: &board, ply: 0, depth: 3, table_move };
        let same = |mv: &str| same_piece_as_table_move(&node, mv.parse().unwrap());
        assert!(same("g1h3"));
        assert!(!same("g1f3"), "the table move itself");
        assert!(!same("b1c3"), "another knight");
        let no_table_move = Node { table_move: None, ..node };
        assert!(!same_piece_as_table_move(&no_table_move, "g1h3".parse().unwrap()));
    }
}
