//! The default order the chapter adopts, chosen by the experiments.

use ch00_baseline::moves::SortScore;
use cozy_chess::{Board, Move};

use crate::quiet_order::QuietOrder;
use crate::table_gain::{PHASE_OF_THE_POSITION, TableGain};

// ANCHOR: chapter_default
/// The default order of [`crate::TieBreaking`], the piece-square gain blended by game
/// phase: of all the candidates, it visited the fewest nodes on the bench suite, and it had
/// the best typical change per position on every suite, the outside positions included
/// (`tests/experiments.rs` asserts both).
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterDefault;

impl QuietOrder for ChapterDefault {
    const NAME: &'static str = "ch05-tie-breaking";

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        TableGain::<PHASE_OF_THE_POSITION>.quiet_key(board, mv)
    }
}
// ANCHOR_END: chapter_default
