//! The transposition table's other use: returning a stored score instead of searching.

use ch00_baseline::ordering::MoveOrdering;

use ch04_tt_move::TtMove;

/// Chapter 4's ordering with its score cutoffs on (`ch04_tt_move::settled_score`, the
/// UCI option `TT Cutoffs`): a stored score is returned at once when the table searched
/// the position at least as deep and the score settles the node for this window. Not a
/// move-ordering technique, so the experiments label it apart.
pub struct TtScoreCutoffs {
    previous: TtMove,
}

impl Default for TtScoreCutoffs {
    fn default() -> Self {
        let mut previous = TtMove::default();
        previous.set_table_cutoffs(true);
        Self { previous }
    }
}

impl MoveOrdering for TtScoreCutoffs {
    ch00_baseline::previous_chapter!(TtMove, "TT move + score cutoffs");
}
