//! What the chapter's experiments measure (`tests/experiments.rs`, and
//! `benches/micro_max.rs`, which includes this module by path): micro-Max's scheme on our
//! search, each idea of micro-Max added alone to chapter 5's pipeline, and the scheme with
//! chapter 2's capture order in quiescence.

pub mod ideas;
pub mod quiescence;
pub mod scheme;

pub use scheme::{MicroMaxScheme, MicroMaxSchemeWithCutoffs};
