//! The chapter's scorer: the simplest one that makes picking worth showing.

use ch00_baseline::moves::captured_piece;
use ch00_baseline::sort_key::{SortKey, Stage};
use cozy_chess::{Board, Move};

// ANCHOR: captures_and_promotions_first
/// Captures (en passant included) and promotions first, quiet moves after. Moves that
/// change material are the ones most likely to refute the opponent's last move, and
/// telling them apart costs one bitboard test. Within each stage every move scores
/// the same: the pick decides among them.
pub fn captures_and_promotions_first(board: &Board, mv: Move) -> SortKey {
    if captured_piece(board, mv).is_some() || mv.promotion.is_some() {
        Stage::GoodCapture.key(0)
    } else {
        SortKey::UNRANKED
    }
}
// ANCHOR_END: captures_and_promotions_first
