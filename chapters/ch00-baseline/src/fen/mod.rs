//! FEN parsing with errors that say which field is wrong.
//!
//! cozy-chess checks everything, but reports a broken board as just "invalid board". A
//! reader who pastes a FEN into the engine deserves to know whether a rank is too long,
//! a king is missing or the side not to move is in check, so the fields are checked here
//! first and the board itself is left to cozy-chess.
//!
//! What GUIs send and cozy-chess is stricter about is read as other engines read it, with
//! a note: castling rights the position cannot have, Shredder-FEN castling letters, a
//! halfmove clock above 100, fullmove number 0.

mod castling;

use cozy_chess::{Board, FenParseError};

use crate::position_error::PositionError;
use castling::read_castling;

/// A board read from a FEN, and notes on what was read differently from how it was written.
#[derive(Clone, Debug)]
pub struct ReadFen {
    pub board: Board,
    /// Each one is worth an `info string`: a castling right dropped, a clock corrected.
    pub notes: Vec<String>,
}

/// Parses a FEN (six fields, or four as in EPD, which get the clocks `0 1`).
pub fn parse_fen(fen: &str) -> Result<Board, PositionError> {
    read_fen(fen).map(|read| read.board)
}

/// [`parse_fen`], with the notes on what it corrected.
pub fn read_fen(fen: &str) -> Result<ReadFen, PositionError> {
    let fen = fen.trim();
    let error = |reason: String| PositionError::Fen { fen: fen.to_string(), reason };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() != 4 && fields.len() != 6 {
        return Err(error(format!("expected 6 fields (or 4), found {}", fields.len())));
    }
    check_placement(fields[0]).map_err(error)?;
    check_side_to_move(fields[1]).map_err(error)?;
    let castling = read_castling(fields[2], fields[0]).map_err(error)?;
    let mut notes = castling.notes;
    check_en_passant(fields[3], fields[1]).map_err(error)?;
    let (halfmove, fullmove) = match fields.get(4..6) {
        Some(clocks) => read_clocks(clocks[0], clocks[1], &mut notes).map_err(error)?,
        None => (0, 1),
    };
    let full = format!(
        "{} {} {} {} {halfmove} {fullmove}",
        fields[0], fields[1], castling.field, fields[3]
    );
    let board = Board::from_fen(&full, false).map_err(|e| error(explain(e, fields[0])))?;
    Ok(ReadFen { board, notes })
}

fn check_placement(placement: &str) -> Result<(), String> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!("the board has {} ranks, not 8", ranks.len()));
    }
    for (index, rank) in ranks.iter().enumerate() {
        let rank_number = 8 - index;
        let mut files = 0;
        for symbol in rank.chars() {
            match symbol {
                '1'..='8' => files += symbol as usize - '0' as usize,
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => files += 1,
                other => return Err(format!("rank {rank_number} has an unknown piece '{other}'")),
            }
        }
        if files != 8 {
            return Err(format!("rank {rank_number} covers {files} squares, not 8"));
        }
    }
    for (king, side) in [('K', "white"), ('k', "black")] {
        let count = placement.chars().filter(|&c| c == king).count();
        if count != 1 {
            return Err(format!("{side} has {count} kings, not 1"));
        }
    }
    check_piece_counts(placement)?;
    let back_ranks = [ranks[0], ranks[7]];
    if back_ranks.iter().any(|rank| rank.contains(['p', 'P'])) {
        return Err("a pawn stands on the first or last rank".to_string());
    }
    Ok(())
}

/// No side can have more than the 16 pieces or the 8 pawns it starts with: promotions
/// turn pawns into pieces, they never add material.
fn check_piece_counts(placement: &str) -> Result<(), String> {
    for (side, pawn) in [("white", 'P'), ("black", 'p')] {
        let ours = |c: char| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == (pawn == 'P');
        let pieces = placement.chars().filter(|&c| ours(c)).count();
        let pawns = placement.chars().filter(|&c| c == pawn).count();
        if pawns > 8 {
            return Err(format!("{side} has {pawns} pawns, at most 8"));
        }
        if pieces > 16 {
            return Err(format!("{side} has {pieces} pieces, at most 16"));
        }
    }
    Ok(())
}

fn check_side_to_move(side: &str) -> Result<(), String> {
    match side {
        "w" | "b" => Ok(()),
        other => Err(format!("side to move is '{other}', expected 'w' or 'b'")),
    }
}

fn check_en_passant(square: &str, side: &str) -> Result<(), String> {
    if square == "-" {
        return Ok(());
    }
    let expected_rank = if side == "w" { '6' } else { '3' };
    let mut chars = square.chars();
    let valid = matches!(chars.next(), Some('a'..='h'))
        && chars.next() == Some(expected_rank)
        && chars.next().is_none();
    if valid {
        Ok(())
    } else {
        Err(format!("en passant field '{square}' must be '-' or a square on rank {expected_rank}"))
    }
}

/// The clocks as cozy-chess takes them. A halfmove clock above 100 reads as 100: from
/// 100 on the fifty-move rule applies, and the search treats every value from 100 up
/// alike. Fullmove number 0, which some programs write, reads as 1.
fn read_clocks(
    halfmove: &str,
    fullmove: &str,
    notes: &mut Vec<String>,
) -> Result<(u8, u16), String> {
    let Ok(halfmove_clock) = halfmove.parse::<u64>() else {
        return Err(format!("halfmove clock '{halfmove}' is not a whole number"));
    };
    let Ok(fullmove_number) = fullmove.parse::<u16>() else {
        return Err(format!("fullmove number '{fullmove}' is not a number from 0 to 65535"));
    };
    if halfmove_clock > 100 {
        notes.push(format!(
            "halfmove clock {halfmove_clock} read as 100 (the fifty-move rule applies)"
        ));
    }
    if fullmove_number == 0 {
        notes.push("fullmove number 0 read as 1".to_string());
    }
    Ok((halfmove_clock.min(100) as u8, fullmove_number.max(1)))
}

/// What cozy-chess still rejects after the field checks above.
fn explain(error: FenParseError, placement: &str) -> String {
    match error {
        FenParseError::InvalidBoard => format!(
            "the position in '{placement}' cannot arise in a game \
             (most often: the side not to move is in check)"
        ),
        FenParseError::InvalidEnPassant => {
            "no pawn could just have made the double step the en passant field names".to_string()
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(fen: &str) -> String {
        match parse_fen(fen) {
            Err(PositionError::Fen { reason, .. }) => reason,
            other => panic!("expected a FEN error for {fen}, got {other:?}"),
        }
    }

    #[test]
    fn each_kind_of_broken_fen_says_what_is_wrong() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert!(reason("").contains("found 0"));
        assert!(reason(&format!("{start} w KQkq")).contains("found 3"));
        assert!(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").contains("7 ranks"));
        assert!(
            reason("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").contains("rank 7")
        );
        assert!(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1").contains("'X'"));
        assert!(
            reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1").contains("2 kings")
        );
        assert!(reason(&format!("{start} x KQkq - 0 1")).contains("side to move"));
        assert!(reason(&format!("{start} w KQxq - 0 1")).contains("castling"));
        assert!(reason(&format!("{start} w KQkq e4 0 1")).contains("en passant"));
        assert!(reason(&format!("{start} w KQkq - x 1")).contains("halfmove"));
        assert!(reason(&format!("{start} w KKkq - 0 1")).contains("king-side right twice"));
        assert!(
            reason("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1")
                .contains("black has 9 pawns, at most 8")
        );
        assert!(
            reason("qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - - 0 1")
                .contains("black has 17 pieces, at most 16")
        );
        assert!(reason(&format!("{start} w KQkq - 0 x")).contains("fullmove"));
        assert!(reason("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1").contains("not to move is in check"));
    }

    #[test]
    fn what_other_programs_write_is_read_with_a_note() {
        let read = read_fen("8/8/4k3/8/8/4K3/4P3/8 w - - 120 200").unwrap();
        assert_eq!(read.board.halfmove_clock(), 100);
        assert!(read.notes[0].contains("120"));
        let read = read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 0").unwrap();
        assert_eq!(read.board, Board::default());
        assert_eq!(read.notes, ["fullmove number 0 read as 1"]);
        let read = read_fen("8/1B6/p4k2/1p4b1/3P4/8/8/3K3R w K - 0 1").unwrap();
        assert!(read.board.castle_rights(cozy_chess::Color::White).short.is_none());
        assert!(read.notes[0].contains("castling right 'K' dropped"));
    }

    #[test]
    fn four_fields_are_enough() {
        let board = parse_fen("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(board.halfmove_clock(), 0);
    }
}
