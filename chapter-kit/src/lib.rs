//! # What every chapter owes the book, written once
//!
//! Each chapter crate proves the same things about its engine: the node-count table its
//! page shows (an insta snapshot) and the gain over the previous chapter, the same root
//! scores as chapter 0, perft through its ordering, the UCI promises a GUI relies on, and
//! the time to depth in a criterion bench. The chapters take this crate as a
//! dev-dependency: none of it is in any engine, and a chapter's `src/` keeps only its
//! feature.
//!
//! - [`chapter_tests!`]: a chapter's `tests/nodes.rs`, one line.
//! - [`chapter_bench!`] and [`time_orderings!`]: a chapter's criterion benches.
//! - [`robustness`]: the engine under bad input, clocks and a fuzzer.
//! - [`bench_table`]: the node-count table, and the same table read from a snapshot.
//! - [`markdown`]: Markdown tables, written and read back (the book's and the lab's).

pub mod bench_table;
pub mod chapter_bench;
pub mod chapter_tests;
pub mod markdown;
pub mod robustness;

/// The engine the macros expand against, so that they name it through this crate.
#[doc(hidden)]
pub use ch00_baseline;
