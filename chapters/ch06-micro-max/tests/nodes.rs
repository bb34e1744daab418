//! Chapter 6's node counts on the bench suite, against chapter 5.
//!
//! This chapter's engine keeps none of micro-Max's ideas (none paid, see
//! `tests/experiments.rs`), so it searches exactly chapter 5's tree: its gain test asserts
//! "not worse" instead of "fewer".
chapter_kit::chapter_tests!(ch06_micro_max::MicroMax, not_worse);
