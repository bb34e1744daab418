//! # Chapter 3: killer moves
//!
//! A quiet move that caused a beta cutoff is remembered for its ply, and at the next node
//! of the same ply it is tried right after the captures, before every other quiet move.
//! Two slots per ply, kept distinct; the experiments measure zero to four.

pub mod band;
pub mod comparison;
pub mod killer_table;
mod ordering;

pub use band::{KILLER_STEP, is_quiet, killer_score};
pub use killer_table::KillerTable;
pub use ordering::{KillerOrdering, Killers};
