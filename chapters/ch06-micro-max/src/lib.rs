//! # Chapter 6: micro-Max's ordering
//!
//! H.G. Muller's micro-Max orders moves with one piece of information: the best move
//! a node found one ply shallower. It deepens iteratively inside every node so that
//! every node has such a move, tries it first, then the other moves of the same
//! piece, then the rest as generated. This chapter builds that scheme on our search
//! and chapter 4's table and sets it beside the pipeline of chapters 1 to 5: it is a
//! side branch, and chapter 7 builds on chapter 5.

pub mod deepening;
mod ordering;
pub mod same_piece;

pub use ordering::{MicroMax, SAME_PIECE};
