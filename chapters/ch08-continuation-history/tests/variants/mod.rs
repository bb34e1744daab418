//! Countermove and continuation history, which the chapter's engine does not keep, and
//! the choices of them its experiments measure (`tests/experiments.rs`,
//! `tests/bounds.rs`, `tests/layers.rs`, and the examples, which include this module by
//! path). Each table is an ordering over any other, through chapter 0's seams.
#![allow(dead_code)]

pub mod choices;
pub mod continuation;
pub mod continuation_table;
pub mod countermove;
pub mod countermove_table;
pub mod path_moves;
pub mod piece_to;
pub mod without_malus;
