//! The chapter's scorer: the simplest one that makes picking worth showing.

use ch00_baseline::moves::{SortScore, captured_piece};
use cozy_chess::{Board, Move};

use crate::frame::Scorer;

/// The score of a capture or a promotion: anything above a quiet move's.
pub const CAPTURE_OR_PROMOTION: SortScore = 1;

/// The score of every other move.
pub const QUIET: SortScore = 0;

// ANCHOR: captures_and_promotions_first
/// Captures (en passant included) and promotions first, quiet moves after. Moves that
/// change material are the ones most likely to refute the opponent's last move, and
/// telling them apart costs one bitboard test.
pub fn captures_and_promotions_first(board: &Board, mv: Move) -> SortScore {
    if captured_piece(board, mv).is_some() || mv.promotion.is_some() {
        CAPTURE_OR_PROMOTION
    } else {
        QUIET
    }
}
// ANCHOR_END: captures_and_promotions_first

/// [`captures_and_promotions_first`] as a part of [`crate::frame::Frame`].
#[derive(Clone, Copy, Debug, Default)]
pub struct CapturesFirst;

impl Scorer for CapturesFirst {
    const NAME: &'static str = "captures and promotions first";
    fn score(board: &Board, mv: Move) -> SortScore {
        captures_and_promotions_first(board, mv)
    }
}
