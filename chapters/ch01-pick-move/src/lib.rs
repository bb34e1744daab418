//! # Chapter 1: score, then pick
//!
//! Every move of a node gets a sort score once, before the move loop; at each index of the
//! loop the best remaining move is brought forward and searched. Nothing is sorted up
//! front, because most nodes that cut off do so after one or two moves.
//!
//! The chapter's own scorer is the simplest one that shows the frame: captures and
//! promotions before quiet moves. [`frame`], [`pick_variants`] and [`cutoff_profile`] hold
//! what the chapter's experiments measure the frame with.

pub mod cutoff_profile;
pub mod frame;
pub mod markdown;
mod ordering;
pub mod pick;
pub mod pick_bench;
pub mod pick_report;
pub mod pick_variants;
pub mod scoring;

pub use ordering::PickMove;
