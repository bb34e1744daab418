//! How many killer slots pay, in nodes: zero to four slots per ply, on the bench suite
//! and on the outside positions that nothing was tuned on. On the deep suite (the bench
//! suite two plies deeper, where killers have more plies to work with) the same table
//! takes minutes: the `killer_slots_deep` example writes it.
//!
//! Time is a separate question, answered by `benches/slots.rs`.

mod support;

use ch00_baseline::suite::{bench_suite, outside_suite};
use support::slots::slot_table;

#[test]
fn killer_slots_bench() {
    insta::assert_snapshot!("killer_slots_bench", slot_table(&bench_suite()));
}

#[test]
fn killer_slots_outside() {
    insta::assert_snapshot!("killer_slots_outside", slot_table(&outside_suite()));
}
