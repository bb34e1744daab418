//! The moves that led to the node being searched, kept by the ordering itself.

use ch00_baseline::score::MAX_PLY;
use cozy_chess::{Board, Move};

use crate::piece_to::PieceTo;

// ANCHOR: path_moves
/// The move played at every ply of the current search path, as the search reports it
/// through chapter 0's `on_move_played` seam. A node at ply `p` reads plies `p - 1`
/// and `p - 2`: the search wrote them on its way down to this node, and it overwrites
/// an entry only when it plays another move from that ply, after it has left this
/// node. So there is nothing to undo when the search backs up.
#[derive(Clone, Debug)]
pub struct PathMoves {
    played: [Option<PieceTo>; MAX_PLY],
}

impl Default for PathMoves {
    fn default() -> Self {
        Self { played: [None; MAX_PLY] }
    }
}

impl PathMoves {
    /// `board`, the position at `ply`, is about to play `mv`.
    pub fn record(&mut self, board: &Board, ply: usize, mv: Move) {
        self.played[ply] = Some(PieceTo::of(board, mv));
    }

    /// The move played `back` plies above a node at `ply` (1: the move that led to
    /// it); `None` when the path is shorter than that, as it is near the root.
    pub fn back(&self, ply: usize, back: usize) -> Option<PieceTo> {
        ply.checked_sub(back).and_then(|earlier| self.played[earlier])
    }
}
// ANCHOR_END: path_moves
