//! What the tests and the examples of chapter 6 share: the table of micro-Max's ideas on
//! top of chapter 5. The tests measure it on the shallow suites; the `ideas_deep` example
//! two plies deeper, too slow for the test command.

pub mod ideas;
