//! micro-Max's ideas on top of chapter 5 two plies deeper: on the deep suite and on the
//! outside positions two plies deeper, each idea checked to change order only. Deepening
//! in every node is left out: it visits over ten times chapter 5's nodes there. Minutes of
//! search, too slow for the test command, whose `ideas_on_the_bench_and_outside_suites`
//! makes the same table at the shallow suites' depths.
//!
//! ```sh
//! cargo run --release -p ch06-micro-max --example ideas_deep
//! ```
//!
//! Writes `book/src/generated/ch06-micro-max-deep.md`, which the chapter page includes.
//! Node counts are deterministic.

#[path = "../tests/support/mod.rs"]
mod support;
#[path = "../tests/variants/mod.rs"]
#[allow(dead_code, unused_imports)]
mod variants;

use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::suites::{SUITE_NAMES, judging_suites};
use support::ideas::{idea_columns, ideas_summary};

const CHAPTER: &str = "ch06-micro-max";

fn deep() -> String {
    let [_, _, deep, outside_deep, _] = judging_suites();
    let runs: Vec<_> = [(SUITE_NAMES[2], deep), (SUITE_NAMES[3], outside_deep)]
        .iter()
        .map(|(name, suite)| {
            eprintln!("  the ideas on {name}...");
            idea_columns(suite, false)
        })
        .collect();
    format!(
        "{}{}",
        generated_header(CHAPTER, "ideas_deep", "deep"),
        ideas_summary(&SUITE_NAMES[2..4], &runs)
    )
}

fn main() {
    run_parts(CHAPTER, &[("deep", deep)]);
}
