//! How many killer slots pay on the deep suite (the bench suite two plies deeper, where
//! killers have more plies to work with): zero to four slots per ply, each checked to
//! change order only. Zero slots is chapter 2's tree, about 140 million nodes, so the
//! table takes minutes, too slow for the test command, whose `killer_slots_bench` and
//! `killer_slots_outside` make the same table on the shallow suites.
//!
//! ```sh
//! cargo run --release -p ch03-killers --example killer_slots_deep
//! ```
//!
//! Writes `book/src/generated/ch03-killers-deep.md`, which the chapter page includes.
//! Node counts are deterministic.

#[path = "../tests/support/mod.rs"]
mod support;

use ch00_baseline::suite::deep_suite;
use ordering_lab::generated::{generated_header, run_parts};
use support::slots::slot_table;

const CHAPTER: &str = "ch03-killers";

fn deep() -> String {
    format!(
        "{}{}",
        generated_header(CHAPTER, "killer_slots_deep", "deep"),
        slot_table(&deep_suite())
    )
}

fn main() {
    run_parts(CHAPTER, &[("deep", deep)]);
}
