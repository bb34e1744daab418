//! Chapter 6's node counts on the bench suite, against chapter 5's pipeline.
//!
//! micro-Max's single source of ordering does not pay here (`tests/experiments.rs`): the
//! chapter is a side branch, and chapter 7 builds on chapter 5. Its snapshot records what
//! the scheme costs.
chapter_kit::chapter_tests!(ch06_micro_max::MicroMax, side_branch);
