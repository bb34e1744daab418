//! Checks first: among the quiet moves, those that give check come before the others.

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Move};

use crate::quiet_order::{QuietOrder, QuietTerms};

/// More than any two piece-square gains can differ (a gain is within ±296 — the widest
/// table, the middlegame knight's, spans 296 — so two differ by at most 592; a test checks
/// it), so a quiet check comes before every quiet move that does not check, and the keys
/// stay within the room of a default order.
pub const CHECK_BONUS: SortScore = 600;

// ANCHOR: quiet_terms_key
impl QuietTerms {
    /// The key the terms add up to: the rest of the order's key, with [`CHECK_BONUS`]
    /// on top for a check.
    pub fn key(self) -> SortScore {
        let bonus = if self.check { CHECK_BONUS } else { 0 };
        self.rest + bonus
    }
}
// ANCHOR_END: quiet_terms_key

// ANCHOR: checks_first
/// The default order `Q`, with the quiet moves that give check brought in front of it.
/// A check is forcing: the opponent must answer it, and in endgames the checks of a lone
/// rook or queen are often the only moves that hold, exactly where the piece-square tables
/// send the king to the centre first.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChecksFirst<Q> {
    base: Q,
}

impl<Q: QuietOrder> QuietOrder for ChecksFirst<Q> {
    const NAME: &'static str = "checks first";

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        self.quiet_terms(board, mv).key()
    }

    fn quiet_terms(&self, board: &Board, mv: Move) -> QuietTerms {
        QuietTerms { check: gives_check(board, mv), rest: self.base.quiet_key(board, mv) }
    }
}
// ANCHOR_END: checks_first

#[cfg(test)]
mod tests {
    use ch00_baseline::pst::{ENDGAME_TABLE, MIDDLEGAME_TABLE};
    use cozy_chess::Piece;

    use super::*;
    use crate::quiet_order::{GeneratorOrder, QUIET_ROOM};
    use crate::table_gain::{PHASE_OF_THE_POSITION, TableGain};

    /// What the comment on [`CHECK_BONUS`] relies on: a piece's gain is within the spread
    /// of its table, and a check's bonus outweighs any two gains' difference.
    #[test]
    fn the_bonus_outweighs_every_piece_square_gain() {
        let widest = [MIDDLEGAME_TABLE, ENDGAME_TABLE]
            .iter()
            .flat_map(|tables| tables.iter())
            .map(|table| table.iter().max().unwrap() - table.iter().min().unwrap())
            .max()
            .unwrap();
        assert_eq!(widest, 296);
        assert!(2 * widest < CHECK_BONUS && CHECK_BONUS + widest <= QUIET_ROOM);
    }

    /// An under-promotion lands another piece, so its gain reads two tables: none gains
    /// enough to push a checking one out of the room.
    #[test]
    fn under_promotions_stay_in_the_room() {
        let pawn = Piece::Pawn as usize;
        let largest = [MIDDLEGAME_TABLE, ENDGAME_TABLE]
            .iter()
            .flat_map(|tables| {
                [Piece::Knight, Piece::Bishop, Piece::Rook].into_iter().flat_map(move |landed| {
                    // A white pawn on the seventh rank (indices 8..16, rank 8 first) lands on
                    // the eighth (0..8).
                    (8..16).flat_map(move |from| {
                        (0..8).map(move |to| tables[landed as usize][to] - tables[pawn][from])
                    })
                })
            })
            .max()
            .unwrap();
        assert!(largest + CHECK_BONUS <= QUIET_ROOM, "{largest}");
    }

    #[test]
    fn a_quiet_check_comes_before_the_best_placed_quiet_move() {
        // The rook's check on a8 against the king's walk to the centre.
        let board: Board = "2k5/8/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
        let order = ChecksFirst::<TableGain<PHASE_OF_THE_POSITION>>::default();
        let check = order.quiet_key(&board, "a1a8".parse().unwrap());
        let king_walk = order.quiet_key(&board, "g1f2".parse().unwrap());
        assert!(check > king_walk, "{check} {king_walk}");
        let plain = ChecksFirst::<GeneratorOrder>::default();
        assert_eq!(plain.quiet_key(&board, "a1a8".parse().unwrap()), CHECK_BONUS);
        assert_eq!(plain.quiet_key(&board, "a1a2".parse().unwrap()), 0);
        let terms = order.quiet_terms(&board, "a1a8".parse().unwrap());
        assert!(terms.check && terms.key() == check, "{terms:?}");
        assert!(!order.quiet_terms(&board, "g1f2".parse().unwrap()).check);
    }
}
