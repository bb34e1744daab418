//! Chapter 7's rules on the holdout positions: 44 positions from twelve self-play games
//! (`data/holdout.txt`), made by the realistic suite's rule. With history over every quiet
//! move, chapter 7 searched more nodes than chapter 6 on the outside positions, through
//! two endgames; keeping chapter 5's quiet checks in front of history searched fewer there
//! and on every other set, this one included, and became the chapter's rule. Since this
//! set helped choose it, the example also searches a second holdout made after the change
//! (`data/holdout2.txt`, 47 positions by the same rule): the blind check. Both with the
//! realistic suite's 64 MB table.
//!
//! ```sh
//! cargo run --release -p ch07-history --example rules_holdout   # about 3 min on 2 cores
//! ```
//!
//! Writes `book/src/generated/ch07-history-holdout.md` and `ch07-history-holdout2.md`,
//! which the book page includes. Node counts only: deterministic, the same on every
//! machine.

#[path = "../tests/support/mod.rs"]
mod support;

use ch00_baseline::suite::SuitePosition;
use ch06_micro_max::MicroMax;
use ch07_history::History;
use ordering_lab::holdout::{Holdout, run_holdout_example};
use ordering_lab::parallel::{Job, job};
use ordering_lab::realistic::Realistic;
use support::variants::{HistoryAlone, HistoryOverChecks, NoMalus};

/// Chapter 6, chapter 7, and the three alternatives the other suites could not tell
/// apart from it: no malus, the generator's order for ties, history over the checks.
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<MicroMax>>("ch06", suite),
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<NoMalus>>("no malus", suite),
        job::<Realistic<HistoryAlone>>("history, generator ties", suite),
        job::<Realistic<HistoryOverChecks>>("history over checks", suite),
    ]
}

/// The table, the typical change against the first column, and the verdicts the page
/// reads, as `(before, after)` column pairs.
const VERDICTS: [(usize, usize); 5] = [(0, 1), (2, 1), (3, 1), (4, 1), (0, 4)];

fn main() {
    run_holdout_example(
        "ch07-history",
        "rules_holdout",
        &[Holdout::First, Holdout::Second],
        columns,
        &VERDICTS,
    );
}
