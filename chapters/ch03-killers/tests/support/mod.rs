//! What the tests and the examples of chapter 3 share: the table of killer slot counts.
//! The tests measure it on the shallow suites; the `deep_suite` example two plies deeper,
//! too slow for the test command.

pub mod slots;
