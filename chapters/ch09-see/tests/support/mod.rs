//! What the chapter's experiments share (also included by `examples/see_realistic.rs`).
#![allow(dead_code)]

pub mod variants;
