//! The victim × attacker table and the score it gives a move.

use ch00_baseline::moves::{SortScore, captured_piece};
use cozy_chess::{Board, Move, Piece};

use crate::band::MVV_LVA_OFFSET;

/// Where a queen promotion starts inside the band: above every plain capture (whose
/// highest entry is 55). A promotion to a queen wins about a queen's worth of material,
/// as much as the best capture, and is searched first among moves that win material.
pub const QUEEN_PROMOTION: SortScore = 64;

// ANCHOR: mvv_lva
/// The table entry of `attacker` capturing `victim`: ten points per step of victim value,
/// then one point per step of attacker value, cheaper attackers higher. Pawn takes queen
/// is 55, king takes pawn 10. The victim decides first: any capture of a queen outranks
/// any capture of a rook, whatever the attackers.
pub fn mvv_lva(victim: Piece, attacker: Piece) -> SortScore {
    10 * value_rank(victim) + (6 - value_rank(attacker))
}

/// Pieces by value, the pawn 1 to the king 6 (the king "attacks" last: its captures are
/// safe from recapture but it is never traded).
fn value_rank(piece: Piece) -> SortScore {
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

// ANCHOR: mvv_lva_score
/// The sort score of a move inside the capture band, or `None` for a move that stays
/// below it (quiet moves and under-promotions). Later chapters call this to tell the
/// moves of the band from the rest.
pub fn mvv_lva_score(board: &Board, mv: Move) -> Option<SortScore> {
    let victim = captured_piece(board, mv);
    match mv.promotion {
        Some(Piece::Queen) => {
            let capture = victim.map_or(0, |victim| mvv_lva(victim, Piece::Pawn));
            Some(MVV_LVA_OFFSET + QUEEN_PROMOTION + capture)
        }
        Some(_) => None,
        None => {
            let attacker = board.piece_on(mv.from)?;
            victim.map(|victim| MVV_LVA_OFFSET + mvv_lva(victim, attacker))
        }
    }
}
// ANCHOR_END: mvv_lva_score
