//! The scorers chapter 2's experiments hold MVV-LVA against: each changes one decision of
//! [`ch02_mvv_lva::mvv_lva_key`] and keeps the rest.

use ch00_baseline::moves::captured_piece;
use ch00_baseline::sort_key::{SortKey, Stage};
use ch02_mvv_lva::MvvLva;
use ch02_mvv_lva::table::{mvv_lva, value_rank};
use cozy_chess::{Board, Move, Piece};

use ordering_lab::frame::Scorer;

// ANCHOR: mvv_only
/// Most valuable victim only: every capture of the same victim scores the same, whoever
/// takes. The king's column of the table carries no attacker bonus, so it is the victim
/// term alone.
#[derive(Clone, Copy, Debug, Default)]
pub struct MvvOnly;

impl Scorer for MvvOnly {
    const NAME: &'static str = "MVV only (victim alone)";

    fn score(board: &Board, mv: Move) -> SortKey {
        match (captured_piece(board, mv), mv.promotion) {
            (Some(victim), None) => Stage::GoodCapture.key(mvv_lva(victim, Piece::King)),
            _ => MvvLva::score(board, mv),
        }
    }
}
// ANCHOR_END: mvv_only

/// The attacker term turned around: most valuable victim, then most valuable attacker.
/// If MVV-LVA's attacker term matters, this should cost nodes.
#[derive(Clone, Copy, Debug, Default)]
pub struct MvvMva;

impl Scorer for MvvMva {
    const NAME: &'static str = "MVV, most valuable attacker first";

    fn score(board: &Board, mv: Move) -> SortKey {
        match (captured_piece(board, mv), mv.promotion, board.piece_on(mv.from)) {
            (Some(victim), None, Some(attacker)) => {
                Stage::GoodCapture.key(mvv_lva(victim, Piece::King) + value_rank(attacker) - 1)
            }
            _ => MvvLva::score(board, mv),
        }
    }
}

/// Queen promotions level with the best capture instead of above it: every one scores
/// as pawn takes queen, whatever it captures.
#[derive(Clone, Copy, Debug, Default)]
pub struct PromotionsAsPawnTakesQueen;

impl Scorer for PromotionsAsPawnTakesQueen {
    const NAME: &'static str = "MVV-LVA, queen promotions as pawn takes queen";

    fn score(board: &Board, mv: Move) -> SortKey {
        match mv.promotion {
            Some(Piece::Queen) => Stage::GoodCapture.key(mvv_lva(Piece::Queen, Piece::Pawn)),
            _ => MvvLva::score(board, mv),
        }
    }
}

/// Queen promotions without their special place: a promotion that captures scores as a
/// pawn capture of its victim, one that only pushes is left unranked like a quiet move.
#[derive(Clone, Copy, Debug, Default)]
pub struct PromotionsAsPawnMoves;

impl Scorer for PromotionsAsPawnMoves {
    const NAME: &'static str = "MVV-LVA, queen promotions as pawn moves";

    fn score(board: &Board, mv: Move) -> SortKey {
        match (mv.promotion, captured_piece(board, mv)) {
            (Some(Piece::Queen), Some(victim)) => {
                Stage::GoodCapture.key(mvv_lva(victim, Piece::Pawn))
            }
            (Some(Piece::Queen), None) => SortKey::UNRANKED,
            _ => MvvLva::score(board, mv),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mvv_only_ignores_the_attacker() {
        let board: Board = "4k3/8/8/3r4/8/1B3N2/8/3RK3 w - - 0 1".parse().unwrap();
        let by_rook = MvvOnly::score(&board, "d1d5".parse().unwrap());
        let by_knight = MvvOnly::score(&board, "f3d4".parse().unwrap());
        let by_bishop = MvvOnly::score(&board, "b3d5".parse().unwrap());
        assert_eq!(by_rook, by_bishop);
        assert_eq!(by_knight, SortKey::UNRANKED, "f3d4 takes nothing");
        assert!(
            MvvLva::score(&board, "b3d5".parse().unwrap())
                > MvvLva::score(&board, "d1d5".parse().unwrap())
        );
    }

    #[test]
    fn mvv_mva_prefers_the_dearer_attacker_on_the_same_victim() {
        let board: Board = "4k3/8/8/3r4/8/1B6/8/3RK3 w - - 0 1".parse().unwrap();
        let by_rook = MvvMva::score(&board, "d1d5".parse().unwrap());
        let by_bishop = MvvMva::score(&board, "b3d5".parse().unwrap());
        assert!(by_rook > by_bishop);
        assert!(
            by_rook < Stage::GoodCapture.key(mvv_lva(Piece::Queen, Piece::King)),
            "victim first"
        );
    }

    #[test]
    fn promotions_as_pawn_drop_out_of_the_top_of_the_captures() {
        let board: Board = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        assert_eq!(
            PromotionsAsPawnMoves::score(&board, "a7a8q".parse().unwrap()),
            SortKey::UNRANKED
        );
        assert_eq!(
            PromotionsAsPawnMoves::score(&board, "a7b8q".parse().unwrap()),
            Stage::GoodCapture.key(mvv_lva(Piece::Rook, Piece::Pawn))
        );
    }
}
