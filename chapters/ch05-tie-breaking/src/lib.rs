//! # Chapter 5: breaking ties
//!
//! Most quiet moves leave chapter 4 with the same score, so which of them is searched
//! first is decided by accident: by the order the generator produced them in, scrambled
//! by a pick that swaps. This chapter makes the accident a decision. A stable pick keeps
//! equal moves in the order they had before scoring, and a default order for quiet moves,
//! chosen by measurement, decides that order: the quiet checks first, then the moves the
//! piece-square tables like best.

pub mod default_order;
mod ordering;
pub mod square_gain;
pub mod stable_pick;

pub use default_order::default_order;
pub use ordering::{TieBreaking, TieBreakingWith};
pub use square_gain::{gain_at_phase, game_phase, square_gain};
pub use stable_pick::pick_stable;
