//! What the chapter's experiments share (also included by `examples/realistic.rs`).
#![allow(dead_code)]

pub mod games;
pub mod variants;
