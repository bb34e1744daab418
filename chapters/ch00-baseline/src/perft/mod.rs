//! Perft: counting the leaves of the legal move tree, to prove the move list right.
//!
//! It walks the moves exactly as the search gets them, from the ordering's move picker:
//! if a chapter's picker ever lost a move or returned one twice, its perft would be wrong.

mod stockfish_order;

use std::sync::atomic::{AtomicBool, Ordering};

use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Move};

pub use stockfish_order::stockfish_order;

use crate::ordering::{Generation, MoveOrdering, Node, ordered_moves};

/// The number of leaf nodes `depth` plies below `board`.
pub fn perft<O: MoveOrdering>(ordering: &O, board: &Board, depth: u32) -> u64 {
    perft_until(ordering, board, depth, &AtomicBool::new(false))
}

/// [`perft`] that gives up (with a wrong count) once `stop` is set: UCI's `stop` ends a
/// `go perft` like a search. The flag is read at nodes with moves below them only, where
/// its cost is lost in the move generation.
fn perft_until<O: MoveOrdering>(ordering: &O, board: &Board, depth: u32, stop: &AtomicBool) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth > 1 && stop.load(Ordering::Relaxed) {
        return 0;
    }
    main_search_order(ordering, board)
        .into_iter()
        .map(|mv| {
            let mut child = board.clone();
            child.play_unchecked(mv);
            perft_until(ordering, &child, depth - 1, stop)
        })
        .sum()
}

/// Perft split by root move, the root moves in Stockfish's order (see
/// [`stockfish_order`]), each count taken through the ordering.
pub fn divide<O: MoveOrdering>(ordering: &O, board: &Board, depth: u32) -> Vec<(Move, u64)> {
    divide_until(ordering, board, depth, &AtomicBool::new(false))
        .expect("nothing sets the stop flag")
}

/// [`divide`], or `None` once `stop` is set.
pub fn divide_until<O: MoveOrdering>(
    ordering: &O,
    board: &Board,
    depth: u32,
    stop: &AtomicBool,
) -> Option<Vec<(Move, u64)>> {
    let divide: Vec<(Move, u64)> = stockfish_order(board)
        .into_iter()
        .map(|mv| {
            let mut child = board.clone();
            child.play_unchecked(mv);
            (mv, perft_until(ordering, &child, depth.saturating_sub(1), stop))
        })
        .collect();
    (!stop.load(Ordering::Relaxed)).then_some(divide)
}

/// Divide output exactly as Stockfish's `go perft` prints it: `e2e4: 20` lines in
/// Stockfish's order, a blank line, then `Nodes searched: N`, so `diff` compares them.
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
