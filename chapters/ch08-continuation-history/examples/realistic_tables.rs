//! Chapter 8 at realistic depth: every choice of tables on the realistic suite
//! (`data/realistic.txt` at its depths, a 64 MB table), on the middlegames of
//! `data/fresh.txt` at depth 7 and on the outside positions at the realistic suite's depth
//! rule, and time to depth of chapter 8 against chapter 7 in CPU time from interleaved
//! rounds; and every choice again in a search that reduces late quiet moves.
//!
//! ```sh
//! cargo run --release -p ch08-continuation-history --example realistic_tables           # everything (~15 min on 2 loaded cores)
//! cargo run --release -p ch08-continuation-history --example realistic_tables -- nodes  # one part: nodes, fresh, outside, time, reductions
//! ```
//!
//! Writes `book/src/generated/ch08-continuation-history-{nodes,fresh,outside,time,reductions}.md`, which the
//! book page includes. Node counts are deterministic; times depend on the machine.

#[path = "../tests/variants/mod.rs"]
mod variants;

use std::fmt::Write as _;

use ch00_baseline::search::TreeRules;
use ch00_baseline::suite::{SuitePosition, realistic_suite};
use ch07_history::History;
use ch08_continuation_history::ContinuationHistory;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated::{Dated, generated_header, run_parts};
use ordering_lab::parallel::{REDUCED_DEEPER, job_under, measure, reducing};
use ordering_lab::realistic::{
    Realistic, Timed, interleaved_cpu_seconds, ratio_table, rounds_table, search_suite,
};
use ordering_lab::realistic_verdict::{realistic_and_outside, with_depth_offset};
use ordering_lab::suites::{fresh_middlegames, outside_realistic_suite};
use ordering_lab::summary::typical_change;
use variants::choices::{
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

/// Every variant on `suite` under `rules`, with the realistic table; chapter 7 first.
fn variant_columns(suite: &[SuitePosition], rules: TreeRules) -> Vec<Column> {
    measure(vec![
        job_under::<Realistic<History>>("ch07", suite, rules),
        job_under::<Realistic<CountermoveAlone>>("countermove", suite, rules),
        job_under::<Realistic<OnePly>>("1 ply", suite, rules),
        job_under::<Realistic<OnePlyNoMalus>>("1 ply, no malus", suite, rules),
        job_under::<Realistic<TwoPly>>("2 plies", suite, rules),
        job_under::<Realistic<TwoPlyNoMalus>>("2 plies, no malus", suite, rules),
        job_under::<Realistic<BothPlies>>("1+2 plies", suite, rules),
        job_under::<Realistic<BothPliesNoMalus>>("1+2 plies, no malus", suite, rules),
        job_under::<Realistic<Everything>>("countermove, 1+2 plies", suite, rules),
        job_under::<Realistic<EverythingNoMalus>>("countermove, 1+2 plies, no malus", suite, rules),
    ])
}

/// The node table of `columns`, the typical change per position against the first
/// column (inside the anchor `summary` when `anchored`: a page has one), and the verdicts.
fn variants_section(columns: &[Column], anchored: bool) -> String {
    let anchor = |marker: &str| {
        if anchored { format!("<!-- {marker}: summary -->\n") } else { String::new() }
    };
    let mut text = comparison_table(columns);
    text += "\n";
    text += &anchor("ANCHOR");
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
    text += &anchor("ANCHOR_END");
    text += "\n";
    for column in &columns[1..] {
        text += &verdict_line(&columns[0], column);
    }
    text
}

/// Every variant on `suite`, the book's search: the same root scores as chapter 7.
fn variants_page(what: &str, description: &str, suite: &[SuitePosition]) -> String {
    let columns = variant_columns(suite, TreeRules::default());
    assert_same_root_scores(&columns[0], &columns);
    let mut text = header(what);
    writeln!(text, "{description}; every column found chapter 7's root scores.\n").unwrap();
    text + &variants_section(&columns, true)
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

/// Time to depth on the game positions: chapter 8's engine (countermove and
/// continuation history one and two plies back) against chapter 7, the chapter it
/// builds on.
fn time() -> String {
    const ROUNDS: usize = 3;
    let timed: [Timed; 2] = [
        ("ch07", search_suite::<Realistic<History>>),
        ("ch08", search_suite::<Realistic<ContinuationHistory>>),
    ];
    let suite = realistic_suite();
    let dated = Dated::start();
    let seconds = interleaved_cpu_seconds(&timed, &suite, ROUNDS);
    let mut text = dated.header(CHAPTER, "realistic_tables", "time", &[&seconds]);
    writeln!(
        text,
        "CPU time of the searching thread to each position's depth on the game positions \
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

/// Every variant in a search that reduces late quiet moves: the sources say
/// countermove and continuation history pay there, where the order of the late quiet
/// moves decides how deeply each is searched. The verdict suites, each
/// [`REDUCED_DEEPER`] plies deeper; root scores may differ between columns.
fn reductions() -> String {
    let mut text = header("reductions");
    writeln!(
        text,
        "Every choice of tables with late-move reductions on (chapter 0's option, the UCI \
         option `Late Move Reductions`), chapter 7 reducing too, each suite \
         {REDUCED_DEEPER} plies deeper than on the verdict pages, a 64 MB table. With \
         reductions the order shapes the tree, so root scores may differ.\n"
    )
    .unwrap();
    for (title, suite) in realistic_and_outside() {
        let suite = with_depth_offset(&suite, REDUCED_DEEPER);
        let columns = variant_columns(&suite, reducing());
        writeln!(text, "### {title}, {REDUCED_DEEPER} plies deeper\n").unwrap();
        text += &variants_section(&columns, false);
        text += "\n";
    }
    text
}

fn main() {
    run_parts(
        CHAPTER,
        &[
            ("nodes", nodes),
            ("fresh", fresh),
            ("outside", outside),
            ("time", time),
            ("reductions", reductions),
        ],
    );
}
