//! Perft: counting the leaves of the legal move tree, to prove the move list right.
//!
//! It walks the moves exactly as the search gets them, from the ordering's move picker:
//! if a chapter's picker ever lost a move or returned one twice, its perft would be wrong.

use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Move};

use crate::ordering::{Generation, MoveOrdering, Node, ordered_moves};

/// The number of leaf nodes `depth` plies below `board`.
pub fn perft<O: MoveOrdering>(ordering: &O, board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    main_search_order(ordering, board)
        .into_iter()
        .map(|mv| {
            let mut child = board.clone();
            child.play_unchecked(mv);
            perft(ordering, &child, depth - 1)
        })
        .sum()
}

/// Perft split by root move, in the order the ordering searches them.
pub fn divide<O: MoveOrdering>(ordering: &O, board: &Board, depth: u32) -> Vec<(Move, u64)> {
    main_search_order(ordering, board)
        .into_iter()
        .map(|mv| {
            let mut child = board.clone();
            child.play_unchecked(mv);
            (mv, perft(ordering, &child, depth.saturating_sub(1)))
        })
        .collect()
}

/// Divide output exactly as Stockfish's `go perft` prints it: `e2e4: 20` lines, a blank
/// line, then `Nodes searched: N`. Sort both outputs to diff them.
pub fn format_divide(board: &Board, divide: &[(Move, u64)]) -> String {
    let mut text = String::new();
    for (mv, count) in divide {
        text.push_str(&format!("{}: {count}\n", display_uci_move(board, *mv)));
    }
    let total: u64 = divide.iter().map(|(_, count)| count).sum();
    text.push_str(&format!("\nNodes searched: {total}\n"));
    text
}

/// The legal moves in the order the ordering would search them at a main-search node.
fn main_search_order<O: MoveOrdering>(ordering: &O, board: &Board) -> Vec<Move> {
    let node = Node { board, ply: 0, depth: 1, table_move: None };
    ordered_moves(ordering, &node, Generation::AllMoves)
}
