//! # Chapter 5: breaking ties
//!
//! Most quiet moves leave chapter 4 with the same score, so which of them is searched
//! first is decided by accident: by the order the generator produced them in, scrambled
//! by a pick that swaps. This chapter makes the accident a decision. A stable pick keeps
//! equal moves in the order they had before scoring, and a default order for quiet moves,
//! chosen by measurement on the bench suite and checked on outside positions, decides
//! that order.

mod chapter_default;
pub mod checks_first;
mod ordering;
pub mod quiet_order;
pub mod stable_pick;
pub mod table_gain;

pub use chapter_default::ChapterDefault;
pub use checks_first::ChecksFirst;
pub use ordering::{TieBreaking, TieBreakingTerms, TieBreakingWith};
pub use quiet_order::{GeneratorOrder, QUIET_ROOM, QuietOrder, QuietTerms};
pub use stable_pick::pick_stable;
pub use table_gain::{PHASE_OF_THE_POSITION, TableGain};
