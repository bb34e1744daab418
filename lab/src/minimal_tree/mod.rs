//! The minimal tree: the smallest part of the tree a search visited that still proves the
//! root's value, the yardstick "× minimal tree" of the results page.
//!
//! Knuth and Moore (1975) showed that alpha-beta with the best move first everywhere
//! visits exactly such a tree. Here it is measured on the tree each chapter actually
//! searched ([`recorder`]): every node of it is recorded, and [`proof`] picks the
//! cheapest proof among the moves that were searched. Moves the search never tried are
//! not in it, so a cheaper refutation the chapter never looked at cannot count: it is the
//! minimal tree *of the searched tree*, a lower bound on what that chapter's search, with
//! its windows, table and quiescence, could have visited with a perfect order of the same
//! moves.

pub mod proof;
pub mod recorder;

pub use proof::{SearchedNode, TreeSize, minimal_tree};
pub use recorder::{MinimalTreeSearch, Recorded, minimal_tree_search};

#[cfg(test)]
mod tests;
