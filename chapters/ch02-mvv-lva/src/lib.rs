//! # Chapter 2: MVV-LVA
//!
//! Captures are ordered by a victim × attacker table: the most valuable victim first and,
//! among captures of the same victim, the least valuable attacker first. All of them, and
//! queen promotions, are in the good-capture stage (`Stage::GoodCapture`) with the table
//! entry as their score, so later chapters put killers and the table move in stages of
//! their own. Quiescence search asks the same `score_move` seam, so its captures come in
//! the same order.

mod ordering;
pub mod table;

pub use ordering::MvvLva;
pub use table::{QUEEN_PROMOTION, capture_score, mvv_lva, mvv_lva_key};
