//! # Chapter 1: score, then pick
//!
//! Every move of a node gets a sort score once, before the move loop; at each index of the
//! loop the best remaining move is brought forward and searched. Nothing is sorted up
//! front, because most nodes that cut off do so after one or two moves.
//!
//! The chapter's own scorer is the simplest one that shows the frame: captures and
//! promotions before quiet moves.

mod ordering;
pub mod pick;
pub mod scoring;

pub use ordering::PickMove;
