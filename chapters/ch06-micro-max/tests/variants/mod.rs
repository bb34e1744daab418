//! What the chapter's experiments measure (`tests/experiments.rs`, and
//! `benches/micro_max.rs`, which includes this module by path): micro-Max's scheme in
//! other forms beside the chapter's engine, and each idea of micro-Max added alone to
//! chapter 5's pipeline.

pub mod ideas;
pub mod scheme;
