//! # Chapter 10: the staged move picker
//!
//! Chapters 1 to 9 generate every move of a node, give each its key and then pick: a
//! node that cuts off on its first move, as most do, has paid for generating and
//! scoring all the others. This chapter hands out the very same order in stages: the
//! table move before anything is generated (checked for legality, since keys
//! collide), then the captures, generated and scored alone, then the killers (checked
//! like the table move), then the quiet moves, generated and scored only when the
//! search gets that far, then the losing captures. Node counts are chapter 9's,
//! exactly; what changes is time.

mod batches;
mod ordering;
mod staged_picker;

pub use batches::{belongs_to, push_captures, push_quiets};
pub use ordering::{StagedPicker, StagedWith};
pub use staged_picker::StagedMoves;
