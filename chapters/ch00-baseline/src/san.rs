//! Standard algebraic notation (`Nxe5`, `O-O`, `exd8=Q+`), the way a chess book writes a
//! move: what the worked positions show readers, who know `Nf3` better than `g1f3`.

use cozy_chess::{Board, Color, Move, Piece};

use crate::moves::legal_moves;

/// `mv`, legal on `board`, in standard algebraic notation, with `+` for check and `#` for
/// mate. (`cozy-chess` writes castling as the king taking its own rook; so does the input.)
pub fn san(board: &Board, mv: Move) -> String {
    let mut text = match castling_side(board, mv) {
        Some(side) => side.to_string(),
        None => piece_move(board, mv),
    };
    let mut after = board.clone();
    after.play_unchecked(mv);
    if !after.checkers().is_empty() {
        text.push(if legal_moves(&after).is_empty() { '#' } else { '+' });
    }
    text
}

/// The moves of `line`, played one after the other from `board`, in algebraic notation.
pub fn san_line(board: &Board, line: &[Move]) -> Vec<String> {
    let mut board = board.clone();
    line.iter()
        .map(|&mv| {
            let text = san(&board, mv);
            board.play_unchecked(mv);
            text
        })
        .collect()
}

fn castling_side(board: &Board, mv: Move) -> Option<&'static str> {
    let side = board.side_to_move();
    let own_rook = board.colored_pieces(side, Piece::Rook).has(mv.to);
    (board.piece_on(mv.from) == Some(Piece::King) && own_rook)
        .then(|| if mv.to.file() > mv.from.file() { "O-O" } else { "O-O-O" })
}

fn piece_move(board: &Board, mv: Move) -> String {
    let piece = board.piece_on(mv.from).expect("a legal move moves a piece");
    let takes = board.color_on(mv.to) == Some(!board.side_to_move())
        || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
    let mut text = String::new();
    if piece == Piece::Pawn {
        if takes {
            text.push(char::from(mv.from.file()));
        }
    } else {
        text.push(char::from(piece).to_ascii_uppercase());
        text.push_str(&disambiguation(board, mv, piece));
    }
    if takes {
        text.push('x');
    }
    text.push_str(&mv.to.to_string());
    if let Some(promotion) = mv.promotion {
        text.push('=');
        text.push(char::from(promotion).to_ascii_uppercase());
    }
    text
}

/// What tells `mv` apart from another piece of the same kind going to the same square:
/// nothing, its file, its rank, or both.
fn disambiguation(board: &Board, mv: Move, piece: Piece) -> String {
    let rivals: Vec<Move> = legal_moves(board)
        .iter()
        .map(|scored| scored.mv)
        .filter(|other| other.to == mv.to && other.from != mv.from)
        .filter(|other| board.piece_on(other.from) == Some(piece))
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let file = char::from(mv.from.file());
    let rank = char::from(mv.from.rank());
    if rivals.iter().all(|other| other.from.file() != mv.from.file()) {
        file.to_string()
    } else if rivals.iter().all(|other| other.from.rank() != mv.from.rank()) {
        rank.to_string()
    } else {
        format!("{file}{rank}")
    }
}

/// "White" or "Black".
pub fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

#[cfg(test)]
mod tests {
    use cozy_chess::util::parse_uci_move;

    use super::*;

    fn san_of(fen: &str, uci: &str) -> String {
        let board: Board = fen.parse().unwrap();
        san(&board, parse_uci_move(&board, uci).unwrap())
    }

    #[test]
    fn pawn_piece_and_capture_moves() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(san_of(start, "e2e4"), "e4");
        assert_eq!(san_of(start, "g1f3"), "Nf3");
        let open = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert_eq!(san_of(open, "e4d5"), "exd5");
    }

    #[test]
    fn castling_promotion_check_and_mate() {
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(san_of(castle, "e1g1"), "O-O");
        assert_eq!(san_of(castle, "e1c1"), "O-O-O");
        assert_eq!(san_of("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7d8q"), "exd8=Q+");
        assert_eq!(san_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra8#");
        assert_eq!(san_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
    }

    #[test]
    fn two_pieces_to_one_square_are_told_apart() {
        let knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        assert_eq!(san_of(knights, "b1d2"), "Nbd2");
        let rooks = "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(san_of(rooks, "a1a4"), "R1a4");
    }
}
