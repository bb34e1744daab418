//! What the chapter's experiments measure (`tests/experiments.rs`): each idea of micro-Max
//! added alone to chapter 5's pipeline, and micro-Max's scheme with chapter 2's capture
//! order in quiescence.

pub mod ideas;
pub mod quiescence;
