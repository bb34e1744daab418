//! The default order the chapter adopts, chosen by the experiments.

use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Move};

use crate::checks_first::ChecksFirst;
use crate::quiet_order::{QuietOrder, QuietTerms};
use crate::table_gain::{PHASE_OF_THE_POSITION, TableGain};

// ANCHOR: chapter_default
/// The default order of [`crate::TieBreaking`]: quiet checks first, then the piece-square
/// gain blended by game phase. Of the candidates that beat chapter 4 both on the bench
/// suite and on the outside positions, it visited the fewest nodes on the bench suite
/// (`tests/experiments.rs` asserts it), and positions made after it was chosen confirm it
/// (`data/fresh.txt`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterDefault {
    order: ChecksFirst<TableGain<PHASE_OF_THE_POSITION>>,
}

impl QuietOrder for ChapterDefault {
    const NAME: &'static str = "ch05-tie-breaking";

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        self.order.quiet_key(board, mv)
    }

    fn quiet_terms(&self, board: &Board, mv: Move) -> QuietTerms {
        self.order.quiet_terms(board, mv)
    }
}
// ANCHOR_END: chapter_default
