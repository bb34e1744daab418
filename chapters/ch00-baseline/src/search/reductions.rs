//! Late-move reductions, off unless [`TreeRules::late_move_reductions`] is on: not part of
//! the book's ordering-only search, but the reason engine authors say history is worth
//! more than its node counts here suggest. A search that reduces spends less on the moves
//! its ordering puts late, so a better order keeps more good moves at full depth.
//!
//! The rule is the simple, widespread form, not tuned to anything in this book: in the
//! main search, with at least [`MIN_DEPTH`] plies left and the side to move not in check,
//! a quiet move (no capture, no promotion, not the table move, a killer or a countermove)
//! handed out after the first [`FULL_DEPTH_MOVES`] moves is searched one ply less deep,
//! two from the [`DEEPER_FROM_MOVE`]th move on, unless it gives check. The reduced search
//! asks only whether the move beats alpha (a null window); if it does, the move is
//! searched again at full depth with the node's window, so a reduction can delay a good
//! move but never lose it.

use cozy_chess::{Board, Move};

use crate::gives_check::gives_check;
use crate::moves::capture;
use crate::ordering::MoveOrdering;
use crate::score::Score;
use crate::search::alphabeta::Searcher;
use crate::search::rules::TreeRules;
use crate::sort_key::Stage;

// ANCHOR: reduction
/// The fewest plies left at which a node reduces.
pub const MIN_DEPTH: i32 = 3;
/// The moves searched at full depth before any is reduced.
pub const FULL_DEPTH_MOVES: usize = 3;
/// From this move on (counting from 1), a reduction is two plies where depth allows.
pub const DEEPER_FROM_MOVE: usize = 8;

/// How many plies less than usual `mv` is first searched: the move handed out as
/// number `move_number` (the first is 1), in `stage`, at a node of `board` with
/// `depth` plies left. 0 for no reduction; the reduced search always keeps at least
/// one ply.
#[inline(always)]
pub fn reduction(
    rules: &TreeRules,
    board: &Board,
    depth: i32,
    move_number: usize,
    stage: Stage,
    mv: Move,
) -> i32 {
    if !rules.late_move_reductions || depth < MIN_DEPTH {
        return 0;
    }
    let late_quiet = move_number > FULL_DEPTH_MOVES
        && stage == Stage::Quiet
        && mv.promotion.is_none()
        && capture(board, mv).is_none();
    if !late_quiet || !board.checkers().is_empty() || gives_check(board, mv) {
        return 0;
    }
    let plies = if move_number >= DEEPER_FROM_MOVE { 2 } else { 1 };
    plies.min(depth - 2)
}
// ANCHOR_END: reduction

impl<O: MoveOrdering> Searcher<'_, O> {
    // ANCHOR: reduced_search
    /// Searches `mv` `reduction` plies less deep with a null window at alpha; only if
    /// it comes back above alpha is it searched again at full depth with the full
    /// window.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_reduced(
        &mut self,
        board: &Board,
        mv: Move,
        depth: i32,
        reduction: i32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        let reduced = -self.search_child(board, mv, depth - 1 - reduction, ply, -alpha - 1, -alpha);
        if self.aborted || reduced <= alpha {
            return reduced;
        }
        -self.search_child(board, mv, depth - 1, ply, -beta, -alpha)
    }
    // ANCHOR_END: reduced_search
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use crate::ordering::NoOrdering;
    use crate::position::Position;
    use crate::search::{Limits, SearchResult, search};

    /// The start position: quiet moves only, and a small tree even without ordering.
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn searched(fen: &str, depth: u32, reductions: bool) -> SearchResult {
        let position = Position::from_fen(fen).unwrap();
        let mut limits = Limits::depth(depth);
        limits.tree.late_move_reductions = reductions;
        search(&position, &mut NoOrdering, &limits, &AtomicBool::new(false), |_| {})
    }

    /// The engine's search, and every node count in the book, has no reductions.
    #[test]
    fn reductions_are_off_by_default() {
        assert!(!Limits::depth(1).tree.late_move_reductions);
    }

    /// Reducing late quiet moves searches fewer nodes to the same depth.
    #[test]
    fn reductions_search_fewer_nodes() {
        let (full, reduced) = (searched(START, 5, false), searched(START, 5, true));
        assert!(
            reduced.stats.nodes < full.stats.nodes,
            "{} {}",
            reduced.stats.nodes,
            full.stats.nodes
        );
    }
}
