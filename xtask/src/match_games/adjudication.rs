//! When a game is over, by the rules of chess: checkmate, stalemate, threefold repetition,
//! the fifty-move rule, and material with which no mate is possible.

use cozy_chess::{BitBoard, Board, Color, Piece};

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Termination {
    Checkmate,
    Stalemate,
    Repetition,
    FiftyMoves,
    InsufficientMaterial,
    /// The side named lost on time.
    Time,
    /// The side named played a move that is not legal (the text it sent).
    IllegalMove(String),
    /// The side named stopped answering or exited (what went wrong).
    Crash(String),
}

impl Termination {
    /// Whether the engines broke a rule of the protocol rather than of chess.
    pub fn is_failure(&self) -> bool {
        matches!(self, Self::Time | Self::IllegalMove(_) | Self::Crash(_))
    }

    /// The label a report groups games by.
    pub fn label(&self) -> &'static str {
        match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::Repetition => "threefold repetition",
            Self::FiftyMoves => "fifty-move rule",
            Self::InsufficientMaterial => "insufficient material",
            Self::Time => "loss on time",
            Self::IllegalMove(_) => "illegal move",
            Self::Crash(_) => "crash",
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Color),
    Draw,
}

/// Whether the game whose positions are `history` (oldest first, the current one last)
/// is over, and how.
pub fn adjudicate(history: &[Board]) -> Option<(Outcome, Termination)> {
    let board = history.last()?;
    if !board.generate_moves(|_| true) {
        return Some(if board.checkers().is_empty() {
            (Outcome::Draw, Termination::Stalemate)
        } else {
            (Outcome::Win(!board.side_to_move()), Termination::Checkmate)
        });
    }
    if is_insufficient_material(board) {
        return Some((Outcome::Draw, Termination::InsufficientMaterial));
    }
    if board.halfmove_clock() >= 100 {
        return Some((Outcome::Draw, Termination::FiftyMoves));
    }
    // `same_position` is the FIDE test: an en passant square counts only when the capture
    // is legal, and the side to move and castling rights must match.
    let occurrences = history.iter().filter(|earlier| earlier.same_position(board)).count();
    (occurrences >= 3).then_some((Outcome::Draw, Termination::Repetition))
}

/// Squares of the light colour (b1, a2, ...): bishops that all stand on one colour can
/// never mate on their own.
const LIGHT_SQUARES: BitBoard = BitBoard(0x55AA_55AA_55AA_55AA);

/// King against king with at most one minor piece, or with bishops only, all on squares of
/// one colour: no sequence of moves can end in mate.
pub fn is_insufficient_material(board: &Board) -> bool {
    let heavy = board.pieces(Piece::Pawn) | board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    if !heavy.is_empty() {
        return false;
    }
    let knights = board.pieces(Piece::Knight);
    let bishops = board.pieces(Piece::Bishop);
    let minors = (knights | bishops).len();
    let one_colour = (bishops & LIGHT_SQUARES).is_empty() || (bishops & !LIGHT_SQUARES).is_empty();
    minors <= 1 || (knights.is_empty() && one_colour)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cozy_chess::util::parse_uci_move;

    fn board(fen: &str) -> Board {
        Board::from_fen(fen, false).unwrap()
    }

    fn history(moves: &str) -> Vec<Board> {
        let mut boards = vec![Board::default()];
        for text in moves.split_whitespace() {
            let mut next = boards.last().unwrap().clone();
            next.play(parse_uci_move(&next, text).unwrap());
            boards.push(next);
        }
        boards
    }

    #[test]
    fn mate_and_stalemate() {
        let mate = history("f2f3 e7e5 g2g4 d8h4");
        assert_eq!(adjudicate(&mate), Some((Outcome::Win(Color::Black), Termination::Checkmate)));
        let stalemate = [board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")];
        assert_eq!(adjudicate(&stalemate), Some((Outcome::Draw, Termination::Stalemate)));
        assert_eq!(adjudicate(&history("e2e4 e7e5")), None);
    }

    #[test]
    fn threefold_needs_three_occurrences() {
        let dance = "g1f3 g8f6 f3g1 f6g8";
        assert_eq!(adjudicate(&history(dance)), None, "the start position twice");
        let twice = history(&format!("{dance} {dance}"));
        assert_eq!(adjudicate(&twice), Some((Outcome::Draw, Termination::Repetition)));
    }

    #[test]
    fn an_en_passant_square_nobody_can_use_does_not_make_a_new_position() {
        // After 1.e4 the FEN names e3, but no black pawn can take: by FIDE rules the
        // position is the one that recurs after the knights dance twice.
        let dance = "g8f6 g1f3 f6g8 f3g1";
        let repeated = history(&format!("e2e4 {dance} {dance}"));
        assert_eq!(adjudicate(&repeated), Some((Outcome::Draw, Termination::Repetition)));
    }

    #[test]
    fn fifty_moves_draw_unless_the_last_move_mates() {
        let fifty = [board("4k3/8/8/8/8/8/4R3/4K3 b - - 100 80")];
        assert_eq!(adjudicate(&fifty), Some((Outcome::Draw, Termination::FiftyMoves)));
        let mated = [board("R3k3/8/4K3/8/8/8/8/8 b - - 100 80")];
        assert_eq!(adjudicate(&mated), Some((Outcome::Win(Color::White), Termination::Checkmate)));
        assert_eq!(adjudicate(&[board("4k3/8/8/8/8/8/4R3/4K3 b - - 99 80")]), None);
    }

    #[test]
    fn insufficient_material() {
        for dead in [
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
            "4kb2/8/8/8/8/8/8/4K3 w - - 0 1",
            "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1",
        ] {
            assert!(is_insufficient_material(&board(dead)), "{dead}");
        }
        for alive in [
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
            "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1",
            "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
            "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1",
        ] {
            assert!(!is_insufficient_material(&board(alive)), "{alive}");
        }
    }
}
