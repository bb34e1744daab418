//! Every chapter from 4 on, each against the one before, on the holdout positions
//! (`data/holdout.txt`): 44 positions from twelve self-play games, made by the realistic
//! suite's rule after every default of the book but chapter 7's checks-first rule was
//! chosen. The realistic suite has 13 positions and the outside positions 12, where a
//! verdict of a few per cent can turn on one of them; this checks each chapter's verdict on
//! more positions than either, searched where the techniques act (each position at the
//! depth where chapter 4 needs up to 6M nodes). Chapters 0 to 3 cannot reach those depths
//! in minutes and are left out.
//!
//! ```sh
//! cargo run --release -p ch10-staged-picker --example holdout   # about 3 min on 2 cores
//! ```
//!
//! Writes `book/src/generated/ch10-staged-picker-holdout.md`, which the results page
//! includes. Node counts only: deterministic, the same on every machine.

use std::fmt::Write as _;

use ch00_baseline::suite::SuitePosition;
use ch04_tt_move::TtMove;
use ch05_tie_breaking::TieBreaking;
use ch06_micro_max::MicroMax;
use ch07_history::History;
use ch08_continuation_history::ContinuationHistory;
use ch09_see::See;
use ch10_staged_picker::StagedPicker;
use ordering_lab::comparison::verdict_line;
use ordering_lab::generated::{Part, run_parts};
use ordering_lab::holdout::{Holdout, holdout_table};
use ordering_lab::parallel::{Job, job};
use ordering_lab::realistic::Realistic;
use ordering_lab::summary::typical_change;

const CHAPTER: &str = env!("CARGO_PKG_NAME");

/// The chapters in order, from the first with every basic technique.
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<TtMove>>("ch04", suite),
        job::<Realistic<TieBreaking>>("ch05", suite),
        job::<Realistic<MicroMax>>("ch06", suite),
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<ContinuationHistory>>("ch08", suite),
        job::<Realistic<See>>("ch09", suite),
        job::<Realistic<StagedPicker>>("ch10", suite),
    ]
}

/// The table, then each chapter's verdict against the one before: the typical position,
/// then the total and the split.
fn holdout() -> String {
    let (mut text, columns) = holdout_table(CHAPTER, "holdout", Holdout::First, columns);
    text += "| Chapter | Typical change per position vs the chapter before |\n|---|---:|\n";
    for pair in columns.windows(2) {
        let typical = typical_change(&pair[0].report, &pair[1].report);
        writeln!(text, "| {} | {:+.1}% |", pair[1].label, 100.0 * typical).unwrap();
    }
    text += "\n";
    for pair in columns.windows(2) {
        text += &verdict_line(&pair[0], &pair[1]);
    }
    text
}

fn main() {
    let parts: [Part; 1] = [("holdout", holdout)];
    run_parts(CHAPTER, &parts);
}
