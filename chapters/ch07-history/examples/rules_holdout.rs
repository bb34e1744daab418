//! Chapter 7's rules on the holdout positions: 44 positions from twelve self-play games
//! (`data/holdout.txt`), made by the realistic suite's rule, and a second holdout of 47
//! (`data/holdout2.txt`), both with the realistic suite's 64 MB table. The chapter's rules
//! were chosen on the realistic suite.
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
use ch05_tie_breaking::TieBreaking;
use ch07_history::History;
use ordering_lab::holdout::{Holdout, run_holdout_example};
use ordering_lab::parallel::{Job, job};
use ordering_lab::realistic::Realistic;
use support::variants::{ChecksFirst, GainAdded, HistoryAlone, NoCheckBonus, NoMalus};

/// Chapter 5, chapter 7, and the alternatives to its rules: no malus, history alone, no
/// check bonus, every check before history, the square gain added instead of breaking
/// ties.
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<TieBreaking>>("ch05", suite),
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<NoMalus>>("no malus", suite),
        job::<Realistic<HistoryAlone>>("history alone", suite),
        job::<Realistic<NoCheckBonus>>("no check bonus", suite),
        job::<Realistic<ChecksFirst>>("checks before history", suite),
        job::<Realistic<GainAdded>>("square gain added", suite),
    ]
}

/// The table, the typical change against the first column, and the verdicts the page
/// reads, as `(before, after)` column pairs.
const VERDICTS: [(usize, usize); 6] = [(0, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)];

fn main() {
    run_holdout_example(
        "ch07-history",
        "rules_holdout",
        &[Holdout::First, Holdout::Second],
        columns,
        &VERDICTS,
    );
}
