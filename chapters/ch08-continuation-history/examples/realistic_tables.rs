//! Chapter 8 at realistic depth: every choice of tables on the realistic suite
//! (`data/realistic.txt` at its depths, a 64 MB table), on the middlegames of
//! `data/fresh.txt` at depth 7 and on the outside positions at the realistic suite's depth
//! rule, and time to depth of chapter 8 against chapter 7 in CPU time from interleaved
//! rounds.
//!
//! ```sh
//! cargo run --release -p ch08-continuation-history --example realistic_tables           # everything (~15 min on 2 loaded cores)
//! cargo run --release -p ch08-continuation-history --example realistic_tables -- nodes  # one part: nodes, fresh, outside, time
//! ```
//!
//! Writes `book/src/generated/ch08-continuation-history-{nodes,fresh,outside,time}.md`, which the
//! book page includes. Node counts are deterministic; times depend on the machine.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;

use ch00_baseline::suite::{SuitePosition, realistic_suite};
use ch07_history::History;
use ch08_continuation_history::ContinuationHistory;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::parallel::{job, measure};
use ordering_lab::realistic::{
    Realistic, Timed, interleaved_cpu_seconds, ratio_table, rounds_table, search_suite,
};
use ordering_lab::suites::{fresh_middlegames, outside_realistic_suite};
use ordering_lab::summary::typical_change;
use support::variants::{
    BothPlies, BothPliesNoMalus, CountermoveAlone, Everything, EverythingNoMalus, OnePly,
    OnePlyNoMalus, TwoPly, TwoPlyNoMalus,
};

const CHAPTER: &str = env!("CARGO_PKG_NAME");

/// The depth of the fresh middlegames: chapter 7 searches one to six million nodes on
/// each, about what it searches on a position of the realistic suite.
const FRESH_DEPTH: u32 = 7;

fn header(part: &str) -> String {
    generated_header(CHAPTER, "realistic_tables", part)
}

/// Every variant on `suite`, with the realistic table; chapter 7 first.
fn variant_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<Realistic<History>>("ch07", suite),
        job::<Realistic<CountermoveAlone>>("countermove", suite),
        job::<Realistic<OnePly>>("1 ply", suite),
        job::<Realistic<OnePlyNoMalus>>("1 ply, no malus", suite),
        job::<Realistic<TwoPly>>("2 plies", suite),
        job::<Realistic<TwoPlyNoMalus>>("2 plies, no malus", suite),
        job::<Realistic<BothPlies>>("1+2 plies", suite),
        job::<Realistic<BothPliesNoMalus>>("1+2 plies, no malus", suite),
        job::<Realistic<Everything>>("countermove, 1+2 plies", suite),
        job::<Realistic<EverythingNoMalus>>("countermove, 1+2 plies, no malus", suite),
    ])
}

/// The node table of every variant, the typical change per position, and the verdicts.
fn variants_page(what: &str, description: &str, suite: &[SuitePosition]) -> String {
    let columns = variant_columns(suite);
    assert_same_root_scores(&columns[0], &columns);
    let mut text = header(what);
    writeln!(text, "{description}; every column found chapter 7's root scores.\n").unwrap();
    text += &comparison_table(&columns);
    text += "\n<!-- ANCHOR: summary -->\n";
    text += "| Ordering | Total vs ch07 | Typical change per position vs ch07 |\n";
    text += "|---|---:|---:|\n";
    for column in &columns[1..] {
        let typical = typical_change(&columns[0].report, &column.report);
        let total = ch00_baseline::report::percent_change(
            columns[0].report.total_nodes(),
            column.report.total_nodes(),
        );
        writeln!(text, "| {} | {total} | {:+.1}% |", column.label, 100.0 * typical).unwrap();
    }
    text += "<!-- ANCHOR_END: summary -->\n\n";
    for column in &columns[1..] {
        text += &verdict_line(&columns[0], column);
    }
    text
}

fn nodes() -> String {
    variants_page(
        "nodes",
        "The realistic suite (`data/realistic.txt`, each position at its own depth), a 64 MB table",
        &realistic_suite(),
    )
}

fn fresh() -> String {
    variants_page(
        "fresh",
        &format!(
            "The middlegames of `data/fresh.txt` (outside the realistic suite) at depth \
             {FRESH_DEPTH}, a 64 MB table"
        ),
        &fresh_middlegames(FRESH_DEPTH),
    )
}

fn outside() -> String {
    variants_page(
        "outside",
        "The outside positions (`data/outside.txt`) at realistic depth, each at the depth the \
         realistic suite's rule gives it, a 64 MB table",
        &outside_realistic_suite(),
    )
}

/// Time to depth on the realistic suite: chapter 8's engine (no table: what the seam and
/// the idle tables cost) and every table in use, against chapter 7.
fn time() -> String {
    const ROUNDS: usize = 3;
    let timed: [Timed; 3] = [
        ("ch07", search_suite::<Realistic<History>>),
        ("ch08", search_suite::<Realistic<ContinuationHistory>>),
        ("countermove, 1+2 plies", search_suite::<Realistic<Everything>>),
    ];
    let suite = realistic_suite();
    let seconds = interleaved_cpu_seconds(&timed, &suite, ROUNDS);
    let mut text = header("time");
    writeln!(
        text,
        "CPU time of the searching thread to each position's depth on the realistic suite \
         (64 MB table), {ROUNDS} interleaved rounds (the first engine alternates), one \
         thread, on a 2-core machine shared with other jobs.\n"
    )
    .unwrap();
    text += &rounds_table(&timed, &seconds);
    text += "\n<!-- ANCHOR: ratios -->\n";
    text += &ratio_table(&timed, &seconds);
    text += "<!-- ANCHOR_END: ratios -->\n";
    text
}

fn main() {
    run_parts(CHAPTER, &[("nodes", nodes), ("fresh", fresh), ("outside", outside), ("time", time)]);
}
