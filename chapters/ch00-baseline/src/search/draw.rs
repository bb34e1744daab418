//! Draws the search must see: repetition, the fifty-move rule, insufficient material.

use cozy_chess::{Board, Move, Piece};

use crate::key::position_key;
use crate::moves::capture;

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

// ANCHOR: no_draw_after
/// Whether the position after `mv`, a legal move of `board`, is surely no draw by
/// rule, told from `board` alone: `path_len` positions precede `board` on the path.
/// It errs only one way: `false` may still be no draw (the caller then plays the move
/// and asks [`is_draw`]). After a capture or a pawn move nothing can repeat and the
/// fifty-move count starts again; after another move the count goes on by one, and a
/// repetition needs [`NEAREST_REPETITION`] reversible plies. Fewer than four pieces
/// left may be bare kings or a lone minor piece.
#[inline(always)]
pub(crate) fn no_draw_after(board: &Board, mv: Move, path_len: usize) -> bool {
    let captures = capture(board, mv).is_some();
    let irreversible = captures || board.pieces(Piece::Pawn).has(mv.from);
    let clock_after = if irreversible { 0 } else { board.halfmove_clock() as usize + 1 };
    let pieces_after = board.occupied().len() - u32::from(captures);
    clock_after < 100 && clock_after.min(path_len + 1) < NEAREST_REPETITION && pieces_after > 3
}
// ANCHOR_END: no_draw_after

/// How many plies back the nearest earlier occurrence of a position can be: in two
/// plies each side moves once, and the second move cannot undo the first.
const NEAREST_REPETITION: usize = 4;

/// A hundred plies without a capture or pawn move draw, unless the last one gave mate.
fn is_fifty_move_draw(board: &Board) -> bool {
    board.halfmove_clock() >= 100 && !(!board.checkers().is_empty() && !has_legal_move(board))
}

fn has_legal_move(board: &Board) -> bool {
    board.generate_moves(|_| true)
}

/// Positions can only repeat since the last capture or pawn move (the halfmove clock),
/// and only with the same side to move (every second entry), [`NEAREST_REPETITION`] plies
/// back at the nearest. So with fewer reversible plies, which is most quiescence nodes
/// (they follow a capture), there is nothing to compare and the key is not computed.
fn is_repetition(board: &Board, path: &[u64], repetitions: u8) -> bool {
    let reversible = (board.halfmove_clock() as usize).min(path.len());
    if reversible < NEAREST_REPETITION {
        return false;
    }
    let hash = position_key(board);
    let mut earlier = (NEAREST_REPETITION..=reversible)
        .step_by(2)
        .filter(|&back| path[path.len() - back] == hash);
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

    /// Along random games, with the whole game as the path: whenever `no_draw_after`
    /// says so, the position after the move is no draw, at one or two repetitions; and
    /// it says so often, or it would save nothing.
    #[test]
    fn no_draw_after_is_never_wrong() {
        let mut rng = fastrand::Rng::with_seed(27);
        let (mut asked, mut sure) = (0, 0);
        for game in 0..300 {
            // Few pieces and a high clock: bare kings and the fifty-move rule come up,
            // the last one at the root, before the path has four positions.
            let start = match game % 3 {
                0 => Position::default(),
                1 => Position::from_fen("4k3/8/3n4/8/8/4N3/8/R3K3 w - - 90 80").unwrap(),
                _ => Position::from_fen("4k3/8/3n4/8/8/4N3/8/R3K3 w - - 99 80").unwrap(),
            };
            let (mut board, mut path) = (start.board().clone(), Vec::new());
            for _ in 0..150 {
                let moves = crate::moves::legal_moves(&board);
                if moves.is_empty() || is_draw(&board, &path, 1) {
                    break;
                }
                for scored in moves.iter() {
                    asked += 1;
                    if no_draw_after(&board, scored.mv, path.len()) {
                        sure += 1;
                        let mut after = board.clone();
                        after.play_unchecked(scored.mv);
                        path.push(position_key(&board));
                        for repetitions in [1, 2] {
                            assert!(!is_draw(&after, &path, repetitions), "{} {after}", scored.mv);
                        }
                        path.pop();
                    }
                }
                // Knight moves, when there are some, so that positions repeat.
                let knight_moves: Vec<Move> = moves
                    .iter()
                    .map(|scored| scored.mv)
                    .filter(|mv| board.pieces(Piece::Knight).has(mv.from))
                    .collect();
                let mv = if !knight_moves.is_empty() && rng.bool() {
                    knight_moves[rng.usize(..knight_moves.len())]
                } else {
                    moves[rng.usize(..moves.len())].mv
                };
                path.push(position_key(&board));
                board.play_unchecked(mv);
            }
        }
        assert!(sure * 4 > asked, "{sure} of {asked}");
    }
}
