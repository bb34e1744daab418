//! Every chapter from 4 on, each against the one it builds on, on the holdout positions
//! (`data/holdout.txt`): 44 positions from twelve self-play games, made by the realistic
//! suite's rule. The realistic suite has 13 positions and the outside positions 12, where a
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

/// The chapters in order, from the first with every basic technique. Chapter 6 is left
/// out: micro-Max's scheme cannot search these depths in minutes (its own examples measure
/// it beside chapter 5).
fn columns(suite: &[SuitePosition]) -> Vec<Job<'_>> {
    vec![
        job::<Realistic<TtMove>>("ch04", suite),
        job::<Realistic<TieBreaking>>("ch05", suite),
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<ContinuationHistory>>("ch08", suite),
        job::<Realistic<See>>("ch09", suite),
        job::<Realistic<StagedPicker>>("ch10", suite),
    ]
}

/// Each chapter of [`columns`] and the one it builds on, by index: chapter 5 on chapter
/// 4, chapter 7 on chapter 5, chapters 8 and 9 on chapter 7, chapter 10 on chapter 9.
const BUILDS_ON: [(usize, usize); 5] = [(0, 1), (1, 2), (2, 3), (2, 4), (4, 5)];

/// The table, then each chapter's verdict against the one it builds on: the typical
/// position, then the total and the split.
fn holdout() -> String {
    let (mut text, columns) = holdout_table(CHAPTER, "holdout", Holdout::First, columns);
    text += "| Chapter | Builds on | Typical change per position |\n|---|---|---:|\n";
    for (base, chapter) in BUILDS_ON {
        let typical = typical_change(&columns[base].report, &columns[chapter].report);
        let (base, chapter) = (&columns[base].label, &columns[chapter].label);
        writeln!(text, "| {chapter} | {base} | {:+.1}% |", 100.0 * typical).unwrap();
    }
    text += "\n";
    for (base, chapter) in BUILDS_ON {
        text += &verdict_line(&columns[base], &columns[chapter]);
    }
    text
}

fn main() {
    let parts: [Part; 1] = [("holdout", holdout)];
    run_parts(CHAPTER, &parts);
}
