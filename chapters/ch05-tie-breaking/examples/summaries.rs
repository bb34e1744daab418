//! The chapter's two summaries over all five judging suites: the bench suite, the outside
//! positions, both two plies deeper, and the fresh positions made after the default was
//! chosen. The deeper suites make them take about a minute, too slow for the test command,
//! whose tests make the per-suite tables on the shallow suites.
//!
//! ```sh
//! cargo run --release -p ch05-tie-breaking --example summaries                 # both
//! cargo run --release -p ch05-tie-breaking --example summaries -- quiet-orders # one part
//! ```
//!
//! Writes `book/src/generated/ch05-tie-breaking-{stability,quiet-orders}.md`, which the
//! chapter page includes. Before it writes the default orders' summary, it asserts what the
//! tests assert on the shallow suites: the chapter's default has the best typical change
//! per position on every suite. Node counts are deterministic.

#[allow(dead_code)]
#[path = "../tests/support/mod.rs"]
mod support;
#[allow(dead_code)]
#[path = "../tests/variants/mod.rs"]
mod variants;

use ordering_lab::experiment_runs::{measure_on, summary_with_verdicts_on};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::suites::{SUITE_NAMES, judging_suites};
use support::candidates::{CHECKS_THEN_BY_PHASE, quiet_order_columns, stability_columns};
use support::typical_change::assert_best_typical_change;

const CHAPTER: &str = "ch05-tie-breaking";

/// Which pairs of stability columns the summary judges, (before, after): the stable pick
/// alone; the source's order with it (its 24%); the piece-square key alone (the first
/// default, which the outside positions rejected); the pick under the chapter's default;
/// the chapter against chapter 4.
const STABILITY_CLAIMS: [(usize, usize); 5] = [(0, 1), (0, 3), (0, 4), (5, 6), (0, 6)];

/// Which pairs of quiet-order columns the summary judges: the source's order; the
/// piece-square key; checks on top of it; killer pieces on the source's order and on the
/// piece-square key.
const QUIET_ORDER_CLAIMS: [(usize, usize); 5] = [(0, 1), (0, 7), (7, 9), (1, 10), (7, 11)];

fn stability() -> String {
    let runs = measure_on(&judging_suites(), stability_columns);
    let summary = summary_with_verdicts_on(&SUITE_NAMES, &runs, &STABILITY_CLAIMS);
    format!("{}{summary}", generated_header(CHAPTER, "summaries", "stability"))
}

fn quiet_orders() -> String {
    let runs = measure_on(&judging_suites(), quiet_order_columns);
    assert_best_typical_change(&SUITE_NAMES, &runs, CHECKS_THEN_BY_PHASE);
    let summary = summary_with_verdicts_on(&SUITE_NAMES, &runs, &QUIET_ORDER_CLAIMS);
    format!("{}{summary}", generated_header(CHAPTER, "summaries", "quiet-orders"))
}

fn main() {
    run_parts(CHAPTER, &[("stability", stability), ("quiet-orders", quiet_orders)]);
}
