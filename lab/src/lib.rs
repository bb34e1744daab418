//! # The lab: what the chapters' experiments measure with
//!
//! Every chapter crate holds its ordering technique and nothing else; its experiments live
//! in its `tests/` and `benches/`. What those experiments share lives here: tables that
//! put orderings side by side ([`comparison`], [`summary`], [`spread`], and
//! `chapter_kit::markdown`),
//! the suites they are judged on ([`suites`]) and a runner that uses both cores
//! ([`parallel`]), an experiment's runs on every suite, measured once per test binary
//! ([`experiment_runs`]), chapter 3's killers with other slot counts ([`killer_slots`]),
//! the cutoff profile ([`cutoff_profile`]), the score-and-pick frame with
//! its interchangeable picks and their benches ([`frame`], [`picks`], [`pick_report`],
//! [`pick_bench`]), the key-collision tests every engine with a table runs
//! ([`collisions`]), and the transposition-table variants that chapters 4 and 6 measure
//! ([`tt_variants`]), and what experiments at realistic depth need: the suite's table
//! and CPU time from interleaved rounds ([`realistic`]), the long search of the bound
//! tests ([`bounds`]), the earlier chapters' verdicts re-measured at
//! realistic depth ([`realistic_verdict`]) and the examples that write them
//! ([`verdict_example`]), the same on the holdout positions ([`holdout`]), and the two
//! yardsticks each chapter is measured against: the
//! oracle tree ([`oracle`]) and the minimal tree of its own search ([`minimal_tree`]).
//! None of it is in any engine binary.

/// The Markdown table writer, shared with xtask (kept under this name for the examples
/// that import it from the lab).
pub use chapter_kit::markdown;
pub mod bounds;
pub mod collisions;
pub mod comparison;
pub mod cutoff_profile;
pub mod experiment_runs;
pub mod frame;
pub mod generated;
pub mod holdout;
pub mod killer_slots;
pub mod minimal_tree;
pub mod oracle;
pub mod parallel;
pub mod pick_bench;
pub mod pick_report;
pub mod picks;
pub mod realistic;
pub mod realistic_verdict;
pub mod spread;
pub mod suites;
pub mod summary;
pub mod tree_rules;
pub mod tt_variants;
pub mod verdict_example;
