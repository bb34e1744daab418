//! The victim × attacker table and the score it gives a move.

use ch00_baseline::moves::captured_piece;
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use cozy_chess::{Board, Move, Piece};

// ANCHOR: mvv_lva
/// The table entry of `attacker` capturing `victim`: ten points per step of victim
/// value, then one point per step of attacker value, cheaper attackers higher. Pawn
/// takes queen is 55, king takes pawn 10. Ten points a victim step is more than the
/// whole attacker range, so the victim always decides first: any capture of a queen
/// outranks any capture of a rook, whatever the attackers.
pub const fn mvv_lva(victim: Piece, attacker: Piece) -> SortScore {
    10 * value_rank(victim) + (6 - value_rank(attacker))
}

/// Pieces by value, pawn 1 to king 6. As an attacker the king ranks last, by value
/// like the others. A legal king capture can never be recaptured, so a table could as
/// well rank it first; king captures are rare enough that this one does not try to be
/// clever.
pub const fn value_rank(piece: Piece) -> SortScore {
    match piece {
        Piece::Pawn => 1,
        Piece::Knight => 2,
        Piece::Bishop => 3,
        Piece::Rook => 4,
        Piece::Queen => 5,
        Piece::King => 6,
    }
}
// ANCHOR_END: mvv_lva

// ANCHOR: promotions
/// Where queen promotions start among the captures: above the highest capture entry
/// (55). A pawn that becomes a queen wins nearly a queen's worth of material, as much
/// as the best capture, and it is rarely a bad idea; among queen promotions, the ones
/// that also capture come first, by what they capture.
pub const QUEEN_PROMOTION: SortScore = 64;

/// The highest capture entry: a queen taken by a pawn.
pub const BEST_CAPTURE: SortScore = mvv_lva(Piece::Queen, Piece::Pawn);

// Checked when the crate compiles: a change to the table that reached the promotions'
// band would not build.
const _: () = assert!(QUEEN_PROMOTION > BEST_CAPTURE, "queen promotions above every capture");
// ANCHOR_END: promotions

// ANCHOR: mvv_lva_key
/// What `mv` wins as a capture, if this chapter ranks it among the captures:
///
/// - a capture scores its table entry; en passant captures a pawn, so a pawn taking
///   en passant scores pawn-takes-pawn ([`captured_piece`] knows where that pawn
///   stands);
/// - a queen promotion scores [`QUEEN_PROMOTION`] plus the entry of what it captures;
/// - an under-promotion is left with the quiet moves, capture or not: the queen
///   promotion of the same pawn to the same square is in the list too, already scored
///   first, and under-promoting is better only in rare positions (a knight check that
///   forks, a queen that would stalemate).
pub fn capture_score(board: &Board, mv: Move) -> Option<SortScore> {
    let victim = captured_piece(board, mv);
    match mv.promotion {
        Some(Piece::Queen) => Some(QUEEN_PROMOTION + victim.map_or(0, |v| mvv_lva(v, Piece::Pawn))),
        Some(_) => None,
        // The victim first: most moves capture nothing, and need no attacker.
        None => Some(mvv_lva(victim?, board.piece_on(mv.from)?)),
    }
}

/// The sort key of `mv` if it is a capture this chapter ranks: the good-capture stage
/// with its [`capture_score`]; `None` leaves it unranked. Later chapters call this to
/// tell the captures from the rest.
pub fn mvv_lva_key(board: &Board, mv: Move) -> Option<SortKey> {
    capture_score(board, mv).map(|score| Stage::GoodCapture.key(score))
}
// ANCHOR_END: mvv_lva_key

#[cfg(test)]
mod tests {
    use cozy_chess::Piece::{Bishop, King, Knight, Pawn, Queen, Rook};

    use super::*;

    const VICTIMS: [Piece; 5] = [Pawn, Knight, Bishop, Rook, Queen];
    const ATTACKERS: [Piece; 6] = [Pawn, Knight, Bishop, Rook, Queen, King];

    #[test]
    fn a_more_valuable_victim_always_scores_higher() {
        for pair in VICTIMS.windows(2) {
            for &attacker in &ATTACKERS {
                for &other in &ATTACKERS {
                    assert!(mvv_lva(pair[1], attacker) > mvv_lva(pair[0], other));
                }
            }
        }
    }

    #[test]
    fn a_cheaper_attacker_scores_higher_on_the_same_victim() {
        for &victim in &VICTIMS {
            for pair in ATTACKERS.windows(2) {
                assert!(mvv_lva(victim, pair[0]) > mvv_lva(victim, pair[1]));
            }
        }
    }

    #[test]
    fn the_table_runs_from_10_to_55() {
        assert_eq!(mvv_lva(Queen, Pawn), 55);
        assert_eq!(mvv_lva(Pawn, King), 10);
    }

    fn score(fen: &str, mv: &str) -> Option<SortKey> {
        let board: Board = fen.parse().unwrap();
        mvv_lva_key(&board, mv.parse().unwrap())
    }

    #[test]
    fn en_passant_scores_as_pawn_takes_pawn() {
        let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        assert_eq!(score(fen, "e5d6"), Some(Stage::GoodCapture.key(mvv_lva(Pawn, Pawn))));
    }

    #[test]
    fn queen_promotions_sit_above_every_capture_and_under_promotions_below() {
        let fen = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        let plain_best = Stage::GoodCapture.key(mvv_lva(Queen, Pawn));
        let push = score(fen, "a7a8q").unwrap();
        let capture = score(fen, "a7b8q").unwrap();
        assert!(plain_best < push && push < capture);
        assert_eq!(capture.stage, Stage::GoodCapture);
        assert_eq!(score(fen, "a7a8n"), None);
        assert_eq!(score(fen, "a7b8r"), None);
    }

    #[test]
    fn quiet_moves_and_castling_are_left_unranked() {
        let fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        assert_eq!(score(fen, "a1a5"), None);
        assert_eq!(score(fen, "e1h1"), None, "castling: the king 'takes' its own rook");
    }

    #[test]
    fn every_entry_is_a_positive_score() {
        assert!(mvv_lva(Pawn, King) > 0);
    }
}
