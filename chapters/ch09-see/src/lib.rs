//! # Chapter 9: static exchange evaluation
//!
//! Chapter 2 puts every capture ahead of the killers, ordered by victim and attacker:
//! queen takes a pawn that a pawn defends comes before any quiet move, though it
//! loses the queen for a pawn. Static exchange evaluation (SEE) plays out the
//! captures on the target square, least valuable attacker first, each side free to
//! stop, and tells the captures that lose material from the rest. This chapter moves
//! those out of the good-capture stage.

mod exchange;
mod ordering;
pub mod see;
pub mod values;

pub use exchange::Exchange;
pub use ordering::{See, SeeWith, losing_capture_key};
pub use see::{see, see_ge};
pub use values::{promotion_gain, see_value};
