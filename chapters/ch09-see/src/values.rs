//! The piece values of the exchange: coarse on purpose.

use cozy_chess::Piece;

// ANCHOR: see_values
/// What a piece is worth in an exchange. Knight and bishop are equal, so that bishop
/// takes defended knight counts as an even trade, not as a loss of a few points that
/// would send it behind every quiet move; the evaluation's finer values matter to the
/// search, not to the question "does this capture lose material?".
///
/// The king's value is never won: the exchange lets the king capture only when
/// nothing can take it back. It only has to be larger than everything else.
pub const fn see_value(piece: Piece) -> i32 {
    match piece {
        Piece::Pawn => 100,
        Piece::Knight | Piece::Bishop => 300,
        Piece::Rook => 500,
        Piece::Queen => 900,
        Piece::King => 20_000,
    }
}
// ANCHOR_END: see_values

/// What promoting a pawn to `piece` adds on the square: the new piece less the pawn.
pub const fn promotion_gain(piece: Piece) -> i32 {
    see_value(piece) - see_value(Piece::Pawn)
}
