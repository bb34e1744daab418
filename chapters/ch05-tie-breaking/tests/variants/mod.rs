//! The variants the chapter's experiments measure (`tests/experiments.rs`, and
//! `benches/tie_breaking.rs`, which includes this module by path). None of them is the
//! chapter's engine; they are what its default order was chosen against.

pub mod centre;
pub mod killer_pieces;
pub mod piece_order;
pub mod quiet_order;
pub mod shuffle;
pub mod swap_pick;
