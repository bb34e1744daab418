//! # Chapter 1: score, then pick
//!
//! Every move of a node gets a sort key once, at the first request for a move; at each
//! request after that the best remaining move is brought forward and searched. Nothing is
//! sorted up front, because most nodes that cut off do so after one or two moves.
//!
//! The chapter's own scorer is the simplest one that shows the frame: captures and
//! promotions before quiet moves. What the chapter's experiments measure the frame with
//! (other picks, the cutoff profile) is in the lab crate, `ordering-lab`.

mod ordering;
pub mod pick;
pub mod scoring;

pub use ordering::PickMove;
