//! # Chapter 2: MVV-LVA
//!
//! Captures are ordered by a victim × attacker table: the most valuable victim first and,
//! among captures of the same victim, the least valuable attacker first. All of them sit in
//! one band of sort scores (see [`band`]), so later chapters can put killers below it and
//! the table move above it. Quiescence search asks the same `score_move` seam, so its
//! captures come in the same order.

pub mod band;
mod ordering;
pub mod table;
pub mod variants;

pub use band::{ABOVE_CAPTURES, CAPTURE_BAND_WIDTH, MVV_LVA_OFFSET};
pub use ordering::MvvLva;
pub use table::{QUEEN_PROMOTION, mvv_lva, mvv_lva_score};
