//! The variants the chapter's experiments measure (`tests/experiments.rs`,
//! `benches/tie_breaking.rs`), and the tables that report them. None of the variants is
//! the chapter's engine; they are what its default order was chosen against.

pub mod centre;
pub mod killer_pieces;
pub mod parallel;
pub mod piece_order;
pub mod shuffle;
pub mod spread;
pub mod suites;
pub mod summary;
pub mod swap_pick;
