//! Chapter 9's placements on the holdout positions (`data/holdout.txt`): made by the
//! realistic suite's rule after every default of the book but chapter 7's checks-first rule
//! was chosen, more positions than the realistic, outside and fresh suites together. On
//! those suites the two placements the sources argue over, after every quiet move (the
//! chapter's) and after the killers, differed by less than single positions do, and the
//! exchange check in quiescence too saved a few nodes more and cost time; this asks the
//! same on a sample where a few per cent cannot hide in one position.
//!
//! ```sh
//! cargo run --release -p ch09-see --example placement_holdout   # about 4 min on 2 cores
//! ```
//!
//! Writes `book/src/generated/ch09-see-holdout.md`, which the book page includes. Node
//! counts only: deterministic, the same on every machine.

#[path = "../tests/support/mod.rs"]
mod support;

use ch00_baseline::suite::SuitePosition;
use ch07_history::History;
use ch09_see::See;
use ordering_lab::holdout::{Holdout, run_holdout_example};
use ordering_lab::parallel::{Job, job};
use ordering_lab::realistic::Realistic;
use support::variants::{AfterKillers, BothSearches, QuiescenceOnly};

/// Chapter 8, then the chapter's placement and the alternatives its page measures.
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<See>>("ch09", suite),
        job::<Realistic<AfterKillers>>("after killers", suite),
        job::<Realistic<BothSearches>>("both searches", suite),
        job::<Realistic<QuiescenceOnly>>("quiescence only", suite),
    ]
}

/// The table, the typical change against the first column, and the verdicts the page
/// reads, as `(before, after)` column pairs.
const VERDICTS: [(usize, usize); 5] = [(0, 1), (0, 2), (2, 1), (1, 3), (1, 4)];

fn main() {
    run_holdout_example(
        env!("CARGO_PKG_NAME"),
        "placement_holdout",
        &[Holdout::First],
        columns,
        &VERDICTS,
    );
}
