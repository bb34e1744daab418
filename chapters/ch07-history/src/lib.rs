//! # Chapter 7: the history heuristic
//!
//! After the killers, chapter 5 orders the quiet moves by a fixed default: checks
//! first, then the piece-square gain. The history heuristic (Schaeffer, 1989) orders
//! them by what happened in this search: a table indexed by side, from-square and
//! to-square collects a bonus, growing with depth, for every quiet move that caused a
//! cutoff, and a malus for the quiet moves searched before it. A quiet move's score
//! is its history plus a bonus if it gives check, read when the pick reaches the
//! quiet moves; chapter 5's square gain breaks the ties.

pub mod history_table;
mod ordering;

pub use history_table::{HISTORY_MAX, HistoryTable, gravity_update};
pub use ordering::{CHECK_BONUS, History, HistoryWith, history_bonus};
