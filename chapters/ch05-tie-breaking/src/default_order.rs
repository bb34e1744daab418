//! The chapter's default order for quiet moves: the quiet checks first, then by what the
//! piece-square tables say the move gains.

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::sort_key::{SortKey, Stage};
use cozy_chess::{Board, Move};

use crate::square_gain::square_gain;

// ANCHOR: default_order
/// The key of a quiet move in the chapter's default order: a quiet check scores 1,
/// any other quiet move 0, and the square gain breaks the ties, among the checks and
/// among the other moves: the move to the square the evaluation likes better first.
/// A check is forcing: the opponent must answer it, and in endgames the checks of a
/// lone rook or queen are often the only moves that hold, just where the piece-square
/// tables send the king to the centre first.
pub fn default_order(board: &Board, mv: Move) -> SortKey {
    let check = i32::from(gives_check(board, mv));
    Stage::Quiet.key(check).then(square_gain(board, mv))
}
// ANCHOR_END: default_order

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quiet_check_comes_before_the_best_placed_quiet_move() {
        // The rook's check on a8 against the king's walk to the centre.
        let board: Board = "2k5/8/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
        let check = default_order(&board, "a1a8".parse().unwrap());
        let king_walk = default_order(&board, "g1f2".parse().unwrap());
        assert!(check > king_walk, "{check:?} {king_walk:?}");
        assert_eq!((check.score, king_walk.score), (1, 0));
        assert_eq!(check.tie_break, square_gain(&board, "a1a8".parse().unwrap()));
    }
}
