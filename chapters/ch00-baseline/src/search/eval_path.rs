//! The evaluation sums of every position on the search path, one per ply.

use cozy_chess::{Board, Move};

use crate::eval::EvalSums;
use crate::score::{MAX_PLY, Score};

/// A child's sums are its parent's plus what the move changed, so no node adds up the
/// whole board; the values are exactly those of [`crate::eval::evaluate`].
pub(crate) struct EvalPath {
    sums: Vec<EvalSums>,
}

impl EvalPath {
    pub(crate) fn new(root: &Board) -> Self {
        let mut sums = vec![EvalSums::default(); MAX_PLY + 1];
        sums[0] = EvalSums::of(root);
        Self { sums }
    }

    /// `board`, at `ply`, plays `mv`: the sums of the child at `ply + 1`.
    #[inline(always)]
    pub(crate) fn play(&mut self, ply: usize, board: &Board, mv: Move) {
        self.sums[ply + 1] = self.sums[ply].after(board, mv);
    }

    /// The static evaluation of the position after the move `board` just [`play`]ed at
    /// `ply`: known before the move is played on a board.
    ///
    /// [`play`]: EvalPath::play
    #[inline]
    pub(crate) fn evaluate_after(&self, board: &Board, ply: usize) -> Score {
        self.sums[ply + 1].score(!board.side_to_move())
    }

    /// The static evaluation of `board`, the position at `ply`.
    #[inline(always)]
    pub(crate) fn evaluate(&self, board: &Board, ply: usize) -> Score {
        self.sums[ply].score(board.side_to_move())
    }
}
