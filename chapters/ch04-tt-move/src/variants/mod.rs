//! The other ways of putting a "best move" first, and the table's other use, for the
//! chapter's experiments. None of them is the chapter's ordering ([`crate::TtMove`]); each
//! changes one thing about it, and `tests/experiments.rs` measures them side by side.

mod pv_fallback;
mod score_cutoffs;
mod without_killers;

pub use pv_fallback::{PvBase, PvFallback, PvMove, TtAndPvMove};
pub use score_cutoffs::TtScoreCutoffs;
pub use without_killers::TtMoveWithoutKillers;
