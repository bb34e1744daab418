//! # Chapter 7: the history heuristic
//!
//! After the killers, chapter 5 orders the quiet moves by a fixed default: checks first,
//! then the piece-square gain. The history heuristic (Schaeffer, 1989) orders them by what
//! happened in this search: a table indexed by side, from-square and to-square collects a
//! bonus, growing with depth, for every quiet move that caused a cutoff, and a malus for
//! the quiet moves searched before it. Quiet moves come after the killers, the quiet
//! checks first as chapter 5 put them, each group in the order of that table, and chapter
//! 5's key breaks the ties.

pub mod band;
pub mod history_table;
mod ordering;
pub mod rules;

pub use band::{HISTORY_STRIDE, history_score};
pub use history_table::{HISTORY_MAX, HistoryTable, gravity_update};
pub use ordering::{History, HistoryWith};
pub use rules::{
    BONUS_SCALE, BetweenSearches, ChapterRules, HistoryRules, depth_linear, depth_squared,
};
