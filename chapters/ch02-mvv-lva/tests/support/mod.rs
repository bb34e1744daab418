//! What the tests and the examples of chapter 2 share: the table of what each term of a
//! capture score adds. The tests measure it on the shallow suites; the `attacker_term_deep`
//! example two plies deeper, too slow for the test command.

pub mod terms;
