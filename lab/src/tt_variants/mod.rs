//! The other ways of putting a "best move" first, and the table's other use, for chapter
//! 4's experiments (and chapter 6's, which runs micro-Max's scheme over a table that
//! returns scores). None of them is chapter 4's ordering ([`ch04_tt_move::TtMove`]); each
//! changes one thing about it, and chapter 4's `tests/experiments.rs` measures them side
//! by side.

mod pv_fallback;
pub mod pv_line;
mod score_cutoffs;
mod without_killers;

pub use pv_fallback::{PvBase, PvFallback, PvMove, TtAndPvMove};
pub use score_cutoffs::TtScoreCutoffs;
pub use without_killers::TtMoveWithoutKillers;
