//! Draws the search must see: repetition, the fifty-move rule, insufficient material.

use cozy_chess::{Board, Piece};

use crate::key::position_key;

/// Whether the position at the end of `path` is a draw by rule. `path` holds the hashes
/// of every earlier position (the game's, then the search's), the current one excluded.
///
/// `repetitions` earlier occurrences make a draw. The engine counts a single one: if a
/// position can repeat once, the side that is not winning can make it repeat again, and
/// treating it as a draw at once saves nodes and keeps the engine from walking into a
/// repetition it would have to avoid anyway.
pub fn is_draw(board: &Board, path: &[u64], repetitions: u8) -> bool {
    is_repetition(board, path, repetitions)
        || is_fifty_move_draw(board)
        || is_insufficient_material(board)
}

/// A hundred plies without a capture or pawn move draw, unless the last one gave mate.
fn is_fifty_move_draw(board: &Board) -> bool {
    board.halfmove_clock() >= 100 && !(!board.checkers().is_empty() && !has_legal_move(board))
}

fn has_legal_move(board: &Board) -> bool {
    board.generate_moves(|_| true)
}

/// Positions can only repeat since the last capture or pawn move (the halfmove clock),
/// and only with the same side to move (every second entry). The nearest candidate is
/// four plies back: in two plies each side moves once, and the second move cannot undo
/// the first. So with fewer than four reversible plies, which is most quiescence nodes
/// (they follow a capture), there is nothing to compare and the key is not computed.
fn is_repetition(board: &Board, path: &[u64], repetitions: u8) -> bool {
    let reversible = (board.halfmove_clock() as usize).min(path.len());
    if reversible < 4 {
        return false;
    }
    let hash = position_key(board);
    let mut earlier = (4..=reversible).step_by(2).filter(|&back| path[path.len() - back] == hash);
    earlier.nth(usize::from(repetitions.max(1)) - 1).is_some()
}

/// Bare kings, or a king and a single minor piece against a bare king: no mate possible.
fn is_insufficient_material(board: &Board) -> bool {
    let majors_and_pawns =
        board.pieces(Piece::Pawn) | board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    majors_and_pawns.is_empty() && board.occupied().len() <= 3
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    #[test]
    fn knights_dancing_back_repeat_the_start() {
        let start = Position::default();
        let moves = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let back = start.with_moves(moves).unwrap();
        assert!(is_draw(back.board(), back.earlier_hashes(), 1));
        assert!(!is_draw(back.board(), back.earlier_hashes(), 2));
        let almost = start.with_moves(moves[..3].iter().copied()).unwrap();
        assert!(!is_draw(almost.board(), almost.earlier_hashes(), 1));
    }

    #[test]
    fn fifty_moves_and_bare_kings_are_draws() {
        let fifty: Board = "4k3/8/8/8/8/8/4P3/4K3 w - - 100 80".parse().unwrap();
        assert!(is_draw(&fifty, &[], 1));
        let bishop: Board = "4k3/8/8/8/8/8/4B3/4K3 w - - 0 1".parse().unwrap();
        assert!(is_draw(&bishop, &[], 1));
        let pawn: Board = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
        assert!(!is_draw(&pawn, &[], 1));
    }
}
