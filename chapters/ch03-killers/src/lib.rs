//! # Chapter 3: killer moves
//!
//! A quiet move that caused a beta cutoff is remembered for its ply, and at the next node
//! of the same ply it is tried right after the captures, before every other quiet move.
//! Two slots per ply, kept distinct.

pub mod killer_key;
pub mod killer_table;
mod ordering;

pub use killer_key::{is_quiet, killer_key};
pub use killer_table::KillerTable;
pub use ordering::Killers;
