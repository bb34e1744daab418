//! What the tests and the examples of chapter 3 share: the table of killer slot counts.
//! The tests measure it on the shallow suites; the `killer_slots_deep` example two plies deeper,
//! too slow for the test command.

pub mod slots;
