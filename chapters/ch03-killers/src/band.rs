//! Where killers sit among the sort scores: just below the capture band of chapter 2.

use ch00_baseline::moves::{SortScore, captured_piece};
use ch02_mvv_lva::MVV_LVA_OFFSET;
use cozy_chess::{Board, Move};

// ANCHOR: killer_score
/// The distance between two killer slots, and between the capture band and slot 0.
/// Any positive step keeps the order; ten leaves room to slide something in between
/// later without renumbering.
pub const KILLER_STEP: SortScore = 10;

/// The sort score of the killer in `slot`: below every capture, above every other quiet
/// move (they score 0, far below), slot 0 first.
pub fn killer_score(slot: usize) -> SortScore {
    MVV_LVA_OFFSET - (slot as SortScore + 1) * KILLER_STEP
}
// ANCHOR_END: killer_score

// ANCHOR: is_quiet
/// Whether `mv` can be a killer on `board`: it captures nothing and promotes nothing.
/// Captures are already ordered by what they win, so remembering them as killers would
/// only move them around inside the capture band; a killer's job is to bring forward a
/// move that the capture ordering cannot see.
pub fn is_quiet(board: &Board, mv: Move) -> bool {
    captured_piece(board, mv).is_none() && mv.promotion.is_none()
}
// ANCHOR_END: is_quiet

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn killers_fall_between_captures_and_quiet_moves() {
        assert!(killer_score(0) < MVV_LVA_OFFSET);
        assert!(killer_score(1) < killer_score(0));
        assert!(killer_score(3) > 0);
    }

    #[test]
    fn captures_promotions_and_en_passant_are_not_quiet() {
        let board: Board = "4k3/1P6/8/3pP3/8/8/8/R3K2R w KQ d6 0 2".parse().unwrap();
        assert!(!is_quiet(&board, "e5d6".parse().unwrap()), "en passant");
        assert!(!is_quiet(&board, "b7b8n".parse().unwrap()), "under-promotion");
        assert!(is_quiet(&board, "e1h1".parse().unwrap()), "castling takes no enemy piece");
        assert!(is_quiet(&board, "a1a7".parse().unwrap()));
    }
}
