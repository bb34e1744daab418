//! The key that names a position for repetitions and for tables.

use cozy_chess::{Board, Move, Piece, Rank, Square, get_pawn_attacks};

// ANCHOR: position_key
/// The Zobrist key of `board`, with the en-passant file in it only when an en-passant
/// capture is legal.
///
/// `Board::hash()` of cozy-chess mixes in the en-passant file after every double
/// step, capture possible or not, and `Board::hash_without_ep()` never does. The
/// rules say a position repeats when the same moves are possible, so the file counts
/// only when it changes the moves: with the plain hash, the position after `a2a4`
/// never equals the same position reached later, and the search misses a perpetual
/// check.
pub fn position_key(board: &Board) -> u64 {
    match board.en_passant() {
        Some(file) if !en_passant_is_legal(board, file) => board.hash_without_ep(),
        _ => board.hash(),
    }
}
// ANCHOR_END: position_key

/// Whether a pawn of the side to move can legally take en passant on `file`.
fn en_passant_is_legal(board: &Board, file: cozy_chess::File) -> bool {
    let us = board.side_to_move();
    let target = Square::new(file, Rank::Sixth.relative_to(us));
    let our_pawns = board.colored_pieces(us, Piece::Pawn);
    (get_pawn_attacks(target, !us) & our_pawns)
        .into_iter()
        .any(|from| board.is_legal(Move { from, to: target, promotion: None }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(fen: &str) -> u64 {
        position_key(&fen.parse().unwrap())
    }

    #[test]
    fn an_en_passant_square_counts_only_when_the_capture_is_legal() {
        // No black pawn can take on e3: the same position as without the square.
        let start_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        let same = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(key(start_e4), key(same));
        // White's e5 pawn can take on d6: a different position.
        let capture = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        let without = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assert_ne!(key(capture), key(without));
        // A pawn that could take but is pinned to its king does not count.
        let pinned = "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1";
        assert_eq!(key(pinned), key("4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"));
    }
}
