//! FEN parsing with errors that say which field is wrong.
//!
//! cozy-chess checks everything, but reports a broken board as just "invalid board". A
//! reader who pastes a FEN into the engine deserves to know whether a rank is too long,
//! a king is missing or the side not to move is in check, so the fields are checked here
//! first and the board itself is left to cozy-chess.

use cozy_chess::{Board, FenParseError};

use crate::position_error::PositionError;

/// Parses a FEN (six fields, or four as in EPD, which get the clocks `0 1`).
pub fn parse_fen(fen: &str) -> Result<Board, PositionError> {
    let fen = fen.trim();
    let error = |reason: String| PositionError::Fen { fen: fen.to_string(), reason };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let full = match fields.len() {
        4 => format!("{fen} 0 1"),
        6 => fields.join(" "),
        n => return Err(error(format!("expected 6 fields (or 4), found {n}"))),
    };
    check_placement(fields[0]).map_err(error)?;
    check_side_to_move(fields[1]).map_err(error)?;
    check_castling(fields[2]).map_err(error)?;
    check_en_passant(fields[3], fields[1]).map_err(error)?;
    if let Some(clocks) = fields.get(4..6) {
        check_clocks(clocks[0], clocks[1]).map_err(error)?;
    }
    Board::from_fen(&full, false).map_err(|e| error(explain(e, fields[0])))
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

fn check_castling(castling: &str) -> Result<(), String> {
    let valid = castling == "-" || castling.chars().all(|c| "KQkq".contains(c));
    if !valid {
        return Err(format!("castling field '{castling}' must be '-' or letters from KQkq"));
    }
    match castling.chars().find(|&c| castling.matches(c).count() > 1) {
        Some(twice) => Err(format!("castling field '{castling}' names '{twice}' twice")),
        None => Ok(()),
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

/// The halfmove clock stops at 100: by then the fifty-move rule has drawn the game.
fn check_clocks(halfmove: &str, fullmove: &str) -> Result<(), String> {
    if !halfmove.parse::<u8>().is_ok_and(|n| n <= 100) {
        return Err(format!("halfmove clock '{halfmove}' is not a number from 0 to 100"));
    }
    match fullmove.parse::<u16>() {
        Ok(n) if n >= 1 => Ok(()),
        _ => Err(format!("fullmove number '{fullmove}' is not a number from 1 to 65535")),
    }
}

/// What cozy-chess still rejects after the field checks above.
fn explain(error: FenParseError, placement: &str) -> String {
    match error {
        FenParseError::InvalidBoard => format!(
            "the position in '{placement}' cannot arise in a game \
             (most often: the side not to move is in check)"
        ),
        FenParseError::InvalidCastlingRights => {
            "a castling right is given but the king or rook is not on its starting square"
                .to_string()
        }
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
        assert!(reason(&format!("{start} w KQkq - 101 1")).contains("0 to 100"));
        assert!(reason(&format!("{start} w KKkq - 0 1")).contains("'K' twice"));
        assert!(
            reason("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1")
                .contains("black has 9 pawns, at most 8")
        );
        assert!(
            reason("qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - - 0 1")
                .contains("black has 17 pieces, at most 16")
        );
        assert!(reason(&format!("{start} w KQkq - 0 0")).contains("fullmove"));
        assert!(reason("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1").contains("not to move is in check"));
        assert!(reason("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("castling right"));
    }

    #[test]
    fn four_fields_are_enough() {
        let board = parse_fen("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(board.halfmove_clock(), 0);
    }
}
