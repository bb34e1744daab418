//! The engine under bad input, clocks and a fuzzer: checks every chapter's engine must
//! pass, written once and generic over the chapter's [`MoveOrdering`].
//!
//! A chess GUI trusts an engine with its pipes: one crash, one unanswered `isready`, one
//! `bestmove` after the flag fell, and the engine loses the game whatever its search is
//! worth. The `chapter_tests!` macro runs each public check below for its chapter, so a
//! chapter cannot add an ordering that breaks the protocol.
//!
//! [`MoveOrdering`]: ch00_baseline::ordering::MoveOrdering

mod bad_input;
mod driver;
mod fuzz;
mod fuzz_lines;
mod real_clients;
mod table_cutoffs;
mod timing;
mod transcript;

pub use bad_input::assert_bad_input_is_answered;
pub use driver::{Driver, assert_legal_bestmove};
pub use fuzz::{fuzz_uci, fuzz_uci_with};
pub use real_clients::{
    assert_ponder_and_perft_follow_uci, assert_real_client_commands_are_answered,
    assert_real_client_positions_are_read,
};
pub use table_cutoffs::assert_table_cutoffs_option;
pub use timing::{assert_clock_is_kept, assert_prompt_answers, hold_the_cpu};
pub use transcript::{Transcript, Written};
