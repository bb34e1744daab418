//! The choices of chapter 8's tables its experiments measure (`tests/experiments.rs`,
//! `tests/bounds.rs`, and the examples, which include this module by path).
#![allow(dead_code)]

pub mod choices;
pub mod tables;
