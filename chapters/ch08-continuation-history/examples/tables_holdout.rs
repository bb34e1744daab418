//! Chapter 8's tables on the holdout positions (`data/holdout.txt`): made by the realistic
//! suite's rule after every default of the book but chapter 7's checks-first rule was
//! chosen, more positions than the realistic, outside and fresh suites together. The
//! chapter kept none of its tables, because none paid on those suites; this checks that
//! verdict where a gain of a few per cent cannot hide in one position. Every choice with
//! the malus (the chapter's rule for its tables), with the realistic suite's 64 MB table.
//!
//! ```sh
//! cargo run --release -p ch08-continuation-history --example tables_holdout   # about 5 min on 2 cores
//! ```
//!
//! Writes `book/src/generated/ch08-continuation-history-holdout.md`, which the book page
//! includes. Node counts only: deterministic, the same on every machine.

#[path = "../tests/variants/mod.rs"]
mod variants;

use ch00_baseline::suite::SuitePosition;
use ch07_history::History;
use ordering_lab::holdout::{Holdout, run_holdout_example};
use ordering_lab::parallel::{Job, job};
use ordering_lab::realistic::Realistic;
use variants::choices::{BothPlies, CountermoveAlone, Everything, OnePly, TwoPly};

/// Chapter 7 (whose tree chapter 8's engine searches), then each table and both together.
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<CountermoveAlone>>("countermove", suite),
        job::<Realistic<OnePly>>("1 ply", suite),
        job::<Realistic<TwoPly>>("2 plies", suite),
        job::<Realistic<BothPlies>>("1+2 plies", suite),
        job::<Realistic<Everything>>("countermove, 1+2 plies", suite),
    ]
}

/// The table, the typical change against the first column, and the verdicts the page
/// reads, as `(before, after)` column pairs.
const VERDICTS: [(usize, usize); 5] = [(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)];

fn main() {
    run_holdout_example(
        env!("CARGO_PKG_NAME"),
        "tables_holdout",
        &[Holdout::First],
        columns,
        &VERDICTS,
    );
}
