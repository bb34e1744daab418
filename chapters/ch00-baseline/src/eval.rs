//! Static evaluation: material plus tapered piece-square tables.
//!
//! The evaluation is a blend of three sums over the pieces on the board. The search keeps
//! those sums up to date move by move ([`EvalSums::after`]) instead of adding up the whole
//! board at every node: most nodes are quiescence nodes, and each of them evaluates.
//! [`evaluate`] adds them up from scratch; both give exactly the same value.

mod sums;

pub use sums::EvalSums;

use cozy_chess::Board;

use crate::score::Score;

/// The position's value for the side to move, in centipawns, computed from scratch.
///
/// Middlegame and endgame sums are blended by how much material is left, so a king is
/// told to hide while queens are on and to walk to the centre once they are gone.
pub fn evaluate(board: &Board) -> Score {
    EvalSums::of(board).score(board.side_to_move())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_is_balanced() {
        assert_eq!(evaluate(&Board::default()), 0);
    }

    #[test]
    fn mirrored_positions_score_the_same_for_the_side_to_move() {
        let white = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let black = "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3";
        let white: Board = white.parse().unwrap();
        let black: Board = black.parse().unwrap();
        assert_eq!(evaluate(&white), evaluate(&black));
    }
}
