//! # Chapter 0: the baseline engine
//!
//! A complete chess engine (alpha-beta with quiescence search and iterative deepening,
//! a tapered evaluation, UCI, perft, bench) that searches every node's moves in the order
//! the move generator yields them. It is the yardstick of the book: every later chapter
//! adds one ordering technique through the seams of [`ordering::MoveOrdering`] and is
//! measured against it.

pub mod cli;
pub mod eval;
pub mod fen;
pub mod gives_check;
pub mod key;
pub mod moves;
pub mod ordering;
pub mod perft;
pub mod position;
pub mod position_error;
pub mod pst;
pub mod report;
pub mod san;
pub mod score;
pub mod search;
pub mod sort_key;
pub mod suite;
pub mod uci;
