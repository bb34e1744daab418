//! Which moves can be killers, and where killers are searched: in their own stage,
//! after the captures of chapter 2 and before every other quiet move.

use ch00_baseline::moves::captured_piece;
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use cozy_chess::{Board, Move};

// ANCHOR: killer_key
/// The sort key of the killer in `slot`: the killer stage, slot 0 (the newest) first.
/// The stage puts every killer below every capture and above every other quiet move.
pub const fn killer_key(slot: usize) -> SortKey {
    Stage::Killer.key(-(slot as SortScore))
}
// ANCHOR_END: killer_key

// ANCHOR: is_quiet
/// Whether `mv` can be a killer on `board`: it captures nothing and promotes nothing.
/// Captures are already ordered by what they win, so remembering them as killers
/// would only move them around inside the capture band; a killer's job is to bring
/// forward a move that the capture ordering cannot see.
pub fn is_quiet(board: &Board, mv: Move) -> bool {
    captured_piece(board, mv).is_none() && mv.promotion.is_none()
}
// ANCHOR_END: is_quiet

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn killers_fall_between_captures_and_quiet_moves() {
        assert!(killer_key(0) < Stage::GoodCapture.key(SortScore::MIN));
        assert!(killer_key(1) < killer_key(0));
        assert!(killer_key(3) > Stage::Quiet.key(SortScore::MAX));
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
